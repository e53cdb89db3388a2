import type { Submission } from '@marginalia/contracts';
import type { StoredSubmission } from './queries';

// A stored submission as the API answers it. Students see grader identities and grades only as the
// assignment's settings allow (hideGradersFromStudents, hideGrades).

export interface StudentView {
  hideGrades: boolean;
  hideGradersFromStudents: boolean;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function presentSubmission(row: StoredSubmission, studentView?: StudentView): Submission {
  const hideGrader = studentView?.hideGradersFromStudents ?? false;
  return {
    ...row,
    grader: hideGrader ? null : row.grader,
    questionResponder: hideGrader ? null : row.questionResponder,
    grade: studentView?.hideGrades ? null : row.grade,
    dateEdited: row.dateEdited.toISOString(),
    dateUploaded: row.dateUploaded.toISOString(),
    questionDate: iso(row.questionDate),
    responseDate: iso(row.responseDate),
    hasGrader: row.grader !== null,
    // Staff's to-do: students never read it.
    needsAttention: studentView ? false : row.needsAttention,
  };
}
