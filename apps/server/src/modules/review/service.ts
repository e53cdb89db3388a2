import { eq } from 'drizzle-orm';
import type { Assignment, Comment, PublishedFeedback, ReviewCourse, Submission, SubmissionReview, TestResults } from '@marginalia/contracts';
import { submissions, type Database, type Executor } from '@marginalia/db';
import type { Config } from '../../core/config';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { studentsMaySeeStatistics } from '../assignments/policy';
import { selectAssignment } from '../assignments/queries';
import { leadsSectionOfAny } from '../submissions/grading-queries';
import { holdsGradingRights } from '../submissions/grading-writes';
import type { CourseRow } from '../courses/queries';
import { maskSubmission } from '../submissions/anonymous';
import { recordView } from '../submissions/history-queries';
import { courseAccessOf } from '../assignments/course-access';
import { findSubmissionWithAccess } from '../submissions/access-queries';
import { feedbackIsOut, isCourseStaff, loadSubmissionForReader, submissionAccessOf } from '../submissions/policy';
import { presentSubmission } from '../submissions/present';
import { selectSubmissions, type SubmissionScope } from '../submissions/queries';
import type { CourseAccess } from '../courses/policy';
import { anonymityScope } from '../submissions/service';
import { getNewestRunLogs } from '../autograder/runs/service';
import { resultsKeptFromStudents, testOutputFilesKeptFromStudents } from '../test-visibility/visibility';
import { selectRunScoreOverrides } from '../grades/queries';
import { peerPartOf } from '../grades/peer-scores';
import { findDemoSubmission } from './demo-queries';
import { peerCommentsForAuthors, withPeerFeedback } from './peer-feedback';
import { selectPublishedFeedback, storePublishedFeedback } from './published-feedback';
import { DEMO_PERMISSIONS, reviewPermissions } from './permissions';
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
 * Every statement starts at once: the assignment's settings (`assignment`, possibly still being read) decide only
 * whether the usage ranking is read, so they need not be waited for first.
 */
async function readParts(db: Executor, submissionId: number, assignment: AssignmentRead, asStudent: boolean): Promise<ReviewParts> {
  const onlyUsedBy = asStudent ? submissionId : undefined;
  const assignmentId = assignment.id;
  const frequentIds = asStudent
    ? Promise.resolve([])
    : Promise.resolve(assignment.settings).then((settings) => (settings.showFrequentlyUsedRubricComments ? selectFrequentRubricComments(db, assignmentId) : []));
  const [files, comments, rubricCategories, rubricComments, frequentRubricComments, testCategories, testCases, submissionTests, kept, keptFiles] = await Promise.all([
    selectSubmissionFiles(db, submissionId),
    selectSubmissionComments(db, submissionId),
    selectRubricCategories(db, assignmentId, onlyUsedBy),
    selectRubricComments(db, assignmentId, onlyUsedBy),
    frequentIds,
    selectTestCategories(db, assignmentId),
    selectTestCases(db, assignmentId),
    selectSubmissionTests(db, [submissionId]),
    asStudent ? resultsKeptFromStudents(db, submissionId) : new Set<number>(),
    asStudent ? testOutputFilesKeptFromStudents(db, [submissionId], new Set([submissionId])) : new Set<number>(),
  ]);
  const shownFiles = files.filter((file) => !keptFiles.has(file.id));
  const shownComments = comments.filter((comment) => !keptFiles.has(comment.file));
  const shownTests = submissionTests.filter((result) => !kept.has(result.id));
  // A test whose every result is kept from the student (a `hidden` one) is not named to them either.
  const shownCases = new Set(shownTests.map((result) => result.testCase));
  const keptCases = new Set(submissionTests.filter((result) => kept.has(result.id) && !shownCases.has(result.testCase)).map((result) => result.testCase));
  const cases = testCases.filter((testCase) => !keptCases.has(testCase.id));
  return {
    files: shownFiles,
    comments: shownComments,
    rubricCategories,
    rubricComments,
    frequentRubricComments,
    testCategories,
    testCases: cases,
    submissionTests: shownTests,
  };
}

