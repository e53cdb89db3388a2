import { UploadResult } from '@marginalia/contracts';
import { apiConfig } from './config';
import { ApiError, NetworkError } from './errors';
import { resourcePath } from './resources';
import { checkShape } from './shape';

// POST /assignments/{id}/upload/ as multipart/form-data. fetch cannot report upload progress, so this one
// call goes through XMLHttpRequest; it sends the session token the way api/http.ts does and treats the
// answers the way sendExpecting does: 401 ends the session, a 400 is left to the caller to show next to the
// upload, anything else is notified.

export interface UploadItem {
  file: Blob;
  /** Where the file goes in the submission: "src/util/A.java", or a bare name at the top level. */
  relativePath: string;
}

export interface UploadOptions {
  /** Course admins name the students the upload is for. */
  students?: string[];
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function uploadFiles(assignmentId: number, items: readonly UploadItem[], options: UploadOptions = {}): Promise<UploadResult> {
  const config = apiConfig();
  const path = `${resourcePath('assignments', assignmentId, 'upload')}`;
  const what = `POST ${path}`;
  const form = new FormData();
  for (const student of options.students ?? []) form.append('students', student);
  for (const item of items) form.append('files', item.file, item.relativePath);

  return new Promise<UploadResult>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${config.baseUrl}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = config.getToken();
    if (token) request.setRequestHeader('Authorization', `JWT ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => {
      config.notifyError('Could not reach the server', 'Check your connection and try again.');
      reject(new NetworkError(what, new Error('upload failed')));
    };
    request.onabort = () => reject(new NetworkError(what, new Error('upload cancelled')));
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
      else if (request.status !== 400) config.notifyError(`Request failed (${request.status})`, body);
      reject(new ApiError(request.status, body, what));
    };
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

/** The messages of a 400 answer, whatever field they are under. */
export function uploadErrorMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.values(body as Record<string, unknown>).flatMap((value) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : [],
  );
}
