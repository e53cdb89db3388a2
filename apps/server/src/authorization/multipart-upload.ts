import { crc32 } from 'node:zlib';
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

/** A zip of one stored (uncompressed) entry, written byte by byte so that a matrix row can build it at once. */
function storedZip(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

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
    storedZip('okafornia_7001_1_main.py', Buffer.from('print(1)\n')),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: new Uint8Array(payload) };
}
