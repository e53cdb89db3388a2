import { eq } from 'drizzle-orm';
import type { Assignment, Comment, ReviewCourse, Submission, SubmissionReview, TestResults } from '@marginalia/contracts';
import { submissions, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { studentsMaySeeStatistics } from '../assignments/policy';
import { selectAssignment } from '../assignments/queries';
import { leadsSectionOfAny } from '../comments/queries';
import type { CourseRow } from '../courses/queries';
import { maskSubmission } from '../submissions/anonymous';
import { recordView } from '../submissions/history-queries';
import { loadSubmissionForReader } from '../submissions/policy';
import { presentSubmission } from '../submissions/present';
import { selectSubmissions } from '../submissions/queries';
import { anonymityScope } from '../submissions/service';
import { findDemoSubmission } from './demo-queries';
import { DEMO_PERMISSIONS, holdsGradingRights, reviewPermissions } from './permissions';
import {
  selectFrequentRubricComments,
  selectRubricCategories,
  selectRubricComments,
  selectSubmissionComments,
  selectSubmissionFiles,
  selectSubmissionTests,
  selectTestCases,
  selectTestCategories,
} from './queries';

// GET /submissions/{id}/review/ and GET /demo/review/: the submission view's whole answer, cut to what the
// reader may see, in a fixed number of statements (the access read, then one statement per kind of object).

type ReviewParts = Pick<
  SubmissionReview,
  'files' | 'comments' | 'rubricCategories' | 'rubricComments' | 'frequentRubricComments' | 'testCategories' | 'testCases' | 'submissionTests'
>;

/**
 * Files, comments, rubric and tests of the submission. Students read only the rubric their feedback uses (the
 * rest of the rubric is grading material) and no usage ranking (it would name rubric comments they cannot see).
 */
async function readParts(db: Executor, submissionId: number, assignment: Assignment, asStudent: boolean): Promise<ReviewParts> {
  const onlyUsedBy = asStudent ? submissionId : undefined;
  const frequent = assignment.showFrequentlyUsedRubricComments && !asStudent;
  const [files, comments, rubricCategories, rubricComments, frequentRubricComments, testCategories, testCases, submissionTests] = await Promise.all([
    selectSubmissionFiles(db, submissionId),
    selectSubmissionComments(db, submissionId),
    selectRubricCategories(db, assignment.id, onlyUsedBy),
    selectRubricComments(db, assignment.id, onlyUsedBy),
    frequent ? selectFrequentRubricComments(db, assignment.id) : Promise.resolve([]),
    selectTestCategories(db, assignment.id),
    selectTestCases(db, assignment.id),
    selectSubmissionTests(db, [submissionId]),
  ]);
  return { files, comments, rubricCategories, rubricComments, frequentRubricComments, testCategories, testCases, submissionTests };
}

function reviewCourse(course: CourseRow): ReviewCourse {
  const { id, name, period, timezone, lateDayCreditsAllowable, noUnfinalize } = course;
  return { id, name, period, timezone, lateDayCreditsAllowable, noUnfinalize };
}

async function loadAssignment(db: Executor, assignmentId: number): Promise<Assignment> {
  const assignment = await selectAssignment(db, assignmentId);
  if (!assignment) throw notFound();
  return assignment;
}

/** The review as the caller may read it (404 for submissions they cannot read); a student's read counts as a view. */
export async function getSubmissionReview(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionReview> {
  const { submission, course, asStudent, stored } = await loadSubmissionForReader(db, submissionId, user);
  const assignment = await loadAssignment(db, submission.assignmentId);
  const parts = await readParts(db, submissionId, assignment, asStudent);
  const mayNeedSection = !asStudent && !holdsGradingRights(course, submission, user.id);
  const leadsSection = mayNeedSection ? await leadsSectionOfAny(db, user.id, course.course.id, submission.studentIds) : false;
  const permissions = reviewPermissions({ userId: user.id, access: course, submission, assignment, asStudent, leadsSection, now: new Date() });
  let shown: Submission;
  let comments: Comment[] = parts.comments;
  let shownAssignment = assignment;
  if (asStudent) {
    await recordView(db, submissionId, user.id);
    shown = presentSubmission(stored, submission);
    if (submission.hideGradersFromStudents) comments = comments.map((comment) => ({ ...comment, author: null }));
    if (!studentsMaySeeStatistics(course.course, assignment)) shownAssignment = { ...assignment, mean: null, median: null };
  } else {
    shown = await maskSubmission(db, presentSubmission(stored), anonymityScope(submission), { access: course, userId: user.id });
  }
  return { ...parts, comments, submission: shown, assignment: shownAssignment, course: reviewCourse(course.course), permissions };
}

/** The seeded demo submission, for visitors without an account; 404 when the demo is not seeded. */
export async function getDemoReview(db: Executor): Promise<SubmissionReview> {
  const demo = await findDemoSubmission(db);
  if (!demo) throw notFound();
  const [stored] = await selectSubmissions(db, eq(submissions.id, demo.submissionId));
  if (!stored) throw notFound();
  const assignment = await loadAssignment(db, demo.assignmentId);
  const parts = await readParts(db, demo.submissionId, assignment, false);
  return { ...parts, submission: presentSubmission(stored), assignment, course: reviewCourse(demo.course), permissions: DEMO_PERMISSIONS };
}

/** GET /submissions/{id}/testResults/: the results whoever reads the submission reads, newest first. */
export async function getTestResults(db: Executor, submissionId: number, user: AuthUser): Promise<TestResults> {
  await loadSubmissionForReader(db, submissionId, user);
  return { submissionTests: await selectSubmissionTests(db, [submissionId]), logs: '' };
}
