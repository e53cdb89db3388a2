import { and, asc, eq, lt } from 'drizzle-orm';
import { assignments, submissionStudents, submissions, testRuns, users, type Executor } from '@marginalia/db';

// /autograder/submission_metadata.json (docs/AUTOGRADER.md, "Autograder zips"): the fields of Gradescope's file that
// Marginalia can fill, with Gradescope's names and shapes, so an autograder that reads them (a late penalty from
// created_at and due_date, a cap on attempts from previous_submissions) runs unchanged. Users have no names here:
// `name` is their e-mail; a previous submission's score is its run's own total when it reported one. A run against the reference solution has no submission: id null, no users.

export interface SubmissionMetadata {
  id: number | null;
  created_at: string;
  submission_method: 'upload';
  assignment: {
    id: number;
    course_id: number;
    title: string;
    due_date: string | null;
    late_due_date: string | null;
    release_date: string | null;
    total_points: string;
    group_submission: boolean;
    group_size: number | null;
  };
  users: { id: number; email: string; name: string }[];
  previous_submissions: { submission_time: string; score: number | null; results: Record<string, never> }[];
}

/** The run the metadata is for. */
export interface MetadataRun {
  id: number;
  assignmentId: number;
  submissionId: number | null;
  createdAt: Date;
}

/** What the metadata says of the submission: its upload, its students, its earlier graded runs. */
async function submissionPart(db: Executor, submissionId: number, runId: number) {
  const [submission] = await db.select({ id: submissions.id, uploaded: submissions.dateUploaded }).from(submissions).where(eq(submissions.id, submissionId));
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(submissionStudents)
    .innerJoin(users, eq(users.id, submissionStudents.studentId))
    .where(eq(submissionStudents.submissionId, submissionId))
    .orderBy(asc(users.email));
  const previous = await db
    .select({ created: testRuns.createdAt, score: testRuns.score })
    .from(testRuns)
    .where(and(eq(testRuns.submissionId, submissionId), eq(testRuns.state, 'completed'), lt(testRuns.id, runId)))
    .orderBy(asc(testRuns.id));
  return { submission: submission ?? null, students, previous };
}

export async function submissionMetadata(db: Executor, run: MetadataRun): Promise<SubmissionMetadata> {
  const [assignment] = await db
    .select({ id: assignments.id, courseId: assignments.courseId, name: assignments.name, points: assignments.points, due: assignments.uploadDueDate })
    .from(assignments)
    .where(eq(assignments.id, run.assignmentId));
  const { submission, students, previous } = run.submissionId === null ? { submission: null, students: [], previous: [] } : await submissionPart(db, run.submissionId, run.id);
  return {
    id: submission?.id ?? null,
    created_at: (submission?.uploaded ?? run.createdAt).toISOString(),
    submission_method: 'upload',
    assignment: {
      id: assignment!.id,
      course_id: assignment!.courseId,
      title: assignment!.name,
      due_date: assignment!.due?.toISOString() ?? null,
      late_due_date: null,
      release_date: null,
      total_points: assignment!.points.toFixed(1),
      group_submission: students.length > 1,
      group_size: students.length > 1 ? students.length : null,
    },
    users: students.map((student) => ({ id: student.id, email: student.email, name: student.email })),
    previous_submissions: previous.map((row) => ({ submission_time: row.created.toISOString(), score: row.score === null ? null : Number(row.score), results: {} })),
  };
}
