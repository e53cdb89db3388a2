// Names the exports give to what they write: download file names (a Content-Disposition header) and the folders
// and paths inside the submissions zip. Course, assignment and file names are free text, so each is reduced to
// characters that every file system and unzip tool takes as they are.

const UNSAFE = /[^A-Za-z0-9@._+-]+/g;

/** One path segment: unsafe runs become "_", no leading dots (hidden files, "." and ".."), never empty. */
export function safeSegment(text: string, fallback = '_'): string {
  const cleaned = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(UNSAFE, '_').replace(/^\.+/, '').slice(0, 120);
  return cleaned === '' ? fallback : cleaned;
}

/** "<course>-<assignment>-grades.csv" and the like, for a Content-Disposition header. */
export function downloadName(parts: readonly string[], extension: string): string {
  return `${parts.map((part) => safeSegment(part, 'export')).join('-')}.${extension}`;
}

export function attachmentHeader(fileName: string): string {
  // downloadName only yields characters that need no quoting or encoding in a header.
  return `attachment; filename="${fileName}"`;
}

/** The folder of one submission: its students' e-mails joined with "_". */
export function submissionFolder(students: readonly string[], submissionId: number): string {
  return students.length === 0 ? `submission-${submissionId}` : safeSegment(students.join('_'), `submission-${submissionId}`);
}

/**
 * Where a file goes inside its submission's folder: its stored path (a directory, "src/" or "src") and name.
 * Segments that would climb out of the folder ("..", absolute paths, backslashes) are dropped or cleaned.
 */
export function pathInFolder(path: string | null, name: string): string {
  const directories = (path ?? '')
    .split(/[\\/]+/)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) => safeSegment(segment));
  return [...directories, safeSegment(name, 'file')].join('/');
}

/** Gives each zip entry a distinct name: a repeated one gets "_2", "_3"… before its extension. */
export function distinctNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const slash = name.lastIndexOf('/');
    const [stem, extension] = dot > slash + 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let copy = 2; taken.has(candidate); copy++) candidate = `${stem}_${copy}${extension}`;
    taken.add(candidate);
    return candidate;
  };
}
