import type { AuditEvent } from '../audit/record';
import type { RosterDiff } from './plan';

// The audit events of roster writes (docs/AUDIT.md): one per call, however many people it touched, with counts
// and the ids of the people (the first LISTED_PEOPLE of them). A call about one person names them as its target.

export const LISTED_PEOPLE = 100;

/** How a roster call changed the roster: PATCH roster, addToRoster, removeFromRoster, importRoster. */
export type RosterChangeKind = 'replace' | 'add' | 'remove' | 'import' | 'lms';

/** The event of people affected by a roster call: `roster.changed`, or `roster.invitations_sent`. */
export function peopleEvent(type: AuditEvent['type'], courseId: number, userIds: readonly number[], data: Record<string, unknown>): AuditEvent {
  const people = [...new Set(userIds)];
  return {
    type,
    courseId,
    targetUserId: people.length === 1 ? people[0] : null,
    object: { type: 'course', id: courseId },
    data: { ...data, people: people.length, userIds: people.slice(0, LISTED_PEOPLE) },
  };
}

/** `roster.changed` for a planned diff that was applied; `ids` has everyone the diff names. */
export function rosterChangedEvent(
  courseId: number,
  kind: RosterChangeKind,
  diff: RosterDiff,
  ids: ReadonlyMap<string, number>,
  extra: Record<string, unknown> = {},
): AuditEvent {
  const userIds = [...diff.activate, ...diff.deactivate].flatMap((change) => ids.get(change.email) ?? []);
  return peopleEvent('roster.changed', courseId, userIds, { change: kind, added: diff.activate.length, removed: diff.deactivate.length, ...extra });
}
