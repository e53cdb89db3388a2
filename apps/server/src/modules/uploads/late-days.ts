import { UPLOAD_MESSAGES } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { badRequest } from '../../http/errors';
import { lateDaysUsedElsewhere, lockLateDayLedgers } from './queries';

// The deadline of a student's upload (docs/PRODUCT.md §5). After the due date an upload needs allowLateUploads; when the
// course counts late days, each started day past the due date is one credit, and every student of the
// submission must have that many left after what their other submissions in the course already used.

export interface LateDayRules {
  courseId: number;
  uploadDueDate: Date | null;
  allowLateUploads: boolean;
  lateDayCreditsAllowable: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An assignment without a due date is never past it; the due date itself still counts as on time. */
export function isPastDue(dueDate: Date | null, now: Date): boolean {
  return dueDate !== null && now.getTime() > dueDate.getTime();
}

/** Whole days late, each started day counting: one second late is one day. */
export function daysLate(dueDate: Date, now: Date): number {
  return Math.max(0, Math.ceil((now.getTime() - dueDate.getTime()) / DAY_MS));
}

export interface LateDayCharge {
  /** The submission's lateDayCreditsUsed after the upload; null to leave it as it is. */
  lateDayCreditsUsed: number | null;
  /** What this upload added to it. */
  charged: number;
}

export async function lateDayCharge(
  tx: Executor,
  rules: LateDayRules,
  target: { studentIds: number[]; submissionId: number | null; current: number },
  now: Date,
): Promise<LateDayCharge> {
  const unchanged = { lateDayCreditsUsed: null, charged: 0 };
  if (!rules.uploadDueDate || !isPastDue(rules.uploadDueDate, now)) return unchanged;
  if (!rules.allowLateUploads) throw badRequest(UPLOAD_MESSAGES.pastDue);
  if (rules.lateDayCreditsAllowable === null) return unchanged;
  const late = daysLate(rules.uploadDueDate, now);
  await lockLateDayLedgers(tx, rules.courseId, target.studentIds);
  const used = await lateDaysUsedElsewhere(tx, rules.courseId, target.studentIds, target.submissionId);
  if (target.studentIds.some((id) => (used.get(id) ?? 0) + late > rules.lateDayCreditsAllowable!)) throw badRequest(UPLOAD_MESSAGES.notEnoughLateDays);
  const next = Math.max(target.current, late);
  return { lateDayCreditsUsed: next, charged: next - target.current };
}
