import type { SubmissionOverview, SubmissionOverviewRow, SubmissionState } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { compareLabels, readNumbered, studentLabel } from '../anonymity/labels';
import { loadNamedStudents } from '../anonymity/reveal';
import { isNamed, mayReveal } from '../anonymity/rules';
import { loadAssignmentForStaff } from '../assignments/policy';
import { selectOverview, type OverviewRow, type OverviewStudent } from './queries';

// GET /assignments/{id}/submissionOverview/. Under anonymous grading everyone reads pseudonyms by default,
// admins and super graders included, so that a screen shared or left open names nobody, until they reveal names
// for the assignment (remembered, anonymity/reveal.ts). `?reveal=1` reveals for this one answer, with the same
// rights: admins and super graders see everyone, a section leader the students of their own sections.

function stateOf(row: OverviewRow): SubmissionState {
  if (row.isFinalized) return 'finalized';
  return row.grader === null ? 'unclaimed' : 'inProgress';
}

export async function getSubmissionOverview(db: Executor, assignmentId: number, user: AuthUser, reveal: boolean): Promise<SubmissionOverview> {
  const { assignment, course } = await loadAssignmentForStaff(db, assignmentId, user);
  const courseId = assignment.courseId;
  const named = await loadNamedStudents(db, { assignmentId, courseId, userId: user.id }, course, reveal);
  const led = new Set(named.led);
  const inMySection = (student: OverviewStudent) => student.sectionId !== null && led.has(student.sectionId);
  const anonymous = assignment.anonymousGrading;
  const shown = (student: OverviewStudent) => !anonymous || isNamed(named, student.sectionId);

  const read = () => selectOverview(db, assignmentId, courseId);
  const lacksNumber = (student: OverviewStudent) => student.number === null && !shown(student);
  const { rows, missing, counts } = await readNumbered(db, { assignmentId, courseId }, read, ({ rows, missing }) =>
    rows.some((row) => row.students.some(lacksNumber)) || missing.some(lacksNumber),
  );

  const label = (student: OverviewStudent) => studentLabel(student, shown(student));
  const presented = rows.map((row): SubmissionOverviewRow => {
    const students = [...row.students].sort((a, b) => compareLabels(label(a), label(b)));
    const sectionNames = students.flatMap((student) => (student.section === null ? [] : [student.section]));
    return {
      id: row.id,
      students: students.map(label),
      sections: [...new Set(sectionNames)],
      grader: row.grader,
      state: stateOf(row),
      regradeOpen: row.regradeOpen,
      grade: row.grade,
      needsAttention: row.needsAttention,
      dateUploaded: row.dateUploaded.toISOString(),
      dateEdited: row.dateEdited.toISOString(),
      lateDayCreditsUsed: row.lateDayCreditsUsed,
      inMySection: row.students.some(inMySection),
      tests: row.tests,
    };
  });
  const everyoneShown = rows.every((row) => row.students.every(shown)) && missing.every(shown);
  return {
    assignment: assignmentId,
    anonymized: anonymous && !everyoneShown,
    canReveal: anonymous && mayReveal(course, named.led),
    revealed: named.revealed,
    counts,
    rows: presented,
    missingStudents: missing
      .map((student) => ({ student: label(student), section: student.section }))
      .sort((a, b) => compareLabels(a.student, b.student)),
  };
}
