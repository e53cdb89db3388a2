import { FINISHED_WORK_TEXTS } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { rubricLockedReason, unfinalizeRefusal } from './finishedWork';
import { makePermissions, makeReview, makeSubmission } from './testing/fixtures';

function finished(role: 'grader' | 'superGrader' | 'admin', noUnfinalize: boolean, canUnfinalize: boolean) {
  const review = makeReview({ submission: makeSubmission({ isFinalized: true }), permissions: makePermissions({ role, canUnfinalize }) });
  return { ...review, course: { ...review.course, noUnfinalize } };
}

describe('finished work', () => {
  it('tells a grader under "graders cannot reopen" that only course admins can', () => {
    expect(unfinalizeRefusal(finished('grader', true, false))).toBe('Only course admins can reopen finished work');
    expect(unfinalizeRefusal(finished('superGrader', true, false))).toBe(FINISHED_WORK_TEXTS.onlyAdminsReopen);
    expect(rubricLockedReason(finished('grader', true, false))).toBe(`${FINISHED_WORK_TEXTS.rubricLocked} Only course admins can reopen finished work.`);
  });

  it('refuses nothing to whoever may reopen it, and asks them to unfinalize before using the rubric', () => {
    expect(unfinalizeRefusal(finished('admin', true, true))).toBeNull();
    expect(unfinalizeRefusal(finished('grader', false, true))).toBeNull();
    expect(rubricLockedReason(finished('grader', false, true))).toBe(FINISHED_WORK_TEXTS.rubricLockedReopen);
  });

  it('says nothing while the work is not finished', () => {
    const open = makeReview({ permissions: makePermissions({ role: 'grader' }) });
    expect(unfinalizeRefusal({ ...open, course: { ...open.course, noUnfinalize: true } })).toBeNull();
    expect(rubricLockedReason(open)).toBeNull();
  });
});
