import { describe, expect, it } from 'vitest';
import type { CourseAccess } from '../courses/policy';
import type { SubmissionScope } from '../submissions/queries';
import { SUBMISSION_ACTION_MESSAGES, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { partnerChangeRefusal, regradeOpen, reviewPermissions, uploadsOpen, type ReviewFacts } from './permissions';

const NOW = new Date('2026-03-10T12:00:00Z');
const course = { archived: false, noUnfinalize: false } as CourseAccess['course'];
const access = (roles: CourseAccess['roles'], extra: Partial<CourseAccess> = {}): CourseAccess => ({
  course,
  roles,
  isAdmin: roles.includes('courseAdmin'),
  ...extra,
});
const submission: SubmissionScope = {
  id: 1,
  assignmentId: 2,
  courseId: 3,
  isFinalized: true,
  graderId: 10,
  studentIds: [20],
  isReleased: true,
  isVisible: true,
  hideGrades: false,
  hideGradersFromStudents: false,
  anonymousGrading: false,
};
const assignment: ReviewFacts['assignment'] = {
  allowRegradeRequests: true,
  regradeDeadline: null,
  commentFeedback: true,
  allowStudentUpload: false,
  uploadDueDate: null,
  allowLateUploads: false,
  hideGrades: false,
};
const facts = (over: Partial<ReviewFacts>): ReviewFacts => ({ userId: 10, access: access(['grader']), submission, assignment, asStudent: false, leadsSection: false, now: NOW, ...over });

describe('review permissions', () => {
  it('lets the holding grader unfinalize, unless the course forbids it; admins always may', () => {
    expect(reviewPermissions(facts({})).canUnfinalize).toBe(true);
    const strict = access(['grader'], { course: { ...course, noUnfinalize: true } });
    expect(reviewPermissions(facts({ access: strict })).canUnfinalize).toBe(false);
    const admin = access(['courseAdmin'], { course: { ...course, noUnfinalize: true } });
    expect(reviewPermissions(facts({ userId: 99, access: admin })).canUnfinalize).toBe(true);
  });

  it('gives another grader nothing on a held submission, and comments when they lead its section', () => {
    expect(reviewPermissions(facts({ userId: 11 }))).toMatchObject({ canComment: false, canFinalize: false, canUnfinalize: false, canClaim: false });
    const open = { ...submission, isFinalized: false };
    expect(reviewPermissions(facts({ userId: 11, leadsSection: true, submission: open })).canComment).toBe(true);
  });

  it('offers no commenting on a finalized submission to anyone until it is unfinalized', () => {
    const admin = access(['courseAdmin']);
    expect(reviewPermissions(facts({ leadsSection: true })).canComment).toBe(false);
    expect(reviewPermissions(facts({ userId: 99, access: admin })).canComment).toBe(false);
    expect(reviewPermissions(facts({ userId: 99, access: admin, submission: { ...submission, isFinalized: false } })).canComment).toBe(true);
  });

  it('gives students regrades, ratings and partners by the assignment, and hides points with hideGrades', () => {
    const student = reviewPermissions(facts({ userId: 20, access: access(['student']), asStudent: true, assignment: { ...assignment, hideGrades: true } }));
    expect(student).toMatchObject({ role: 'student', canRequestRegrade: true, canRateComments: true, canManagePartners: false, showPoints: false, canComment: false });
  });

  it('closes regrades after the deadline or before the feedback is out', () => {
    expect(regradeOpen({ allowRegradeRequests: true, regradeDeadline: '2026-03-09T00:00:00Z' }, submission, NOW)).toBe(false);
    expect(regradeOpen({ allowRegradeRequests: true, regradeDeadline: new Date('2026-03-11T00:00:00Z') }, submission, NOW)).toBe(true);
    expect(regradeOpen({ allowRegradeRequests: true, regradeDeadline: null }, { ...submission, isFinalized: false }, NOW)).toBe(false);
  });

  it('keeps uploads open before the due date, or after it with late uploads', () => {
    const open = { allowStudentUpload: true, uploadDueDate: '2026-03-09T00:00:00Z', allowLateUploads: false };
    expect(uploadsOpen(open, NOW)).toBe(false);
    expect(uploadsOpen({ ...open, allowLateUploads: true }, NOW)).toBe(true);
    expect(uploadsOpen({ ...open, uploadDueDate: null }, NOW)).toBe(true);
    expect(uploadsOpen({ ...open, allowStudentUpload: false, uploadDueDate: null }, NOW)).toBe(false);
  });

  it('lets students change partners only on work not finalized, while uploads are open', () => {
    const open = { allowStudentUpload: true, uploadDueDate: '2026-03-11T00:00:00Z', allowLateUploads: false };
    const pastDue = { ...open, uploadDueDate: '2026-03-09T00:00:00Z' };
    expect(partnerChangeRefusal(open, { isFinalized: false }, NOW)).toBeNull();
    expect(partnerChangeRefusal(open, { isFinalized: true }, NOW)).toBe(SUBMISSION_ACTION_MESSAGES.partnersFinalized);
    expect(partnerChangeRefusal({ ...pastDue, allowLateUploads: true }, { isFinalized: true }, NOW)).toBe(SUBMISSION_ACTION_MESSAGES.partnersFinalized);
    expect(partnerChangeRefusal(pastDue, { isFinalized: false }, NOW)).toBe(SUBMISSION_ACTION_MESSAGES.partnersPastDue);
    expect(partnerChangeRefusal({ ...pastDue, allowLateUploads: true }, { isFinalized: false }, NOW)).toBeNull();
    expect(partnerChangeRefusal({ ...open, allowStudentUpload: false }, { isFinalized: false }, NOW)).toBe(UPLOAD_MESSAGES.uploadsClosed);
    const student = { asStudent: true, access: access(['student']), userId: 20, assignment: { ...assignment, ...open } };
    expect(reviewPermissions(facts({ ...student, submission: { ...submission, isFinalized: false } })).canManagePartners).toBe(true);
    expect(reviewPermissions(facts(student)).canManagePartners).toBe(false);
  });
});
