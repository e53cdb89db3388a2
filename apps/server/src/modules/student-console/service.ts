import type { StudentAssignment, StudentCourseView } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { loadCourseForMember } from '../courses/policy';
import { regradeOpen } from '../review/permissions';
import { testOutputFilesKeptFromStudents } from '../test-visibility/visibility';
import { studentReplaceVerdict } from '../uploads/replace-rule';
import { gradeChangeNotice, presentFiles, studentStatus } from './present';
import { selectOwnSubmissions, selectSubmissionFiles, selectVisibleAssignments } from './queries';

// GET /courses/{id}/studentAssignments/: the student console's one read for a course. People outside the
// course get 404, members who are not its students 403 (staff have their own consoles).

export async function getStudentCourseView(db: Executor, courseId: number, user: AuthUser): Promise<StudentCourseView> {
  const { course, roles } = await loadCourseForMember(db, courseId, user);
  if (!roles.includes('student')) throw forbidden();
  const [assignments, own] = [await selectVisibleAssignments(db, courseId), await selectOwnSubmissions(db, courseId, user.id)];
  const fileRows = await selectSubmissionFiles(db, own.map((s) => s.id));
  // The autograder's `_tests.txt` is feedback: shown as test-visibility/visibility.ts says, never before the feedback is out.
  const assignmentOf = new Map(assignments.map((assignment) => [assignment.id, assignment]));
  const feedbackOut = (s: (typeof own)[number]) => {
    const assignment = assignmentOf.get(s.assignmentId);
    return assignment !== undefined && studentStatus(assignment, s) === 'feedbackAvailable';
  };
  const released = new Set(own.filter(feedbackOut).map((s) => s.id));
  const kept = await testOutputFilesKeptFromStudents(db, own.map((s) => s.id), released);
  const bySubmission = new Map<number, (typeof fileRows)[number][]>();
  for (const row of fileRows.filter((file) => !kept.has(file.id))) {
    const list = bySubmission.get(row.submissionId);
    if (list) list.push(row);
    else bySubmission.set(row.submissionId, [row]);
  }
  const byAssignment = new Map(own.map((s) => [s.assignmentId, s]));
  const now = new Date();
  const view: StudentAssignment[] = assignments.map((assignment) => {
    const submission = byAssignment.get(assignment.id) ?? null;
    const status = studentStatus(assignment, submission);
    // While published feedback is revised, its students keep the grade they were shown.
    const beingRevised = status === 'feedbackAvailable' && submission !== null && !submission.isFinalized;
    const gradeShown = beingRevised ? submission.shownGrade : submission?.grade;
    const grade = status === 'feedbackAvailable' && !assignment.hideGrades && gradeShown != null ? Number(gradeShown) : null;
    return {
      id: assignment.id,
      name: assignment.name,
      points: Number(assignment.points),
      sortKey: assignment.sortKey,
      uploadDueDate: assignment.uploadDueDate ? assignment.uploadDueDate.toISOString() : null,
      allowStudentUpload: assignment.allowStudentUpload,
      allowLateUploads: assignment.allowLateUploads,
      isReleased: assignment.isReleased,
      status,
      submission: submission?.id ?? null,
      students: submission?.students ?? [],
      files: submission ? presentFiles(bySubmission.get(submission.id) ?? []) : [],
      grade,
      lateDayCreditsUsed: submission?.lateDayCreditsUsed ?? 0,
      gradeChange: gradeChangeNotice(grade, submission),
      uploadLocked: studentReplaceVerdict(submission, assignment.uploadDueDate, now) === 'locked',
      showStatistics: course.showStudentsStatistics,
      beingRevised,
      // The submission view's rule (review/permissions.ts), so that both pages offer the same request.
      canRequestRegrade:
        submission !== null && !course.archived && !submission.questionIsOpen && regradeOpen(assignment, { ...submission, isReleased: assignment.isReleased, isVisible: assignment.isVisible }, now),
      regradeRequested: submission?.questionIsOpen ?? false,
    };
  });
  return {
    course: course.id,
    timezone: course.timezone,
    lateDayCreditsAllowable: course.lateDayCreditsAllowable,
    lateDayCreditsUsed: own.reduce((sum, s) => sum + s.lateDayCreditsUsed, 0),
    assignments: view,
  };
}
