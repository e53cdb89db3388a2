import type { GradeChangeNotice, StudentAssignmentStatus, StudentFile } from '@marginalia/contracts';

// How a student sees the state of their own work (docs/PRODUCT.md §5's student console).

interface AssignmentState {
  isReleased: boolean;
  isVisible: boolean;
}

interface SubmissionState {
  graderId: number | null;
  isFinalized: boolean;
  /** Published feedback reopened by staff: its students still read it as published. */
  beingRevised: boolean;
}

export function studentStatus(assignment: AssignmentState, submission: SubmissionState | null): StudentAssignmentStatus {
  if (!submission) return 'notSubmitted';
  if ((submission.isFinalized || submission.beingRevised) && assignment.isReleased && assignment.isVisible) return 'feedbackAvailable';
  // A finalized submission whose feedback is not published yet is still "in grading" to its student.
  if (submission.graderId !== null || submission.isFinalized) return 'inGrading';
  return 'submitted';
}

interface FileRow {
  id: number;
  name: string;
  path: string | null;
  extension: string;
  created: Date;
  size: number;
}

/** Every version, oldest first; the newest of each path and name is the current one. */
export function presentFiles(rows: FileRow[]): StudentFile[] {
  const key = (row: FileRow) => `${row.path ?? ''}\u0000${row.name}`;
  const newest = new Map<string, number>();
  for (const row of rows) newest.set(key(row), row.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    path: row.path,
    extension: row.extension,
    created: row.created.toISOString(),
    size: Number(row.size),
    isCurrent: newest.get(key(row)) === row.id,
  }));
}


interface NoticeState {
  grade: number | null;
  gradeChangedAt: Date | null;
  gradeNoticeFrom: number | null;
  viewedAt: Date | null;
}

/** The grade-change notice (modules/grades/shown-grades.ts) until the student opens the submission after it. */
export function gradeChangeNotice(shownGrade: number | null, submission: NoticeState | null): GradeChangeNotice | null {
  if (!submission || shownGrade === null || !submission.gradeChangedAt || submission.gradeNoticeFrom === null) return null;
  if (submission.viewedAt && submission.viewedAt >= submission.gradeChangedAt) return null;
  return { from: Number(submission.gradeNoticeFrom), to: shownGrade, at: submission.gradeChangedAt.toISOString() };
}
