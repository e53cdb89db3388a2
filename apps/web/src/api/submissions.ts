import { AssignmentStatistics, Submission, SubmissionOverview, UploadResult, type SubmissionUpdate } from '@marginalia/contracts';
import { apiConfig } from './config';
import type { CallOptions } from './expectStatus';
import { ApiError, NetworkError } from './errors';
import { deleteResource, readNested, resourcePath, updateResource } from './resources';
import { checkShape } from './shape';

// The submission calls the admin console makes: an assignment's overview and statistics, changes to one
// submission (grader, finalization), deletion, and uploads on behalf of students.

export const submissionQueryKeys = {
  /** Everything about one assignment's submissions; invalidating it refreshes the overview and the statistics. */
  ofAssignment: (assignmentId: number) => ['submissions', assignmentId] as const,
  overview: (assignmentId: number) => ['submissions', assignmentId, 'overview'] as const,
  statistics: (assignmentId: number) => ['submissions', assignmentId, 'statistics'] as const,
};

/** GET /assignments/{id}/submissionOverview/?reveal=1 — admins always get real identities when they ask. */
export function fetchSubmissionOverview(assignmentId: number): Promise<SubmissionOverview> {
  return readNested('assignments', assignmentId, 'submissionOverview', SubmissionOverview, { query: { reveal: 1 } });
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

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/**
 * POST /assignments/{id}/upload/ as multipart/form-data. XMLHttpRequest rather than fetch: it reports upload
 * progress. Like every call it sends the session token; failures reject with ApiError / NetworkError.
 */
export function uploadSubmissionFiles({ assignmentId, students, files, onProgress }: UploadRequest): Promise<UploadResult> {
  const config = apiConfig();
  const form = new FormData();
  for (const email of students) form.append('students', email);
  for (const { file, path } of files) form.append('files', file, path);
  const path = resourcePath('assignments', assignmentId, 'upload');
  const what = `POST ${path}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${config.baseUrl}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = config.getToken();
    if (token) request.setRequestHeader('Authorization', `JWT ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new NetworkError(what, null));
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status === 201) {
        try {
          resolve(checkShape(UploadResult, body, what));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      if (request.status === 401) config.onUnauthorized();
      reject(new ApiError(request.status, body, what));
    };
    request.send(form);
  });
}
