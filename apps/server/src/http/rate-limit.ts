import { sql } from 'drizzle-orm';
import type { Executor } from '@marginalia/db';

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
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count,
      CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after`);
  const row = rowsOf<CountRow>(result)[0]!;
  return { count: Number(row.count), retryAfter: Number(row.retry_after) };
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

/** node-postgres returns a result object with rows; PGlite returns { rows } as well. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
