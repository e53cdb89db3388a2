// The files of an autograder zip as Gradescope lays them out: `setup.sh` and `run_autograder` at the root. Read
// with the same checks as a student's zip (received-files/zip.ts: sizes, counts, bombs, unsafe paths). A zip made by
// compressing the autograder's folder (one folder around everything) is read as that folder's contents.
import { AUTOGRADER_ZIP_MESSAGES, UPLOAD_LIMITS } from '@marginalia/contracts';
import type { SourceFile } from '@marginalia/sandbox';
import { fieldErrors } from '../../../http/errors';
import { extractZip } from '../../received-files/zip';

const REQUIRED = [
  ['setup.sh', AUTOGRADER_ZIP_MESSAGES.missingSetup],
  ['run_autograder', AUTOGRADER_ZIP_MESSAGES.missingRunAutograder],
] as const;

function withoutCommonFolder(files: SourceFile[]): SourceFile[] {
  if (files.some((file) => file.path === 'setup.sh')) return files;
  const tops = new Set(files.map((file) => file.path.split('/')[0]));
  if (tops.size !== 1 || files.some((file) => !file.path.includes('/'))) return files;
  const top = [...tops][0]!;
  return files.map((file) => ({ ...file, path: file.path.slice(top.length + 1) }));
}

/** The zip's files, or a 400 saying what is wrong with it. */
export async function autograderZipFiles(bytes: Buffer): Promise<SourceFile[]> {
  const extracted = await extractZip('autograder.zip', bytes, UPLOAD_LIMITS.maxTotalBytes, UPLOAD_LIMITS.maxFiles);
  const files = withoutCommonFolder(extracted.map((file) => ({ path: file.relativePath, bytes: file.bytes })));
  for (const [name, message] of REQUIRED) {
    if (!files.some((file) => file.path === name)) throw fieldErrors({ file: [message] });
  }
  return files;
}
