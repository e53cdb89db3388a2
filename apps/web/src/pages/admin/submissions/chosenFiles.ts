import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@marginalia/contracts';

// The files an admin picks for an upload, each with the relative path the server stores it under.

export interface ChosenFile {
  file: File;
  path: string;
}

/**
 * Files picked one by one keep their names; files of a picked folder keep their path below that folder (the
 * folder itself stands for the submission, so its own name is dropped).
 */
export function chosenFrom(files: Iterable<File>): ChosenFile[] {
  return [...files].map((file) => {
    const relative = file.webkitRelativePath ?? '';
    const below = relative.includes('/') ? relative.slice(relative.indexOf('/') + 1) : '';
    return { file, path: below || file.name };
  });
}

/** Adds picked files to the list; a file with the same path replaces the one chosen before. */
export function mergeChosen(current: readonly ChosenFile[], added: readonly ChosenFile[]): ChosenFile[] {
  const paths = new Set(added.map((item) => item.path));
  return [...current.filter((item) => !paths.has(item.path)), ...added];
}

/** What stops the upload before it is sent (the server checks the same and more). */
export function chosenProblem(files: readonly ChosenFile[]): string | null {
  if (files.length > UPLOAD_LIMITS.maxFiles) return UPLOAD_MESSAGES.tooManyFiles;
  const total = files.reduce((sum, item) => sum + item.file.size, 0);
  if (total > UPLOAD_LIMITS.maxTotalBytes) return UPLOAD_MESSAGES.totalTooLarge;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
