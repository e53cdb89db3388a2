import { eq, sql } from 'drizzle-orm';
import { assignments, courses, preparedFor, submissions, type Executor } from '@marginalia/db';
import { courseAccessColumns } from '../assignments/course-access';
import { caller, callerColumns, callerJoin } from '../auth/queries';
import { gradeUnlessAttentionNeeded } from '../grades/listed-grade';
import { grader, responder, studentIds, submissionFields, type StoredSubmission } from './queries';

// A submission, what its access rules need (assignment, course, the caller's roles) and the submission as the
// API shows it, and the caller's user row (http/session-caller.ts), in one prepared statement: GET /submissions/{id}/
// is this one statement.
// Files and comments read their submission's scope with the same columns (joined on submissions, assignments
// and courses) in their own single statements.

/** What access rules need to know of a submission; a select using them joins `assignments` on the submission. */
export const submissionScopeColumns = {
  id: submissions.id,
  assignmentId: submissions.assignmentId,
  courseId: assignments.courseId,
  isFinalized: submissions.isFinalized,
  graderId: submissions.graderId,
  studentIds,
  isReleased: assignments.isReleased,
  isVisible: assignments.isVisible,
  hideGrades: assignments.hideGrades,
  hideGradersFromStudents: assignments.hideGradersFromStudents,
  anonymousGrading: assignments.anonymousGrading,
};

/**
 * The submission as the API shows it, but its stored grade as is: `grade` blanks it while the submission needs
 * attention, which would look up its newest test run a second time; it is blanked from `needsAttention` below.
 */
const storedFields = { ...submissionFields, grade: submissions.grade };

export async function findSubmissionWithAccess(db: Executor, submissionId: number, userId: number) {
  const query = preparedFor(db, 'find_submission_with_access', (d) =>
    d
      .select({ submission: submissionScopeColumns, stored: storedFields, ...courseAccessColumns, caller: callerColumns })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(grader, eq(grader.id, submissions.graderId))
      .leftJoin(responder, eq(responder.id, submissions.questionResponderId))
      .leftJoin(caller, callerJoin)
      .where(eq(submissions.id, sql.placeholder('submissionId')))
      .limit(1)
      .prepare('find_submission_with_access'),
  );
  const [row] = await query.execute({ submissionId, userId });
  if (!row) return null;
  // The grade as the submission's own read shows it (grades/listed-grade.ts gradeUnlessNeedsAttention).
  const grade = gradeUnlessAttentionNeeded(row.stored.grade, row.stored.needsAttention) as StoredSubmission['grade'];
  return { ...row, stored: { ...row.stored, grade } };
}