/** The assignment whose parts are read: its id, and its settings as read or still being read. */
interface AssignmentRead {
  id: number;
  settings: Assignment | Promise<Assignment>;
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

/**
 * Who may read the review: whoever may read the submission (submissions/policy.ts), and also its own students
 * before the feedback is out, when the assignment is visible to them — they see their files (to check what they
 * uploaded, to invite a partner) and nothing of the grading. Anyone else: 404.
 */
async function loadReviewReader(db: Executor, submissionId: number, user: AuthUser) {
  const row = await findSubmissionWithAccess(db, submissionId, user.id);
  if (!row) throw notFound();
  const { submission } = row;
  const course = courseAccessOf(row);
  const ownWork = !isCourseStaff(course) && course.roles.includes('student') && submission.studentIds.includes(user.id) && submission.isVisible;
  if (ownWork && !(feedbackIsOut(submission) && submission.isFinalized)) {
    // Published feedback being revised: its students keep reading it as it was published.
    const kept = feedbackIsOut(submission) ? await selectPublishedFeedback(db, submissionId) : null;
    return { submission, course, asStudent: true, stored: row.stored, feedbackHidden: kept === null, kept };
  }
  return { ...submissionAccessOf(row, user), stored: row.stored, feedbackHidden: false, kept: null };
}

/** The files a student reads before their feedback is out: what they uploaded, never the tests' output. */
async function filesBeforeFeedback(db: Executor, submissionId: number) {
  const kept = await testOutputFilesKeptFromStudents(db, [submissionId], new Set());
  return (await selectSubmissionFiles(db, submissionId)).filter((file) => !kept.has(file.id));
}

const NO_GRADING: Omit<ReviewParts, 'files'> = {
  comments: [],
  rubricCategories: [],
  rubricComments: [],
  frequentRubricComments: [],
  testCategories: [],
  testCases: [],
  submissionTests: [],
};

/**
 * The review as the caller may read it (404 for submissions they cannot read); a student's read of feedback counts
 * as a view. After the access read, every other statement starts at once (the parts, the assignment, the section
 * lead check, the masking and the test score need only the access row), so the answer waits for two round trips.
 */
export async function getSubmissionReview(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionReview> {
  const { submission, course, asStudent, stored, feedbackHidden, kept } = await loadReviewReader(db, submissionId, user);
  const assignmentRead = loadAssignment(db, submission.assignmentId);
  if (kept) return revisedReview(db, { submission, course, assignment: await assignmentRead, kept, userId: user.id });
  const mayNeedSection = !asStudent && !holdsGradingRights(course, submission, user.id);
  const [assignment, parts, leadsSection, staffView, testScore, peerPart, peerComments] = await Promise.all([
    assignmentRead,
    feedbackHidden
      ? filesBeforeFeedback(db, submissionId).then((files) => ({ ...NO_GRADING, files }))
      : readParts(db, submissionId, { id: submission.assignmentId, settings: assignmentRead }, asStudent),
    mayNeedSection ? leadsSectionOfAny(db, user.id, course.course.id, submission.studentIds) : false,
    asStudent ? null : maskSubmission(db, presentSubmission(stored), anonymityScope(submission), { access: course, userId: user.id }),
    feedbackHidden || (asStudent && submission.hideGrades) ? null : runScoreOf(db, submissionId),
    feedbackHidden || (asStudent && submission.hideGrades) ? null : peerPartOf(db, { id: submissionId, assignmentId: submission.assignmentId }),
    // Peer feedback reaches the submission's students only, whether or not the staff's is out.
    asStudent ? peerCommentsForAuthors(db, submissionId) : [],
  ]);
  const facts = { userId: user.id, access: course, submission, assignment, asStudent, leadsSection, feedbackHidden, now: new Date() };
  const permissions = reviewPermissions(facts);
  // A student's submission names only the files they read here (no version of the tests' output kept from them).
  const readable = new Set(parts.files.map((file) => file.id));
  const ownFiles = (own: Submission): Submission => ({ ...own, files: own.files.filter((id) => readable.has(id)) });
  if (feedbackHidden) {
    // Nothing of the grading: not who grades it, not the grade, not the statistics. Peer feedback does not wait
    // for the staff's (docs/PEER-REVIEW.md, "Receiving").
    const own = ownFiles(presentSubmission(stored, submission));
    const comments = withPeerFeedback(parts.comments, peerComments, readable);
    return { ...parts, comments, submission: { ...own, grade: null, grader: null }, assignment: { ...assignment, mean: null, median: null }, course: reviewCourse(course.course), permissions };
  }
  if (asStudent) {
    await recordView(db, submissionId, user.id);
    const comments = withPeerFeedback(commentsForStudents(parts.comments, submission), peerComments, readable);
    const shown = ownFiles(presentSubmission(stored, submission));
    return { ...parts, comments, submission: shown, assignment: assignmentForStudents(assignment, course.course), course: reviewCourse(course.course), permissions, testScore, peerPart };
  }
  return { ...parts, submission: staffView!, assignment, course: reviewCourse(course.course), permissions, testScore, peerPart };
}

/** Students read comments without their authors when the assignment hides its graders. */
function commentsForStudents(comments: Comment[], submission: { hideGradersFromStudents: boolean }): Comment[] {
  return submission.hideGradersFromStudents ? comments.map((comment) => ({ ...comment, author: null })) : comments;
}

function assignmentForStudents(assignment: Assignment, course: CourseRow): Assignment {
  return studentsMaySeeStatistics(course, assignment) ? assignment : { ...assignment, mean: null, median: null };
}

async function runScoreOf(db: Executor, submissionId: number): Promise<number | null> {
  return (await selectRunScoreOverrides(db, [submissionId])).get(submissionId) ?? null;
}

/**
 * What its students read of a submission now, kept when published work is reopened (PATCH of submissions calls
 * this through app.ts before it unfinalizes): the feedback exactly as published, until it is finalized again.
 */
export async function keepPublishedFeedback(tx: Executor, submission: SubmissionScope): Promise<void> {
  const assignment = await loadAssignment(tx, submission.assignmentId);
  const { files: _files, frequentRubricComments: _frequent, ...parts } = await readParts(tx, submission.id, { id: assignment.id, settings: assignment }, true);
  const [stored] = await selectSubmissions(tx, eq(submissions.id, submission.id));
  if (!stored) throw notFound();
  const testScore = submission.hideGrades ? null : await runScoreOf(tx, submission.id);
  const peerPart = submission.hideGrades ? null : await peerPartOf(tx, { id: submission.id, assignmentId: submission.assignmentId });
  const shown = presentSubmission(stored, submission);
  await storePublishedFeedback(tx, submission.id, { ...parts, comments: commentsForStudents(parts.comments, submission), submission: shown, testScore, peerPart });
}

/**
 * A student's read of published feedback being revised: the files as they are (students cannot change them
 * meanwhile), everything else as published, and nothing to act on (no rating, no regrade) until it is final.
 */
async function revisedReview(
  db: Executor,
  read: { submission: SubmissionScope; course: CourseAccess; assignment: Assignment; kept: PublishedFeedback; userId: number },
): Promise<SubmissionReview> {
  const { submission, course, assignment, kept, userId } = read;
  await recordView(db, submission.id, userId);
  const facts = { userId, access: course, submission, assignment, asStudent: true, leadsSection: false, feedbackHidden: false, now: new Date() };
  // The tests' output follows the same rule as for published feedback (test-visibility/visibility.ts).
  const [keptFiles, allFiles, peerComments] = await Promise.all([
    testOutputFilesKeptFromStudents(db, [submission.id], new Set([submission.id])),
    selectSubmissionFiles(db, submission.id),
    peerCommentsForAuthors(db, submission.id),
  ]);
  const files = allFiles.filter((file) => !keptFiles.has(file.id));
  const readable = new Set(files.map((file) => file.id));
  return {
    ...kept,
    comments: withPeerFeedback(kept.comments, peerComments, readable),
    submission: { ...kept.submission, files: kept.submission.files.filter((id) => readable.has(id)) },
    files,
    frequentRubricComments: [],
    assignment: assignmentForStudents(assignment, course.course),
    course: reviewCourse(course.course),
    // Rating comments waits for the final feedback (a regrade request already does: the work is not finalized).
    permissions: { ...reviewPermissions(facts), canRateComments: false },
    beingRevised: true,
  };
}

/** The seeded demo submission, for visitors without an account; 404 when the demo is not seeded. */
export async function getDemoReview(db: Executor): Promise<SubmissionReview> {
  const demo = await findDemoSubmission(db);
  if (!demo) throw notFound();
  const [stored] = await selectSubmissions(db, eq(submissions.id, demo.submissionId));
  if (!stored) throw notFound();
  const assignment = await loadAssignment(db, demo.assignmentId);
  const parts = await readParts(db, demo.submissionId, { id: assignment.id, settings: assignment }, false);
  return { ...parts, submission: presentSubmission(stored), assignment, course: reviewCourse(demo.course), permissions: DEMO_PERMISSIONS };
}

/**
 * GET /submissions/{id}/testResults/: the results whoever reads the submission reads, newest first, and the logs of
 * its newest completed run as they may read them.
 */
export async function getTestResults(ctx: { db: Database; config: Config }, submissionId: number, user: AuthUser): Promise<TestResults> {
  const { db } = ctx;
  const { asStudent } = await loadSubmissionForReader(db, submissionId, user);
  const kept = asStudent ? await resultsKeptFromStudents(db, submissionId) : new Set<number>();
  const submissionTests = (await selectSubmissionTests(db, [submissionId])).filter((result) => !kept.has(result.id));
  return { submissionTests, logs: await getNewestRunLogs(ctx, submissionId, user) };
}
