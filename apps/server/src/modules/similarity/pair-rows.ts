import { inArray, sql } from 'drizzle-orm';
import { similarityPairs, type Executor } from '@marginalia/db';
import type { SimilarityPairValues } from './queries';

// A run's pairs written in bulk: a check of 500 submissions keeps tens of thousands of pairs, and a row at a time,
// or a multi-row VALUES of a few hundred, spends seconds on statements and parameters. Each statement here takes
// a whole batch as one array per column (unnest), so a batch is a handful of parameters, on PostgreSQL and PGlite
// alike.

/** Rows per statement: large enough that statements are few, small enough that one stays a few megabytes. */
export const PAIR_BATCH = 5_000;

const ints = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;

/**
 * The fragments of a statement's rows, as JSON text, at most this many characters. The database parses them in
 * the statement's memory, and PGlite's never shrinks: one statement with all of a check's aligned pairs (9 MB of
 * JSON for 1,000 pairs of 500 submissions) grew it by about 100 MB.
 */
export const FRAGMENT_BATCH_CHARS = 1_000_000;

export interface PairBatches {
  /** Rows a statement (PAIR_BATCH). */
  rows: number;
  /** Characters of fragments' JSON a statement (FRAGMENT_BATCH_CHARS): fewer rows when their fragments come to more. */
  fragmentChars: number;
}

function* batches(values: readonly SimilarityPairValues[], size: PairBatches): Generator<{ rows: SimilarityPairValues[]; fragments: string }> {
  let rows: SimilarityPairValues[] = [];
  let fragments: string[] = [];
  let chars = 0;
  const flush = () => {
    // One JSON array, an element a row (null for a pair not aligned): serialized once and parsed once. As a text[]
    // of JSON texts, every quote in them was escaped into an array literal first, slower and far larger.
    const batch = { rows, fragments: `[${fragments.join(',')}]` };
    rows = [];
    fragments = [];
    chars = 0;
    return batch;
  };
  for (const row of values) {
    const json = row.fragments == null ? 'null' : JSON.stringify(row.fragments);
    if (rows.length > 0 && (rows.length >= size.rows || chars + json.length > size.fragmentChars)) yield flush();
    rows.push(row);
    fragments.push(json);
    chars += json.length;
  }
  if (rows.length > 0) yield flush();
}

/**
 * Adds pairs, or refreshes the scores and fragments of pairs already kept (their reviews stay). A check that keeps
 * no pair yet (its first run) takes plain inserts: checking every row for a conflict cost about half a second of
 * 65,000 pairs on PGlite.
 */
export async function upsertPairs(
  db: Executor,
  values: readonly SimilarityPairValues[],
  size: PairBatches = { rows: PAIR_BATCH, fragmentChars: FRAGMENT_BATCH_CHARS },
): Promise<void> {
  const checkIds = [...new Set(values.map((row) => row.checkId))];
  const [kept] = checkIds.length === 0 ? [] : await db.select({ id: similarityPairs.id }).from(similarityPairs).where(inArray(similarityPairs.checkId, checkIds)).limit(1);
  const onConflict = kept
    ? sql`on conflict (check_id, submission_a, submission_b) do update set
        similarity = excluded.similarity, discount = excluded.discount, longest_match = excluded.longest_match,
        matched_lines = excluded.matched_lines, fragments = excluded.fragments`
    : sql``;
  for (const { rows, fragments } of batches(values, size)) {
    await db.execute(sql`insert into ${similarityPairs} (check_id, submission_a, submission_b, similarity, discount, longest_match, matched_lines, fragments)
      select p.check_id, p.submission_a, p.submission_b, p.similarity, p.discount, p.longest_match, p.matched_lines,
        nullif(${fragments}::jsonb -> (p.n - 1)::int, 'null'::jsonb)
      from unnest(
        ${ints(rows.map((row) => row.checkId))},
        ${ints(rows.map((row) => row.submissionA))},
        ${ints(rows.map((row) => row.submissionB))},
        ${sql.param(rows.map((row) => row.similarity))}::float8[],
        ${sql.param(rows.map((row) => row.discount ?? 1))}::float8[],
        ${ints(rows.map((row) => row.longestMatch))},
        ${ints(rows.map((row) => row.matchedLines))}
      ) with ordinality as p(check_id, submission_a, submission_b, similarity, discount, longest_match, matched_lines, n)
      ${onConflict}`);
  }
}

/** After a run that scored every pair again: the check's pairs it did not find again are dropped. */
export async function deletePairsNotFound(db: Executor, checkId: number, found: readonly Pick<SimilarityPairValues, 'submissionA' | 'submissionB'>[]): Promise<void> {
  await db.execute(sql`delete from ${similarityPairs} p where p.check_id = ${checkId} and not exists (
    select 1 from unnest(${ints(found.map((pair) => pair.submissionA))}, ${ints(found.map((pair) => pair.submissionB))}) as f(a, b)
    where f.a = p.submission_a and f.b = p.submission_b)`);
}
