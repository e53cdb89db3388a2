import type { AuditEventRow } from '@marginalia/contracts';
import { formatDateTime } from '../../../format/dateTime';

/** When an event happened, in the browser's zone with seconds (events often come seconds apart). */
export function occurredAt(iso: string): string {
  return formatDateTime(iso, undefined, { seconds: true });
}

export function courseLabel(event: AuditEventRow): string {
  if (!event.course) return '—';
  if (event.course.name === null) return `Course ${event.course.id} (deleted)`;
  return [event.course.name, event.course.period].filter(Boolean).join(' · ');
}

export function objectLabel(event: AuditEventRow): string {
  return event.object ? `${event.object.type} ${event.object.id}` : '—';
}

/** "ops@… as grader@…" when a platform admin acted through login-as. */
export function actorLabel(event: AuditEventRow): string {
  if (!event.actor) return 'Marginalia';
  return event.impersonator ? `${event.impersonator.email} as ${event.actor.email}` : event.actor.email;
}
