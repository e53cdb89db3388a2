import { RUBRIC_MESSAGES, type GradeImpact } from '@marginalia/contracts';
import type { AuthUser } from '../../http/auth-user';
import { HttpError } from '../../http/errors';

// A rubric write that moves finalized grades (students may already have read them) is a decision someone makes
// knowingly: the web app shows the count (POST /rubricComments/{id}/gradeImpact/) and sends it back as
// `confirmedGrades`. The count is checked inside the write's transaction, so a count that went stale between the
// question and the answer asks again (409 with the fresh count) instead of moving more grades than agreed.
// Callers with an API key (codePost-compatible scripts, docs/API.md) that send no count keep codePost's behaviour:
// the call is their decision; the grade history and the audit event record what it moved.

/** How a rubric write was asked for: the count the caller agreed to, or a dry run that only measures. */
export interface GradeChangeConsent {
  confirmedGrades?: number;
  dryRun?: boolean;
}

/** Thrown inside the write's transaction to roll a dry run back, carrying what it measured. */
export class GradeImpactPreview extends Error {
  constructor(readonly impact: GradeImpact) {
    super('grade impact preview');
  }
}

export function assertGradeChangesAgreed(impact: GradeImpact, user: AuthUser, consent: GradeChangeConsent): void {
  if (consent.dryRun) throw new GradeImpactPreview(impact);
  if (impact.finalizedGrades === 0 || consent.confirmedGrades === impact.finalizedGrades) return;
  if (consent.confirmedGrades === undefined && user.via === 'token') return;
  throw new HttpError(409, { detail: RUBRIC_MESSAGES.confirmGradeChanges(impact.finalizedGrades), ...impact });
}

/** Runs a write as a dry run and answers what it measured (the write itself rolled back). */
export async function previewGradeImpact(write: () => Promise<unknown>): Promise<GradeImpact> {
  try {
    await write();
  } catch (error) {
    if (error instanceof GradeImpactPreview) return error.impact;
    throw error;
  }
  throw new Error('A dry run finished without measuring its grade impact.');
}
