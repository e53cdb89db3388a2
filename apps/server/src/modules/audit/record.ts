import type { AuditEventType, AuditObjectType } from '@marginalia/contracts';
import { auditEvents, type Executor } from '@marginalia/db';
import { isSystemActor, type Actor, type AuthUser } from '../../core/actor';

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

/** Someone not signed in (a course join by code, a sign-up, a password reset): no account, but an address. */
export interface Visitor {
  kind: 'visitor';
  ip: string | null;
}

/** A login-as session as its own events record it, before any request of it: the person acted as, and the admin. */
export interface LoginAsSession {
  kind: 'loginAs';
  userId: number;
  adminId: number;
  ip: string | null;
}

/** The caller of a public route: the signed-in user when there is one, else a visitor at `ip`. */
export function callerOrVisitor(user: AuthUser | null, ip: string | null): AuthUser | Visitor {
  return user ?? { kind: 'visitor', ip };
}

/** Who did it, as the event stores it: the account, the platform admin behind a login-as, the address. */
function actorColumns(actor: Actor | Visitor | LoginAsSession) {
  if ('kind' in actor && actor.kind === 'visitor') return { actorId: null, impersonatorId: null, ip: actor.ip };
  if ('kind' in actor && actor.kind === 'loginAs') return { actorId: actor.userId, impersonatorId: actor.adminId, ip: actor.ip };
  if (isSystemActor(actor)) return { actorId: null, impersonatorId: null, ip: null };
  return { actorId: actor.id, impersonatorId: actor.impersonation?.adminId ?? null, ip: actor.ip };
}

/**
 * Records events of a change. Call it with the transaction of the change itself: the event commits with the
 * change or not at all. A visitor who is not signed in is recorded by address alone (`callerOrVisitor`).
 */
export async function recordEvents(tx: Executor, actor: Actor | Visitor | LoginAsSession, events: readonly AuditEvent[]): Promise<void> {
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

export function recordEvent(tx: Executor, actor: Actor | Visitor | LoginAsSession, event: AuditEvent): Promise<void> {
  return recordEvents(tx, actor, [event]);
}
