import type { RegradeInbox, RegradeInboxRow } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { compareLabels, studentLabel } from '../anonymity/labels';
import { numberStudentsInTurn, selectLedSectionIds, selectRevealedAssignmentIds } from '../anonymity/queries';
import { consoleMayReveal, consoleShowsStudent, isAdminOrSuperGrader } from '../anonymity/rules';
import { isCourseStaff } from '../assignments/policy';
import { loadCourseForMember, type CourseAccess } from '../courses/policy';
import { countOpenRegrades, selectRegradeInbox, type InboxReader, type InboxRow, type InboxStudent } from './queries';

// The regrade inbox of the grader and admin consoles (GET /courses/{id}/regradeRequests/ and its open count).
// Course staff only: students 403, outsiders 404. Admins and super graders find every request; a grader those
// of the submissions they grade. Students are labelled as in the submission overview (anonymity/rules.ts).

async function loadReader(db: Executor, courseId: number, user: AuthUser): Promise<{ course: CourseAccess; reader: InboxReader }> {
  const course = await loadCourseForMember(db, courseId, user);
  if (!isCourseStaff(course)) throw forbidden();
  return { course, reader: { courseId, userId: user.id, seesAll: isAdminOrSuperGrader(course) } };
}

export async function countRegradeRequests(db: Executor, courseId: number, user: AuthUser): Promise<{ open: number }> {
  const { reader } = await loadReader(db, courseId, user);
  return { open: await countOpenRegrades(db, reader) };
}

export async function getRegradeInbox(db: Executor, courseId: number, user: AuthUser, reveal: boolean): Promise<RegradeInbox> {
  const { course, reader } = await loadReader(db, courseId, user);
  const led = new Set(await selectLedSectionIds(db, courseId, user.id));
  // The names the caller revealed in the console stay revealed here (remembered per assignment), as does `?reveal=1`.
  const revealed = await selectRevealedAssignmentIds(db, user.id, courseId);
  const inMySection = (student: InboxStudent) => student.sectionId !== null && led.has(student.sectionId);
  const shown = (row: InboxRow, student: InboxStudent) =>
    consoleShowsStudent(row.anonymousGrading, reveal || revealed.has(row.assignmentId), course, inMySection(student));

  let rows = await selectRegradeInbox(db, reader);
  // A pseudonym is numbered the first time an answer needs it; assignments whose students lack one get theirs.
  const unnumbered = new Set(rows.filter((row) => row.students.some((student) => student.number === null && !shown(row, student))).map((row) => row.assignmentId));
  if (unnumbered.size > 0) {
    for (const assignmentId of unnumbered) await numberStudentsInTurn(db, assignmentId, courseId);
    rows = await selectRegradeInbox(db, reader);
  }

  const presented = rows.map((row): RegradeInboxRow => {
    const label = (student: InboxStudent) => studentLabel(student, shown(row, student));
    const students = [...row.students].sort((a, b) => compareLabels(label(a), label(b)));
    return {
      submission: row.submissionId,
      assignment: { id: row.assignmentId, name: row.assignmentName },
      students: students.map(label),
      sections: [...new Set(students.flatMap((student) => (student.section === null ? [] : [student.section])))],
      grader: row.grader,
      state: row.isOpen ? 'open' : 'answered',
      questionText: row.questionText,
      questionDate: row.questionDate?.toISOString() ?? null,
      questionResponse: row.questionResponse,
      questionResponder: row.responder,
      responseDate: row.responseDate?.toISOString() ?? null,
    };
  });
  const anonymous = rows.some((row) => row.anonymousGrading);
  return {
    course: courseId,
    anonymized: rows.some((row) => row.students.some((student) => !shown(row, student))),
    canReveal: consoleMayReveal(anonymous, course, led.size > 0),
    rows: presented,
  };
}
