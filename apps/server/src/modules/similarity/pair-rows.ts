import { sql } from 'drizzle-orm';
import { similarityPairs, type Executor } from '@marginalia/db';
import type { SimilarityPairValues } from './queries';

// A run's pairs written in bulk: a check of 500 submissions keeps tens of thousands of pairs, and a row at a time,
// or a multi-row VALUES of a few hundred, spends seconds on statements and parameters. Each statement here takes
// a whole batch as one array per column (unnest), so a batch is a handful of parameters, on PostgreSQL and PGlite
// alike.

/** Rows per statement: large enough that statements are few, small enough that one stays a few megabytes. */
export const PAIR_BATCH = 5_000;

const ints = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;

/** Adds pairs, or refreshes the scores and fragments of pairs already kept (their reviews stay). */
export async function upsertPairs(db: Executor, values: readonly SimilarityPairValues[], batch = PAIR_BATCH): Promise<void> {
  for (let start = 0; start < values.length; start += batch) {
    const rows = values.slice(start, start + batch);
    await db.execute(sql`insert into ${similarityPairs} (check_id, submission_a, submission_b, similarity, longest_match, matched_lines, fragments)
      select p.check_id, p.submission_a, p.submission_b, p.similarity, p.longest_match, p.matched_lines, p.fragments::jsonb
      from unnest(
        ${ints(rows.map((row) => row.checkId))},
        ${ints(rows.map((row) => row.submissionA))},
        ${ints(rows.map((row) => row.submissionB))},
        ${sql.param(rows.map((row) => row.similarity))}::float8[],
        ${ints(rows.map((row) => row.longestMatch))},
        ${ints(rows.map((row) => row.matchedLines))},
        ${sql.param(rows.map((row) => (row.fragments == null ? null : JSON.stringify(row.fragments))))}::text[]
      ) as p(check_id, submission_a, submission_b, similarity, longest_match, matched_lines, fragments)
      on conflict (check_id, submission_a, submission_b) do update set
        similarity = excluded.similarity, longest_match = excluded.longest_match,
        matched_lines = excluded.matched_lines, fragments = excluded.fragments`);
  }
}

/** After a run that scored every pair again: the check's pairs it did not find again are dropped. */
export async function deletePairsNotFound(db: Executor, checkId: number, found: readonly Pick<SimilarityPairValues, 'submissionA' | 'submissionB'>[]): Promise<void> {
  await db.execute(sql`delete from ${similarityPairs} p where p.check_id = ${checkId} and not exists (
    select 1 from unnest(${ints(found.map((pair) => pair.submissionA))}, ${ints(found.map((pair) => pair.submissionB))}) as f(a, b)
    where f.a = p.submission_a and f.b = p.submission_b)`);
}
