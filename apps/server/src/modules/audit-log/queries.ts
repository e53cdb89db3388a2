import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEvents, courses, users, type Executor } from '@marginalia/db';

const actors = alias(users, 'actors');
const impersonators = alias(users, 'impersonators');
const targets = alias(users, 'targets');

/** The audit log's filters, people already resolved to ids. */
export interface EventFilter {
  /** What a person did: as themselves or acting as someone else. */
  actorId?: number;
  targetUserId?: number;
  courseId?: number;
  types?: readonly string[];
  from?: Date;
  to?: Date;
}

function where(filter: EventFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.actorId === undefined ? undefined : or(eq(auditEvents.actorId, filter.actorId), eq(auditEvents.impersonatorId, filter.actorId)),
    filter.targetUserId === undefined ? undefined : eq(auditEvents.targetUserId, filter.targetUserId),
    filter.courseId === undefined ? undefined : eq(auditEvents.courseId, filter.courseId),
    filter.types && filter.types.length > 0 ? inArray(auditEvents.type, [...filter.types]) : undefined,
    filter.from ? gte(auditEvents.occurredAt, filter.from) : undefined,
    filter.to ? lt(auditEvents.occurredAt, filter.to) : undefined,
  ];
  return and(...conditions);
}

/** Events newest first with the names they refer to, in one statement (courses may have been deleted since). */
export async function selectEvents(db: Executor, filter: EventFilter, window: { limit: number; offset: number }) {
  return db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      type: auditEvents.type,
      actorId: auditEvents.actorId,
      actorEmail: actors.email,
      impersonatorId: auditEvents.impersonatorId,
      impersonatorEmail: impersonators.email,
      ip: auditEvents.ip,
      courseId: auditEvents.courseId,
      courseName: courses.name,
      coursePeriod: courses.period,
      targetUserId: auditEvents.targetUserId,
      targetEmail: targets.email,
      objectType: auditEvents.objectType,
      objectId: auditEvents.objectId,
      data: auditEvents.data,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonatorId))
    .leftJoin(targets, eq(targets.id, auditEvents.targetUserId))
    .leftJoin(courses, eq(courses.id, auditEvents.courseId))
    .where(where(filter))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(window.limit)
    .offset(window.offset);
}

export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

export async function countEvents(db: Executor, filter: EventFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(where(filter));
  return row!.n;
}

/** A person the filters name by e-mail address (stored lower-cased). */
export async function findUserIdByEmail(db: Executor, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row?.id ?? null;
}
