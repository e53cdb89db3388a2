import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isCurrentVersion } from '../files/current-version';
import { listedGrade } from '../grades/listed-grade';
import { assignments, courseMemberships, fileBlobs, files, sections, sectionStudents, submissions, submissionStudents, users, type Executor } from '@marginalia/db';

// What the exports read. Each function is one statement whatever the size of the course; file bytes are the
// exception by design: they are read in bounded batches while the zip is written (see submissions-zip.ts).

const grader = alias(users, 'grader');

/** Active students of the course; the "C" collation sorts e-mails the same on every server. */
function activeStudentsOf(courseId: number): SQL {
  return and(eq(courseMemberships.courseId, courseId), eq(courseMemberships.role, 'student'), eq(courseMemberships.isActive, true))!;
}

export interface StudentGradeRow {
  userId: number;
  email: string;
  section: string | null;
  submissionId: number | null;
  grader: string | null;
  isFinalized: boolean | null;
  grade: number | null;
  lateDayCreditsUsed: number | null;
}

/** Every active student of the course with their section and their submission for the assignment (nulls when none). */
export function selectAssignmentGradeRows(db: Executor, courseId: number, assignmentId: number): Promise<StudentGradeRow[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      section: sections.name,
      submissionId: submissions.id,
      grader: grader.email,
      isFinalized: submissions.isFinalized,
      // Blank for a submission nobody graded yet, never full marks (grades/listed-grade.ts).
      grade: listedGrade,
      lateDayCreditsUsed: submissions.lateDayCreditsUsed,
    })
    .from(courseMemberships)
    .innerJoin(users, eq(users.id, courseMemberships.userId))
    .leftJoin(sectionStudents, and(eq(sectionStudents.courseId, courseMemberships.courseId), eq(sectionStudents.userId, courseMemberships.userId)))
    .leftJoin(sections, eq(sections.id, sectionStudents.sectionId))
    .leftJoin(submissionStudents, and(eq(submissionStudents.assignmentId, assignmentId), eq(submissionStudents.studentId, courseMemberships.userId)))
    .leftJoin(submissions, eq(submissions.id, submissionStudents.submissionId))
    .leftJoin(grader, eq(grader.id, submissions.graderId))
    .where(activeStudentsOf(courseId))
    .orderBy(sql`${users.email} collate "C"`);
}

export interface CourseStudentRow {
  userId: number;
  email: string;
  section: string | null;
}

export function selectCourseStudents(db: Executor, courseId: number): Promise<CourseStudentRow[]> {
  return db
    .select({ userId: users.id, email: users.email, section: sections.name })
    .from(courseMemberships)
    .innerJoin(users, eq(users.id, courseMemberships.userId))
    .leftJoin(sectionStudents, and(eq(sectionStudents.courseId, courseMemberships.courseId), eq(sectionStudents.userId, courseMemberships.userId)))
    .leftJoin(sections, eq(sections.id, sectionStudents.sectionId))
    .where(activeStudentsOf(courseId))
    .orderBy(sql`${users.email} collate "C"`);
}

export function selectCourseAssignments(db: Executor, courseId: number): Promise<{ id: number; name: string; points: number }[]> {
  return db
    .select({ id: assignments.id, name: assignments.name, points: assignments.points })
    .from(assignments)
    .where(eq(assignments.courseId, courseId))
    .orderBy(asc(assignments.sortKey), asc(assignments.id));
}

/** The grade of each (student, assignment) of the course that has a submission; null while it is not graded (grades/listed-grade.ts). */
export function selectCourseGrades(db: Executor, courseId: number): Promise<{ studentId: number; assignmentId: number; grade: number | null }[]> {
  return db
    .select({ studentId: submissionStudents.studentId, assignmentId: submissionStudents.assignmentId, grade: listedGrade })
    .from(submissionStudents)
    .innerJoin(submissions, eq(submissions.id, submissionStudents.submissionId))
    .innerJoin(assignments, eq(assignments.id, submissionStudents.assignmentId))
    .where(eq(assignments.courseId, courseId));
}

export interface SubmissionStudentsRow {
  id: number;
  students: string[];
}

/** The assignment's submissions with their students' e-mails, sorted, by id. */
export function selectSubmissionFolders(db: Executor, assignmentId: number): Promise<SubmissionStudentsRow[]> {
  const studentEmails = sql<string[]>`array(select u.email from ${submissionStudents} ss join ${users} u on u.id = ss.student_id
    where ss.submission_id = "submissions"."id" order by u.email collate "C")`;
  return db
    .select({ id: submissions.id, students: studentEmails })
    .from(submissions)
    .where(eq(submissions.assignmentId, assignmentId))
    .orderBy(asc(submissions.id));
}

export interface CurrentFileEntry {
  id: number;
  submissionId: number;
  name: string;
  path: string | null;
  /** The blob holding the file's exact bytes, and their size, so that bytes can be fetched in bounded batches. */
  blobSha256: string;
  size: number;
  createdAt: Date;
}

/** The current version of every file of the assignment's submissions (files/current-version.ts), without bytes. */
export function selectCurrentFileEntries(db: Executor, assignmentId: number): Promise<CurrentFileEntry[]> {
  return db
    .select({
      id: files.id,
      submissionId: files.submissionId,
      name: files.name,
      path: files.path,
      blobSha256: files.blobSha256,
      size: fileBlobs.size,
      createdAt: files.createdAt,
    })
    .from(files)
    .innerJoin(submissions, eq(submissions.id, files.submissionId))
    .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.blobSha256))
    .where(and(eq(submissions.assignmentId, assignmentId), isCurrentVersion()))
    .orderBy(asc(files.submissionId), sql`${files.path} collate "C" nulls first`, sql`${files.name} collate "C"`, asc(files.id));
}
