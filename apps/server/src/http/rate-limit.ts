import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@marginalia/db';

interface CountRow {
  count: number;
  retry_after: number;
}

export interface WindowCount {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters in the database, so every server process shares them. A window that has
 * ended starts over at 1: limits slow attackers down and never lock anyone out for good.
 */
export async function incrementWindow(db: Executor, key: string, windowSeconds: number): Promise<WindowCount> {
  const result = await db.execute(sql`${bumpWindow(key, windowSeconds)}`);
  const row = rowsOf<CountRow>(result)[0]!;
  return { count: Number(row.count), retryAfter: Number(row.retry_after) };
}

/** The statement of incrementWindow, to embed in a larger one. */
function bumpWindow(key: string, windowSeconds: number) {
  return sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count,
      CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after`;
}

/**
 * incrementWindow on `key` and peekWindow on `other`, in one statement: for checks on a hot path that count one
 * thing and must also respect another (an API key's budget, and the failures of the address it comes from).
 */
export async function incrementAndPeek(
  db: Executor,
  key: string,
  windowSeconds: number,
  other: string,
  otherWindowSeconds: number,
): Promise<{ counted: WindowCount; other: WindowCount }> {
  const result = await db.execute(sql`
    WITH bumped AS (${bumpWindow(key, windowSeconds)}),
    other AS (
      SELECT count,
        CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${otherWindowSeconds}) - now())))::int AS retry_after
      FROM rate_limits
      WHERE key = ${other} AND window_start > now() - make_interval(secs => ${otherWindowSeconds}))
    SELECT bumped.count, bumped.retry_after, other.count AS other_count, other.retry_after AS other_retry_after
    FROM bumped LEFT JOIN other ON true`);
  const row = rowsOf<CountRow & { other_count: number | null; other_retry_after: number | null }>(result)[0]!;
  return {
    counted: { count: Number(row.count), retryAfter: Number(row.retry_after) },
    other: { count: Number(row.other_count ?? 0), retryAfter: Number(row.other_retry_after ?? 0) },
  };
}

/** The current count of a window without adding to it (0 when the window has ended). */
export async function peekWindow(db: Executor, key: string, windowSeconds: number): Promise<WindowCount> {
  const result = await db.execute(sql`
    SELECT count,
      CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after
    FROM rate_limits
    WHERE key = ${key} AND window_start > now() - make_interval(secs => ${windowSeconds})`);
  const row = rowsOf<CountRow>(result)[0];
  return row ? { count: Number(row.count), retryAfter: Number(row.retry_after) } : { count: 0, retryAfter: 0 };
}

export async function resetWindow(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
