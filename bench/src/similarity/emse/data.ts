// The public tasks of the EMSE 2025 study of plagiarism detection in the age of AI (Sağlam et al.), read at
// benchmark time from the shared datasets beside the repository. The archive has no licence: nothing of it is
// copied into the repository, and the section is skipped when it is absent.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SourceFile, SubmissionDocument } from '@marginalia/similarity';
import { readZipFiles } from '@marginalia/server/testing/read-zip';
import { sourceText } from '../source-text';
import { parseJplagCsv, type JplagRow } from './jplag';

/** The archive, in the shared datasets folder next to the repository. */
export const EMSE_ZIP = fileURLToPath(new URL('../../../../../shared/datasets/plagiarism/emse25-public.zip', import.meta.url));

/** The disguises of the study, each a set of copies of the originals. */
export const EMSE_ATTACKS = ['insert', 'refactor', 'gptobf'] as const;
export type EmseAttack = (typeof EMSE_ATTACKS)[number];
/** `human`: the originals; `gpt`: solutions written by an AI model from the task alone (never a copy). */
export type EmseCategory = 'human' | EmseAttack | 'gpt';
const CATEGORIES: readonly EmseCategory[] = ['human', ...EMSE_ATTACKS, 'gpt'];

export const JPLAG_VARIANTS = ['Base', 'TSN', 'SMM', 'Both'] as const;
export type JplagVariant = (typeof JPLAG_VARIANTS)[number];

export type EmseLanguage = 'java' | 'cpp';

export interface EmseSubmission {
  /** `<category>/<name>`: names repeat across categories (every attack's copy of `subm5` is `plag-subm5`). */
  document: SubmissionDocument;
  category: EmseCategory;
  /** The name the study gives it (its folder, or its file for a one-file AI solution). */
  name: string;
  /** The name of the original it was made from (itself for an original); null for an AI-written solution. */
  original: string | null;
}

export interface EmseTask {
  name: string;
  language: EmseLanguage;
  submissions: EmseSubmission[];
  /** JPlag's per-pair scores from the study's raw results, by attack (and `gpt`) and variant; absent when not published. */
  jplag: Map<string, Map<JplagVariant, JplagRow[]>>;
}

const LANGUAGE_OF_EXTENSION: Record<string, EmseLanguage> = { '.java': 'java', '.cpp': 'cpp', '.cc': 'cpp', '.h': 'cpp', '.hpp': 'cpp' };

const extension = (path: string) => {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(dot).toLowerCase();
};

/** The original a submission was made from, by the study's naming: `plag-<original>`, `gpt<k>-<original>`. */
export function originalOf(category: EmseCategory, name: string): string | null {
  if (category === 'human') return name;
  if (category === 'gpt') return null;
  const match = category === 'gptobf' ? /^gpt\d+-(.+)$/.exec(name) : /^plag-(.+)$/.exec(name);
  if (!match) throw new Error(`EMSE: ${category}/${name} does not name its original`);
  return match[1]!;
}

/** Whether any file holds code once comments and white space are gone (C-family comments: Java and C++). */
export function holdsCode(files: readonly SourceFile[]): boolean {
  return files.some((file) => file.text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim() !== '');
}

/**
 * The tasks of the archive (`datasets/<task>/<category>/<submission>/…`, or a one-file submission directly in its
 * category) and JPlag's raw results (`raw-results/<task>-<attack>-<variant>.csv`). Tasks without originals (the
 * AI-only ones) are left out: the protocol needs originals to copy. So is a submission without code (an AI
 * obfuscation where the model answered with a comment only): the study scored no pair of it either.
 */
export function emseTasks(files: Map<string, Buffer>): EmseTask[] {
  const tasks = new Map<string, Map<string, { category: EmseCategory; name: string; files: SourceFile[] }>>();
  for (const [path, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const parts = path.split('/');
    if (parts[0] !== 'datasets' || parts.length < 4 || !LANGUAGE_OF_EXTENSION[extension(path)]) continue;
    const [, task, category] = parts as [string, string, EmseCategory];
    if (!CATEGORIES.includes(category)) throw new Error(`EMSE: unknown category in ${path}`);
    const name = parts[3]!;
    const relative = parts.length === 4 ? name : parts.slice(4).join('/');
    const submissions = tasks.get(task) ?? new Map();
    tasks.set(task, submissions);
    const key = `${category}/${name}`;
    const entry = submissions.get(key) ?? { category, name, files: [] };
    entry.files.push({ path: relative, text: sourceText(bytes) });
    submissions.set(key, entry);
  }
  const jplag = jplagResults(files);
  const result: EmseTask[] = [];
  for (const [name, submissions] of [...tasks].sort(([a], [b]) => a.localeCompare(b))) {
    const list = [...submissions]
      .filter(([, entry]) => holdsCode(entry.files))
      .map(([id, entry]) => ({
      document: { id, files: entry.files },
      category: entry.category,
      name: entry.name,
      original: originalOf(entry.category, entry.name),
    }));
    const originals = new Set(list.filter((entry) => entry.category === 'human').map((entry) => entry.name));
    if (originals.size === 0) continue;
    for (const entry of list) if (entry.original !== null && !originals.has(entry.original)) throw new Error(`EMSE: ${name}/${entry.document.id} copies an unknown original`);
    const languages = new Set(list.flatMap((entry) => entry.document.files.map((file) => LANGUAGE_OF_EXTENSION[extension(file.path)]!)));
    if (languages.size !== 1) throw new Error(`EMSE: ${name} mixes languages (${[...languages].join(', ')})`);
    result.push({ name, language: [...languages][0]!, submissions: list, jplag: jplag.get(name) ?? new Map() });
  }
  return result;
}

function jplagResults(files: Map<string, Buffer>): Map<string, Map<string, Map<JplagVariant, JplagRow[]>>> {
  const byTask = new Map<string, Map<string, Map<JplagVariant, JplagRow[]>>>();
  for (const [path, bytes] of files) {
    const match = /^raw-results\/(.+)-([^-]+)-([^-]+)\.csv$/.exec(path);
    if (!match) continue;
    const [, task, attack, variant] = match as unknown as [string, string, string, JplagVariant];
    if (!JPLAG_VARIANTS.includes(variant)) continue;
    const attacks = byTask.get(task) ?? new Map<string, Map<JplagVariant, JplagRow[]>>();
    byTask.set(task, attacks);
    const variants = attacks.get(attack) ?? new Map<JplagVariant, JplagRow[]>();
    attacks.set(attack, variants);
    variants.set(variant, parseJplagCsv(sourceText(bytes)));
  }
  return byTask;
}

/** The tasks, or null when the archive is not beside the repository. */
export async function loadEmse(path = EMSE_ZIP): Promise<EmseTask[] | null> {
  if (!existsSync(path)) return null;
  return emseTasks(await readZipFiles(await readFile(path)));
}
