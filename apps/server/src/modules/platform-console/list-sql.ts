import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@marginalia/db';

// What the console's paged lists share: a search pattern, an ORDER BY built from a fixed table of sort keys, and
// one statement that answers a page together with the size of the whole list.

export type SortOrder = 'ascend' | 'descend';

export interface ListWindow {
  limit: number;
  offset: number;
}


/** `%`, `_` and `\` typed in a search are matched literally (backslash is ILIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search that is a whole number (as people type a count), or null; beyond int4 it can match no count. */
export function searchedCount(search: string): number | null {
  if (!/^\d{1,10}$/.test(search)) return null;
  const value = Number(search);
  return value <= 2_147_483_647 ? value : null;
}

/**
 * `expression` in the asked direction, nulls last either way (a course nobody used sorts after the others both
 * ways), then `ties` so that pages never overlap. Both come from the modules' own tables of sort keys, never from
 * the request, hence sql.raw.
 */
export function ordering(expression: string, order: SortOrder | undefined, ties: string): SQL {
  return sql.raw(`${expression} ${order === 'descend' ? 'desc' : 'asc'} nulls last, ${ties}`);
}

/**
 * One page of the rows `matched` selects, in `order`, and how many it selects. The count is a window over the
 * same scan (`count(*) over ()` is taken before LIMIT), so a page costs one statement; only a page past the end,
 * which has no row to carry the count, costs a second. `matched` stays a subquery, not a CTE: the planner then
 * keeps the tables' statistics for its joins (a materialized CTE has none, and the estimates it would make can cost
 * more in planning, JIT compiling included, than the query itself).
 */
export async function selectPage<T>(db: Executor, matched: SQL, order: SQL, window: ListWindow): Promise<{ count: number; rows: T[] }> {
  const result = await db.execute(sql`
    select matched.*, count(*) over ()::int as total
    from (${matched}) matched
    order by ${order} limit ${window.limit} offset ${window.offset}`);
  const rows = rowsOf<T & { total: number }>(result);
  return { count: rows[0]?.total ?? (window.offset > 0 ? await countRows(db, matched) : 0), rows };
}

export async function countRows(db: Executor, matched: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from (${matched}) matched`);
  return rowsOf<{ total: number }>(result)[0]!.total;
}
