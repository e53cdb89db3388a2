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
