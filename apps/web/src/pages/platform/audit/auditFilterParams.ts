import type { AuditFilter } from '../../../api/auditLog';

// The audit log's filters live in the page's address, so a link (an admin's "Activity") opens the log filtered and
// a filtered view can be shared. Dates are whole days in the viewer's time zone: from the start of `from` to the end
// of `to`.

export function filterFromParams(params: URLSearchParams): AuditFilter {
  const course = Number(params.get('course'));
  return {
    actor: params.get('actor') ?? undefined,
    target: params.get('target') ?? undefined,
    course: Number.isInteger(course) && course > 0 ? course : undefined,
    types: params.get('type')?.split(',').filter(Boolean) ?? [],
    from: dayStart(params.get('from')),
    to: dayAfter(params.get('to')),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(day: string | null): string | undefined {
  return day && DAY.test(day) ? new Date(`${day}T00:00:00`).toISOString() : undefined;
}

function dayAfter(day: string | null): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}

/** The form's values as address parameters; empty values are dropped. */
export function paramsFromForm(values: { actor?: string; target?: string; course?: number | null; types?: string[]; from?: string; to?: string }): URLSearchParams {
  const params = new URLSearchParams();
  if (values.actor?.trim()) params.set('actor', values.actor.trim());
  if (values.target?.trim()) params.set('target', values.target.trim());
  if (values.course) params.set('course', String(values.course));
  if (values.types && values.types.length > 0) params.set('type', values.types.join(','));
  if (values.from) params.set('from', values.from);
  if (values.to) params.set('to', values.to);
  return params;
}
