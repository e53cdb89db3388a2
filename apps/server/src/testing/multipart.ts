import type { ApiResponse } from './http-client';

// A multipart POST as a browser sends it: files (each with its relative path as the filename) and text fields.

export interface FilePart {
  /** The form field, e.g. `file` or `files`. */
  field: string;
  /** The part's filename: the file's relative path. */
  name: string;
  content: string | Buffer;
}

export async function postMultipart(baseUrl: string, path: string, auth: string, parts: FilePart[], fields: Record<string, string> = {}): Promise<ApiResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) form.append(part.field, new Blob([part.content]), part.name);
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { authorization: `JWT ${auth}` }, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: tests asserting on JSON will say so.
  }
  return { status: response.status, body: body as ApiResponse['body'], headers: response.headers, text };
}
