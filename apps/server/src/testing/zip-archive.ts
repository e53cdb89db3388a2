import yazl from 'yazl';

// Zip archives built in memory for tests: a student's upload, an instructor's autograder zip, and the malformed
// archives the upload checks must refuse (names bypassing the archiver's checks, links, modes).

export interface ZipEntry {
  name: string;
  content?: string | Buffer;
  /** Unix mode bits, e.g. 0o120777 for a symbolic link. */
  mode?: number;
  directory?: boolean;
  /** Written as given, bypassing the archiver's own name checks (for "../x" or "/etc/x"). ASCII only. */
  raw?: boolean;
}

/** A stand-in of the same byte length, swapped for the real name once the archive is built. */
function placeholder(name: string, index: number): string {
  const tag = `~${index}~`;
  return (tag + 'q'.repeat(Math.max(0, name.length - tag.length))).slice(0, name.length);
}

function swapBytes(buffer: Buffer, from: string, to: string): Buffer {
  const out = Buffer.from(buffer);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return out;
}

export async function buildZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const swaps: [string, string][] = [];
  entries.forEach((entry, index) => {
    const name = entry.raw ? placeholder(entry.name, index) : entry.name;
    if (entry.raw) swaps.push([name, entry.name]);
    if (entry.directory) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.from(entry.content ?? ''), name, entry.mode === undefined ? {} : { mode: entry.mode });
  });
  zip.end();
  const built = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
  return swaps.reduce((buffer, [from, to]) => swapBytes(buffer, from, to), built);
}
