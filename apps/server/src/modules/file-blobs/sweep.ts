import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor } from '@marginalia/db';
import { DEFAULT_SWEEP_BATCH, defineJob, type JobHandler } from '@marginalia/jobs';
import type { AppContext } from '../../core/app-context';

// Blobs that nothing names any more (a file rewritten or deleted, an autograder zip replaced) are deleted by a
// nightly sweep (docs/ARCHITECTURE.md, "Files and their bytes"). What names a blob:
//   files.blob_sha256, environment_files.blob_sha256, autograder_zips.sha256 (foreign keys: a delete of a blob one
//   of them names is refused by the database itself), and similarity_documents.files (the exact bytes a similarity
//   check compared, which its pair view shows: no foreign key, so looked up here through its GIN index).
// A table that comes to name blobs is added here (sweep.api.test.ts compares this list with the foreign keys).
// Only blobs stored longer ago than the grace period are taken, so the bytes of an upload under way (stored, its
// file rows not yet committed) are never swept.

export const BLOB_SWEEP_JOB_KIND = 'retention.blobs';

export interface BlobSweepResult {
  /** Blobs looked at (all of them, once, in hash order). */
  examined: number;
  deleted: number;
  /** Bytes freed. */
  bytes: number;
  batches: number;
}

interface BatchRow {
  examined: number;
  last: string | null;
  deleted: number;
  bytes: string | number;
}

/**
 * Walks the blobs in hash order, `batchSize` at a time (each batch one short statement), deleting those no row
 * names that were stored before the grace period. Idempotent: a second run finds nothing more to delete.
 */
export async function sweepUnnamedBlobs(db: Executor, options: { graceHours: number; batchSize?: number; signal?: AbortSignal }): Promise<BlobSweepResult> {
  const batchSize = options.batchSize ?? DEFAULT_SWEEP_BATCH;
  const result: BlobSweepResult = { examined: 0, deleted: 0, bytes: 0, batches: 0 };
  let after = '';
  for (;;) {
    options.signal?.throwIfAborted();
    const answer = await db.execute(sql`
      with scanned as (
        select sha256 from file_blobs where sha256 > ${after} order by sha256 limit ${batchSize}
      ), gone as (
        delete from file_blobs b using scanned s
        where b.sha256 = s.sha256
          and b.created_at < now() - make_interval(hours => ${options.graceHours})
          and not exists (select 1 from files f where f.blob_sha256 = b.sha256)
          and not exists (select 1 from environment_files e where e.blob_sha256 = b.sha256)
          and not exists (select 1 from autograder_zips z where z.sha256 = b.sha256)
          and not exists (
            select 1 from similarity_documents d where d.files @> jsonb_build_array(jsonb_build_object('sha256', b.sha256))
          )
        returning b.sha256, b.size
      )
      select (select count(*) from scanned)::int as examined, (select max(sha256) from scanned) as last,
        (select count(*) from gone)::int as deleted, (select coalesce(sum(size), 0) from gone)::bigint as bytes
    `);
    const row = (answer as unknown as { rows: BatchRow[] }).rows[0]!;
    result.batches += 1;
    result.examined += row.examined;
    result.deleted += row.deleted;
    result.bytes += Number(row.bytes);
    if (row.examined < batchSize || row.last === null) return result;
    after = row.last;
  }
}

/** The nightly `retention.blobs` job: its result says how many blobs and bytes it freed. */
export function createBlobSweepJob(ctx: Pick<AppContext, 'db' | 'config'>): JobHandler {
  return defineJob({
    kind: BLOB_SWEEP_JOB_KIND,
    payload: z.object({}),
    run: async (_, { signal }) => {
      const graceHours = ctx.config.BLOB_SWEEP_GRACE_HOURS;
      return { graceHours, ...(await sweepUnnamedBlobs(ctx.db, { graceHours, signal })) };
    },
  });
}
