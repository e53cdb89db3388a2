import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { files } from '@marginalia/db';

const newer = alias(files, 'newer');

/**
 * Whether the `files` row of the query is the current version of its file: no file of the same submission with
 * the same path and name was created after it (ids break ties among equal dates), as grades count them.
 */
export function isCurrentVersion(): SQL {
  return sql`not exists (select 1 from ${files} as ${newer} where ${newer.submissionId} = ${files.submissionId}
    and ${newer.name} = ${files.name} and ${newer.path} is not distinct from ${files.path}
    and (${newer.createdAt}, ${newer.id}) > (${files.createdAt}, ${files.id}))`;
}
