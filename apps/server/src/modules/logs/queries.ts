import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { courseMemberships, logMessages, users, type CourseRole, type Executor } from '@marginalia/db';
import { LOG_LIMITS, type LogKind } from '@marginalia/contracts';

export type NewLogRow = typeof logMessages.$inferInsert;

export async function insertLog(db: Executor, row: NewLogRow): Promise<{ id: number }> {
  const [created] = await db.insert(logMessages).values(row).returning({ id: logMessages.id });
  return created!;
}

/** The roles a user holds in any course (active memberships), for the role flags of a help request. */
export async function listActiveRoles(db: Executor, userId: number): Promise<CourseRole[]> {
  const rows = await db
    .selectDistinct({ role: courseMemberships.role })
    .from(courseMemberships)
    .where(and(eq(courseMemberships.userId, userId), eq(courseMemberships.isActive, true)));
  return rows.map((row) => row.role);
}

export interface LogFilter {
  kind?: LogKind;
  search?: string;
}

/** `%`, `_` and `\` typed in a search are matched literally (backslash is ILIKE's default escape). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterCondition(filter: LogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(logMessages.kind, filter.kind));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(sql`${logMessages.message} ilike ${pattern}`, sql`${logMessages.url} ilike ${pattern}`)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const listedColumns = {
  id: logMessages.id,
  kind: logMessages.kind,
  createdAt: logMessages.createdAt,
  userId: logMessages.userId,
  userEmail: users.email,
  url: logMessages.url,
};

export interface LogListRow {
  id: number;
  kind: LogKind;
  createdAt: Date;
  userId: number | null;
  userEmail: string | null;
  message: string;
  url: string;
}

/** One page of the reports, newest first, and how many match the filter (two statements). */
export async function listLogs(
  db: Executor,
  filter: LogFilter,
  range: { limit: number; offset: number },
): Promise<{ count: number; rows: LogListRow[] }> {
  const where = filterCondition(filter);
  const [total] = await db.select({ n: count() }).from(logMessages).where(where);
  const rows = await db
    .select({ ...listedColumns, message: sql<string>`left(${logMessages.message}, ${LOG_LIMITS.listedMessage})` })
    .from(logMessages)
    .leftJoin(users, eq(users.id, logMessages.userId))
    .where(where)
    .orderBy(desc(logMessages.createdAt), desc(logMessages.id))
    .limit(range.limit)
    .offset(range.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findLog(db: Executor, id: number): Promise<(LogListRow & { detail: Record<string, unknown> }) | undefined> {
  const [row] = await db
    .select({ ...listedColumns, message: logMessages.message, detail: logMessages.detail })
    .from(logMessages)
    .leftJoin(users, eq(users.id, logMessages.userId))
    .where(eq(logMessages.id, id));
  return row;
}
