import { AssignmentStatistics, Submission, SubmissionOverview, type SubmissionUpdate, type UploadResult } from '@marginalia/contracts';
import type { CallOptions } from './expectStatus';
import { deleteResource, readNested, updateResource } from './resources';
import { uploadFiles } from './uploads';

// The submission calls the admin console makes: an assignment's overview and statistics, changes to one
// submission (grader, finalization), deletion, and uploads on behalf of students.

export const submissionQueryKeys = {
  /** Everything about one assignment's submissions; invalidating it refreshes the overview and the statistics. */
  ofAssignment: (assignmentId: number) => ['submissions', assignmentId] as const,
  overview: (assignmentId: number) => ['submissions', assignmentId, 'overview'] as const,
  statistics: (assignmentId: number) => ['submissions', assignmentId, 'statistics'] as const,
};

/** GET /assignments/{id}/submissionOverview/ — under anonymous grading, pseudonyms until the admin reveals names. */
export function fetchSubmissionOverview(assignmentId: number): Promise<SubmissionOverview> {
  return readNested('assignments', assignmentId, 'submissionOverview', SubmissionOverview);
}

/** GET /assignments/{id}/statistics/ */
export function fetchAssignmentStatistics(assignmentId: number): Promise<AssignmentStatistics> {
  return readNested('assignments', assignmentId, 'statistics', AssignmentStatistics);
}

/** PATCH /submissions/{id}/ — `grader: ""` releases it (unclaimed). */
export function updateSubmission(submissionId: number, changes: SubmissionUpdate, options?: CallOptions): Promise<Submission> {
  return updateResource('submissions', submissionId, changes, Submission, options);
}

/** DELETE /submissions/{id}/ — its files and comments go with it. */
export function deleteSubmission(submissionId: number, options?: CallOptions): Promise<void> {
  return deleteResource('submissions', submissionId, options);
}

export interface UploadRequest {
  assignmentId: number;
  /** E-mails of the students the submission belongs to. */
  students: readonly string[];
  /** Each file with the relative path it is stored under ("src/Main.java"); a .zip is unpacked by the server. */
  files: ReadonlyArray<{ file: Blob; path: string }>;
  /** Fraction of the request sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** POST /assignments/{id}/upload/ on behalf of students: the student console's upload call, with their names. */
export function uploadSubmissionFiles({ assignmentId, students, files, onProgress }: UploadRequest): Promise<UploadResult> {
  return uploadFiles(
    assignmentId,
    files.map(({ file, path }) => ({ file, relativePath: path })),
    { students: [...students], ...(onProgress ? { onProgress } : {}) },
  );
}
