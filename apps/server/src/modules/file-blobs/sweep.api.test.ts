import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autograderZips, fileBlobs, files, similarityDocuments } from '@marginalia/db';
import { createCourse, createOrganization, createUser } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { createCompletedCheck } from '../../testing/similarity-factories';
import { useTestServer } from '../../testing/use-test-server';
import { storeBlob } from './queries';
import { sweepUnnamedBlobs } from './sweep';

// The nightly sweep of blobs no row names: what it takes (unnamed and older than the grace period) and what it
// keeps (named by a file, an autograder zip or a similarity check's documents; stored within the grace period).

const t = useTestServer();

async function age(hashes: string[], hours: number): Promise<void> {
  await t.server.ctx.db.update(fileBlobs).set({ createdAt: sql`now() - make_interval(hours => ${hours})` }).where(inArray(fileBlobs.sha256, hashes));
}

async function stored(hashes: string[]): Promise<string[]> {
  const rows = await t.server.ctx.db.select({ sha256: fileBlobs.sha256 }).from(fileBlobs).where(inArray(fileBlobs.sha256, hashes));
  return rows.map((row) => row.sha256).sort();
}

describe('the unnamed-blob sweep', () => {
  it('deletes old blobs nothing names, in batches, and keeps every named or recent one', async () => {
    const db = t.server.ctx.db;
    const organization = await createOrganization(db);
    const course = await createCourse(db, organization.id);
    const student = await createUser(db, { organizationId: organization.id });
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [student] });

    const named = await createFile(db, submission.id, { code: 'print("kept: a file names it")\n' });
    const rewritten = await createFile(db, submission.id, { code: 'print("gone: its file was deleted")\n' });
    await db.delete(files).where(eq(files.id, rewritten.id));
    const orphans = [rewritten.blobSha256, ...(await Promise.all([1, 2, 3, 4].map((i) => storeBlob(db, Buffer.from(`orphan ${i}\n`)))))];
    const recent = await storeBlob(db, Buffer.from('an upload under way\n'));
    const zip = await storeBlob(db, Buffer.from('PK an autograder zip'));
    await db.insert(autograderZips).values({ assignmentId: assignment.id, fileName: 'autograder.zip', size: 20, sha256: zip });
    const compared = await storeBlob(db, Buffer.from('print("compared by a similarity check, file since rewritten")\n'));
    const check = await createCompletedCheck(db, assignment.id, [submission.id]);
    await db
      .update(similarityDocuments)
      .set({ files: [{ fileId: 999_999, path: 'main.py', sha256: compared }] })
      .where(eq(similarityDocuments.checkId, check.check.id));

    const kept = [named.blobSha256, zip, compared];
    await age([...orphans, ...kept], 48);
    const result = await sweepUnnamedBlobs(db, { graceHours: 24, batchSize: 2 });
    expect(result.deleted).toBe(orphans.length);
    expect(result.bytes).toBeGreaterThan(0);
    expect(result.batches).toBeGreaterThanOrEqual(Math.ceil(result.examined / 2));
    expect(await stored(orphans)).toEqual([]);
    expect(await stored([...kept, recent])).toEqual([...kept, recent].sort());

    // Run again: nothing more to take.
    expect(await sweepUnnamedBlobs(db, { graceHours: 24, batchSize: 2 })).toMatchObject({ deleted: 0, bytes: 0 });
  });

  it('knows every table whose foreign key names a blob', async () => {
    const answer = await t.server.ctx.db.execute(sql`
      select rel.relname as "table", att.attname as "column"
      from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
      where con.contype = 'f' and con.confrelid = 'file_blobs'::regclass
      order by 1, 2
    `);
    const references = (answer as unknown as { rows: { table: string; column: string }[] }).rows.map((row) => `${row.table}.${row.column}`);
    // Each of these is looked up by sweep.ts; a new one must be added there before this list.
    expect(references).toEqual(['autograder_zips.sha256', 'environment_files.blob_sha256', 'files.blob_sha256']);
  });
});
