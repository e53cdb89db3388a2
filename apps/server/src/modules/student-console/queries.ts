import { and, asc, eq, sql } from 'drizzle-orm';
import { assignments, files, submissionHistory, submissions, submissionStudents, users, type Executor } from '@marginalia/db';

// The student console's reads: three statements whatever the number of assignments, submissions or files.

/** The course's visible assignments, in the order the course gave them. */
export function selectVisibleAssignments(db: Executor, courseId: number) {
  return db
    .select({
      id: assignments.id,
      name: assignments.name,
      points: assignments.points,
      sortKey: assignments.sortKey,
      uploadDueDate: assignments.uploadDueDate,
      allowStudentUpload: assignments.allowStudentUpload,
      allowLateUploads: assignments.allowLateUploads,
      isReleased: assignments.isReleased,
      isVisible: assignments.isVisible,
      hideGrades: assignments.hideGrades,
      allowRegradeRequests: assignments.allowRegradeRequests,
      regradeDeadline: assignments.regradeDeadline,
    })
    .from(assignments)
    .where(and(eq(assignments.courseId, courseId), eq(assignments.isVisible, true)))
    .orderBy(asc(assignments.sortKey), asc(assignments.id));
}

/**
 * The student's submissions in the course, every assignment (hidden ones too: their late days still count),
 * with their students' e-mails.
 */
export function selectOwnSubmissions(db: Executor, courseId: number, studentId: number) {
  return db
    .select({
      id: submissions.id,
      assignmentId: submissions.assignmentId,
      graderId: submissions.graderId,
      isFinalized: submissions.isFinalized,
      questionIsOpen: submissions.questionIsOpen,
      grade: submissions.grade,
      shownGrade: submissions.shownGrade,
      beingRevised: sql<boolean>`${submissions.publishedFeedback} is not null`,
      lateDayCreditsUsed: submissions.lateDayCreditsUsed,
      gradeChangedAt: submissions.gradeChangedAt,
      gradeNoticeFrom: submissions.gradeNoticeFrom,
      viewedAt: submissionHistory.lastViewedAt,
      students: sql<string[]>`array(select u.email from ${submissionStudents} ss2 join ${users} u on u.id = ss2.student_id
        where ss2.submission_id = ${submissions.id} order by u.email collate "C")`,
    })
    .from(submissionStudents)
    .innerJoin(submissions, eq(submissions.id, submissionStudents.submissionId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .leftJoin(submissionHistory, and(eq(submissionHistory.submissionId, submissions.id), eq(submissionHistory.studentId, studentId)))
    .where(and(eq(submissionStudents.studentId, studentId), eq(assignments.courseId, courseId)));
}

/** The files of these submissions, oldest first, with their size in characters (never their content). */
export function selectSubmissionFiles(db: Executor, submissionIds: number[]) {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: files.id,
      submissionId: files.submissionId,
      name: files.name,
      path: files.path,
      extension: files.extension,
      created: files.createdAt,
      size: sql<number>`char_length(${files.code})`,
    })
    .from(files)
    .where(sql`${files.submissionId} = any(${sql.param(submissionIds)}::int[])`)
    .orderBy(asc(files.createdAt), asc(files.id));
}
