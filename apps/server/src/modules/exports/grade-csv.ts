import { toCsv, type SubmissionState } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { loadAssignmentForAdmin } from '../assignments/policy';
import { loadCourseForAdmin } from '../courses/policy';
import { compareLabels } from '../anonymity/labels';
import { readReviewingGrades, readReviewingGradesOf } from '../grades/review-grading';
import { labelsFor } from '../submissions/anonymous';
import { anonymityScope } from '../submissions/service';
import { downloadName } from './file-names';
import {
  selectAssignmentGradeRows,
  selectCourseAssignments,
  selectCourseGrades,
  selectCourseStudents,
  type CourseStudentRow,
  type StudentGradeRow,
} from './queries';

// Grade exports as CSV: one row per active student of the course. Cells go through toCsv, which defuses
// anything a spreadsheet would run as a formula (section and assignment names are free text).

export interface CsvExport {
  fileName: string;
  /** With a byte order mark: spreadsheet programs then read the file as UTF-8 when it is opened by double-click. */
  body: string;
}

export const ASSIGNMENT_GRADES_HEADER = ['email', 'section', 'submission', 'grader', 'state', 'grade', 'lateDayCreditsUsed'];

/** A student without a submission for the assignment. */
export const NO_SUBMISSION_STATE = 'missing';

function stateOf(row: StudentGradeRow): SubmissionState | typeof NO_SUBMISSION_STATE {
  if (row.submissionId === null) return NO_SUBMISSION_STATE;
  if (row.isFinalized) return 'finalized';
  return row.grader === null ? 'unclaimed' : 'inProgress';
}

/** The column of an assignment's grade for reviewing (docs/PEER-REVIEW.md, "Grading the reviews"). */
export const reviewingColumn = (assignmentName: string) => `${assignmentName} (reviewing)`;

/** Sums without binary noise (0.1 + 0.2 is written 0.3). */
function total(grades: readonly number[]): number | null {
  if (grades.length === 0) return null;
  return Math.round(grades.reduce((sum, grade) => sum + grade, 0) * 1e6) / 1e6;
}

export async function exportAssignmentGrades(db: Executor, assignmentId: number, user: AuthUser): Promise<CsvExport> {
  const { assignment, course } = await loadAssignmentForAdmin(db, assignmentId, user);
  const stored = await selectAssignmentGradeRows(db, course.course.id, assignment.id);
  // Under anonymous grading the admin reads the grades as they read the console: pseudonyms until they reveal.
  const labels = await labelsFor(db, anonymityScope({ ...assignment, assignmentId }), { access: course, userId: user.id }, stored.map((row) => row.email));
  const rows = labels ? stored.map((row) => ({ ...row, email: labels.get(row.email) ?? 'Student' })).sort((a, b) => compareLabels(a.email, b.email)) : stored;
  // With peer review on, each student's grade for reviewing has its own column (blank for a student with no review to do).
  const reviewing = await readReviewingGrades(db, assignment.id);
  const body = toCsv(
    reviewing ? [...ASSIGNMENT_GRADES_HEADER, reviewingColumn(assignment.name)] : ASSIGNMENT_GRADES_HEADER,
    rows.map((row) => {
      const cells = [row.email, row.section, row.submissionId, row.grader, stateOf(row), row.grade, row.lateDayCreditsUsed];
      return reviewing ? [...cells, reviewing.get(row.userId) ?? null] : cells;
    }),
  );
  return { fileName: downloadName([course.course.name, assignment.name, 'grades'], 'csv'), body: `\uFEFF${body}` };
}

/**
 * The course's gradebook: its active students, its assignments in the course's order, and each student's grade
 * per assignment as the exports list it (blank while not graded). Every course grade export, Marginalia's own
 * and the LMS shapes (lms-gradebooks.ts), is written from this one reading.
 */
export interface CourseGradebook {
  courseName: string;
  students: CourseStudentRow[];
  assignments: { id: number; name: string; points: number }[];
  /** One cell per assignment, in the order of `assignments`. */
  gradesOf: (student: CourseStudentRow) => (number | null)[];
  /** Assignment id → each student's grade for reviewing, for the assignments with peer review on (Marginalia's own export). */
  reviewing: Map<number, Map<number, number>>;
}

export async function readCourseGradebook(db: Executor, courseId: number, user: AuthUser): Promise<CourseGradebook> {
  const { course } = await loadCourseForAdmin(db, courseId, user);
  const [students, assignmentList, grades] = [
    await selectCourseStudents(db, course.id),
    await selectCourseAssignments(db, course.id),
    await selectCourseGrades(db, course.id),
  ];
  const gradeOf = new Map(grades.map((row) => [`${row.studentId}:${row.assignmentId}`, row.grade]));
  const gradesOf = (student: CourseStudentRow) => assignmentList.map((assignment) => gradeOf.get(`${student.userId}:${assignment.id}`) ?? null);
  const reviewing = await readReviewingGradesOf(db, assignmentList.map((assignment) => assignment.id));
  return { courseName: course.name, students, assignments: assignmentList, gradesOf, reviewing };
}

/**
 * One column per assignment (in the course's order) with the student's grade, then the total of those grades. An
 * assignment with peer review on is followed by its reviewing column (0 to 100, left out of the total, which adds
 * points).
 */
export function courseGradesCsv(gradebook: CourseGradebook): CsvExport {
  const rows = gradebook.students.map((student) => {
    const cells = gradebook.gradesOf(student);
    const withReviewing = gradebook.assignments.flatMap((assignment, i) => {
      const reviewing = gradebook.reviewing.get(assignment.id);
      return reviewing ? [cells[i] ?? null, reviewing.get(student.userId) ?? null] : [cells[i] ?? null];
    });
    return [student.email, student.section, ...withReviewing, total(cells.filter((grade): grade is number => grade !== null))];
  });
  const header = [
    'email',
    'section',
    ...gradebook.assignments.flatMap((assignment) => (gradebook.reviewing.has(assignment.id) ? [assignment.name, reviewingColumn(assignment.name)] : [assignment.name])),
    'total',
  ];
  return { fileName: downloadName([gradebook.courseName, 'grades'], 'csv'), body: `\uFEFF${toCsv(header, rows)}` };
}

