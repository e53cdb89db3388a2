// The two labelled corpora in bench/data/plagiarism/ (see its README for their origin and licences), read
// straight from their zips.
import { readFile } from 'node:fs/promises';
import type { SourceFile, SubmissionDocument } from '@marginalia/similarity';
import { readZipFiles } from '@marginalia/server/testing/read-zip';
import { sourceText } from './source-text';

const DATA = new URL('../../data/plagiarism/', import.meta.url);

export const IR_PLAG_LEVELS = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'] as const;
export type IrPlagLevel = (typeof IR_PLAG_LEVELS)[number];

export interface IrPlagCandidate {
  document: SubmissionDocument;
  /** The plagiarism level of a plagiarized file; null for an independent solution. */
  level: IrPlagLevel | null;
}

export interface IrPlagTask {
  name: string;
  original: SubmissionDocument;
  candidates: IrPlagCandidate[];
}

export interface Progpedia {
  submissions: SubmissionDocument[];
  /** The base code every submission started from. */
  starter: SourceFile[];
  /** Labelled plagiarism pairs, by submission id, each once (smaller id first). */
  positives: Array<[string, string]>;
}

async function zipOf(name: string) {
  return readZipFiles(await readFile(new URL(name, DATA)));
}

/** The documents of a zip, one per folder holding `.java` files, keyed by that folder. */
function javaFolders(files: Map<string, Buffer>): Map<string, SourceFile[]> {
  const folders = new Map<string, SourceFile[]>();
  for (const [name, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.endsWith('.java')) continue;
    const slash = name.lastIndexOf('/');
    const folder = name.slice(0, slash);
    const list = folders.get(folder) ?? [];
    list.push({ path: name.slice(slash + 1), text: sourceText(bytes) });
    folders.set(folder, list);
  }
  return folders;
}

/**
 * IR-Plag: per task (`case-NN/`), the original (`original/`), independent solutions (`non-plagiarized/NN/`) and
 * plagiarized copies (`plagiarized/L1..L6/NN/`).
 */
export function irPlagTasks(files: Map<string, Buffer>): IrPlagTask[] {
  const tasks = new Map<string, { original?: SubmissionDocument; candidates: IrPlagCandidate[] }>();
  for (const [folder, sources] of javaFolders(files)) {
    const parts = folder.split('/');
    const caseIndex = parts.findIndex((part) => /^case-\d+$/i.test(part));
    if (caseIndex < 0) continue;
    const name = parts[caseIndex]!.toLowerCase();
    const rest = parts.slice(caseIndex + 1).map((part) => part.toLowerCase());
    const task = tasks.get(name) ?? { candidates: [] };
    tasks.set(name, task);
    const document = { id: `${name}/${rest.join('/')}`, files: sources };
    if (rest[0] === 'original') task.original = document;
    else if (rest[0] === 'non-plagiarized') task.candidates.push({ document, level: null });
    else if (rest[0] === 'plagiarized') {
      const level = rest[1]?.toUpperCase() as IrPlagLevel;
      if (!IR_PLAG_LEVELS.includes(level)) throw new Error(`IR-Plag: unknown level in ${folder}`);
      task.candidates.push({ document, level });
    }
  }
  return [...tasks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, task]) => {
      if (!task.original) throw new Error(`IR-Plag: ${name} has no original`);
      return { name, original: task.original, candidates: task.candidates };
    });
}

/** PROGpedia task 19: submissions in `ACCEPTED/<id>/` (their `.csv` files left out), `base/`, `plagiarism.csv`. */
export function progpedia(files: Map<string, Buffer>): Progpedia {
  const submissions: SubmissionDocument[] = [];
  let starter: SourceFile[] = [];
  for (const [folder, sources] of javaFolders(files)) {
    const parts = folder.split('/');
    if (parts[0] === 'base') starter = sources;
    else submissions.push({ id: parts[parts.length - 1]!, files: sources });
  }
  const ids = new Set(submissions.map((submission) => submission.id));
  const csv = files.get('plagiarism.csv');
  if (!csv) throw new Error('PROGpedia: plagiarism.csv is missing');
  const seen = new Set<string>();
  const positives: Array<[string, string]> = [];
  for (const line of sourceText(csv).split('\n')) {
    const [a, b] = line.split(';').map((cell) => cell.trim());
    if (!a || !b) continue;
    if (!ids.has(a) || !ids.has(b)) throw new Error(`PROGpedia: plagiarism.csv names an unknown submission (${line})`);
    const pair: [string, string] = a < b ? [a, b] : [b, a];
    const key = pair.join('\0');
    if (seen.has(key)) continue;
    seen.add(key);
    positives.push(pair);
  }
  return { submissions, starter, positives };
}

export async function loadIrPlag(): Promise<IrPlagTask[]> {
  return irPlagTasks(await zipOf('ir-plag.zip'));
}

export async function loadProgpedia(): Promise<Progpedia> {
  return progpedia(await zipOf('progpedia-task19.zip'));
}
