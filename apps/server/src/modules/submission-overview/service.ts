import type { SubmissionOverview, SubmissionOverviewRow, SubmissionState } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { compareLabels, readNumbered, studentLabel } from '../anonymity/labels';
import { selectLedSectionIds } from '../anonymity/queries';
import { consoleMayReveal, consoleShowsStudent } from '../anonymity/rules';
import { loadAssignmentForStaff } from './policy';
import { selectMissingStudents, selectOverviewRows, type OverviewRow, type OverviewStudent } from './queries';

// GET /assignments/{id}/submissionOverview/. Under anonymous grading everyone reads pseudonyms by default,
// admins and super graders included, so that a screen shared or left open names nobody. `?reveal=1` shows
// admins and super graders everyone, and a section leader the students of their own sections.

function stateOf(row: OverviewRow): SubmissionState {
  if (row.isFinalized) return 'finalized';
  return row.grader === null ? 'unclaimed' : 'inProgress';
}

export async function getSubmissionOverview(db: Executor, assignmentId: number, user: AuthUser, reveal: boolean): Promise<SubmissionOverview> {
  const { assignment, course } = await loadAssignmentForStaff(db, assignmentId, user);
  const courseId = assignment.courseId;
  const led = new Set(await selectLedSectionIds(db, courseId, user.id));
  const inMySection = (student: OverviewStudent) => student.sectionId !== null && led.has(student.sectionId);
  const anonymous = assignment.anonymousGrading;
  const shown = (student: OverviewStudent) => consoleShowsStudent(anonymous, reveal, course, inMySection(student));

  const read = async () => ({ rows: await selectOverviewRows(db, assignmentId, courseId), missing: await selectMissingStudents(db, assignmentId, courseId) });
  const lacksNumber = (student: OverviewStudent) => student.number === null && !shown(student);
  const { rows, missing } = await readNumbered(db, { assignmentId, courseId }, read, ({ rows, missing }) =>
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
      grade: row.grade === null ? null : Number(row.grade),
      dateUploaded: row.dateUploaded.toISOString(),
      dateEdited: row.dateEdited.toISOString(),
      lateDayCreditsUsed: row.lateDayCreditsUsed,
      inMySection: row.students.some(inMySection),
    };
  });
  const count = (state: SubmissionState) => presented.filter((row) => row.state === state).length;
  const everyoneShown = rows.every((row) => row.students.every(shown)) && missing.every(shown);
  return {
    assignment: assignmentId,
    anonymized: anonymous && !everyoneShown,
    canReveal: consoleMayReveal(anonymous, course, led.size > 0),
    counts: {
      total: presented.length,
      finalized: count('finalized'),
      inProgress: count('inProgress'),
      unclaimed: count('unclaimed'),
      missing: missing.length,
    },
    rows: presented,
    missingStudents: missing
      .map((student) => ({ student: label(student), section: student.section }))
      .sort((a, b) => compareLabels(a.student, b.student)),
  };
}
