import type { AuditEventType, AuditObjectType } from '@marginalia/contracts';
import { auditEvents, type Executor } from '@marginalia/db';
import { isSystemActor, type Actor } from '../../core/actor';

/** One change, as the service that made it describes it (docs/AUDIT.md). */
export interface AuditEvent {
  type: AuditEventType;
  courseId?: number | null;
  /** The person the change is about, when it is about one. */
  targetUserId?: number | null;
  object?: { type: AuditObjectType; id: number } | null;
  /** What a reader needs beyond the ids (changed field names, counts); never secrets or file contents. */
  data?: Record<string, unknown>;
}

/** Who did it, as the event stores it: the account, the platform admin behind a login-as, the address. */
function actorColumns(actor: Actor | null) {
  if (actor === null || isSystemActor(actor)) return { actorId: null, impersonatorId: null, ip: null };
  return { actorId: actor.id, impersonatorId: actor.impersonation?.adminId ?? null, ip: actor.ip };
}

/**
 * Records events of a change. Call it with the transaction of the change itself: the event commits with the
 * change or not at all. `actor` is null for a visitor who is not signed in (a password-reset request).
 */
export async function recordEvents(tx: Executor, actor: Actor | null, events: readonly AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  const who = actorColumns(actor);
  await tx.insert(auditEvents).values(
    events.map((event) => ({
      ...who,
      type: event.type,
      courseId: event.courseId ?? null,
      targetUserId: event.targetUserId ?? null,
      objectType: event.object?.type ?? null,
      objectId: event.object?.id ?? null,
      data: event.data ?? {},
    })),
  );
}

export function recordEvent(tx: Executor, actor: Actor | null, event: AuditEvent): Promise<void> {
  return recordEvents(tx, actor, [event]);
}
