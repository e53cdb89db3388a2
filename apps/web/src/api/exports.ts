import type { LmsRosterFormat } from '@marginalia/contracts';
import { apiConfig } from './config';
import { ApiError, NetworkError } from './errors';
import { resourcePath } from './resources';

// Downloads of files the server builds (grade CSVs, the submissions zip). They need the session token, so a
// plain link will not do: the file is fetched with it, then handed to the browser as an object URL.

export const exportPaths = {
  assignmentGrades: (assignmentId: number) => resourcePath('assignments', assignmentId, 'exportGrades'),
  /** Marginalia's own CSV, or with `format` the shape an LMS's gradebook import reads. */
  courseGrades: (courseId: number, format?: LmsRosterFormat) => `${resourcePath('courses', courseId, 'exportGrades')}${format ? `?format=${format}` : ''}`,
  submissionsZip: (assignmentId: number) => resourcePath('assignments', assignmentId, 'downloadSubmissions'),
};

/** The file name of a Content-Disposition header, or null. */
export function attachmentName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? null;
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** Fetches a file with the session token; rejects with ApiError on any other status than 200. */
export async function fetchDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const config = apiConfig();
  const token = config.getToken();
  let response: Response;
  try {
    response = await config.fetch(`${config.baseUrl}${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} });
  } catch (error) {
    throw new NetworkError(`GET ${path}`, error);
  }
  if (response.status !== 200) {
    if (response.status === 401) config.onUnauthorized();
    throw new ApiError(response.status, await errorBody(response), `GET ${path}`);
  }
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition')) };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the file at `path` and saves it under the server's name (or `fallbackName`). */
export async function downloadExport(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchDownload(path);
  saveBlob(blob, fileName ?? fallbackName);
}
