import { buildZip } from '../testing/zip-archive';

/**
 * A multipart upload of one small file as a browser sends it, naming `studentEmail` in the `students` field
 * (read from admins only, who upload for students; students upload their own work).
 */
export function uploadOneFile(studentEmail: string): { contentType: string; payload: string } {
  const boundary = 'matrix-boundary';
  const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const payload =
    part('Content-Disposition: form-data; name="students"', studentEmail) +
    part('Content-Disposition: form-data; name="files"; filename="main.py"\r\nContent-Type: text/x-python', 'print(1)\n') +
    `--${boundary}--\r\n`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
}

/** Built once when the matrix loads: a matrix row builds its body synchronously. */
const CANVAS_SUBMISSIONS_ZIP = await buildZip([{ name: 'okafornia_7001_1_main.py', content: 'print(1)\n' }]);

/**
 * An import of a Canvas "download all submissions" zip holding one file of `studentEmail`, with the gradebook
 * export that names them (Canvas ID 7001).
 */
export function importOneCanvasSubmission(studentEmail: string): { contentType: string; payload: Uint8Array } {
  const boundary = 'matrix-boundary';
  const head = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  const roster = `Student,ID,SIS User ID,SIS Login ID,Section\r\n"Okafor, Nia",7001,,${studentEmail},\r\n`;
  const payload = Buffer.concat([
    head('Content-Disposition: form-data; name="format"'),
    Buffer.from('canvas\r\n'),
    head('Content-Disposition: form-data; name="files"; filename="roster.csv"\r\nContent-Type: text/csv'),
    Buffer.from(`${roster}\r\n`),
    head('Content-Disposition: form-data; name="files"; filename="submissions.zip"\r\nContent-Type: application/zip'),
    CANVAS_SUBMISSIONS_ZIP,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: new Uint8Array(payload) };
}
