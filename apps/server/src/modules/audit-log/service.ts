import type { z } from 'zod';
import { AUDIT_CSV_MAX_ROWS, AUDIT_MESSAGES, toCsv, type AuditEventQuery, type AuditEventRow } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { fieldErrors } from '../../http/errors';
import { countEvents, findUserIdByEmail, selectEvents, type EventFilter, type EventRow } from './queries';

// The platform console's audit log (docs/AUDIT.md): every event, filtered by person, course, type and time.

type ParsedQuery = z.output<typeof AuditEventQuery>;

/** A person named by id (the contract keeps it within range), or by e-mail address (an unknown address is a field error: it can match nothing). */
async function personId(db: Executor, value: string | number | undefined, field: string): Promise<number | undefined> {
  if (value === undefined || typeof value === 'number') return value;
  const id = await findUserIdByEmail(db, value);
  if (id === null) throw fieldErrors({ [field]: [AUDIT_MESSAGES.unknownPerson] });
  return id;
}

export async function eventFilter(db: Executor, query: ParsedQuery): Promise<EventFilter> {
  return {
    actorId: await personId(db, query.actor, 'actor'),
    targetUserId: await personId(db, query.target, 'target'),
    courseId: query.course,
    types: query.type,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

const person = (id: number | null, email: string | null) => (id === null ? null : { id, email: email ?? '' });

function present(row: EventRow): AuditEventRow {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    type: row.type,
    actor: person(row.actorId, row.actorEmail),
    impersonator: person(row.impersonatorId, row.impersonatorEmail),
    ip: row.ip,
    course: row.courseId === null ? null : { id: row.courseId, name: row.courseName, period: row.coursePeriod },
    targetUser: person(row.targetUserId, row.targetEmail),
    object: row.objectType === null || row.objectId === null ? null : { type: row.objectType, id: row.objectId },
    data: row.data,
  };
}

export async function listEventPage(db: Executor, filter: EventFilter, window: { limit: number; offset: number }) {
  const [count, rows] = await Promise.all([countEvents(db, filter), selectEvents(db, filter, window)]);
  return { count, results: rows.map(present) };
}

const CSV_HEADER = ['id', 'occurred_at', 'type', 'actor', 'acting_platform_admin', 'ip', 'course_id', 'course', 'target_user', 'object_type', 'object_id', 'data'];

/** The filtered events as a CSV file (formula-safe cells), newest first, up to AUDIT_CSV_MAX_ROWS. */
export async function eventsCsv(db: Executor, filter: EventFilter): Promise<string> {
  const rows = (await selectEvents(db, filter, { limit: AUDIT_CSV_MAX_ROWS, offset: 0 })).map(present);
  return toCsv(
    CSV_HEADER,
    rows.map((event) => [
      event.id,
      event.occurredAt,
      event.type,
      event.actor?.email,
      event.impersonator?.email,
      event.ip,
      event.course?.id,
      event.course ? [event.course.name, event.course.period].filter(Boolean).join(' ') : null,
      event.targetUser?.email,
      event.object?.type,
      event.object?.id,
      JSON.stringify(event.data),
    ]),
  );
}
