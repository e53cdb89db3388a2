// Dolos (@dodona/dolos-lib) as the baseline, on the same inputs: one analysis per check, the starter code as its
// ignored file, each document one file (a document's files joined), and its fragments for the line measures.
import { pathToFileURL } from 'node:url';
import type { SourceFile, SubmissionDocument } from '@marginalia/similarity';
import { linesOf, pairKey, type Collection, type EngineUnderTest } from '../engine-under-test';

/** Dolos's name for the language, also the extension its files are given. */
type Language = NonNullable<Collection['language']>;
import { ensureDolos } from './install';

// The few parts of Dolos's API the benchmark uses (it is imported at run time from bench/.baseline/).
interface DolosFile {
  readonly path: string;
}
interface DolosRegion {
  startRow: number;
  endRow: number;
  endCol: number;
}
interface DolosPair {
  readonly similarity: number;
  buildFragments(): Array<{ rightSelection: DolosRegion }>;
}
interface DolosReport {
  readonly files: DolosFile[];
  getPair(left: DolosFile, right: DolosFile): DolosPair;
  allPairs(): DolosPair[];
}
export interface DolosModule {
  Dolos: new (options?: { language?: string }) => { analyze(files: DolosFile[], name?: string, ignored?: DolosFile): Promise<DolosReport> };
  File: new (path: string, content: string) => DolosFile;
}

export async function importDolos(log: (line: string) => void): Promise<DolosModule | { unavailable: string }> {
  const installed = ensureDolos(log);
  if ('unavailable' in installed) return installed;
  try {
    const module = (await import(pathToFileURL(installed.entry).href)) as DolosModule;
    // A two-file analysis proves the native grammar loads.
    const probe = [new module.File('a.java', 'class A { int f() { return 1; } }'), new module.File('b.java', 'class B { int g() { return 2; } }')];
    await new module.Dolos({ language: 'java' }).analyze(probe);
    return module;
  } catch (error) {
    return { unavailable: `it does not load: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A document as one Dolos file (its files in order, joined by newlines), named by its id. */
export function dolosFile(module: DolosModule, document: { id: string; files: SourceFile[] }, language: Language = 'java'): DolosFile {
  return new module.File(`${document.id}.${language}`, document.files.map((file) => file.text).join('\n'));
}

export async function analyze(module: DolosModule, documents: SubmissionDocument[], starter?: SourceFile[], language: Language = 'java') {
  const files = documents.map((document) => dolosFile(module, document, language));
  const ignored = starter && starter.length > 0 ? dolosFile(module, { id: '__starter__', files: starter }, language) : undefined;
  const report = await new module.Dolos({ language }).analyze(files, 'bench', ignored);
  const byId = new Map(documents.map((document, index) => [document.id, report.files[index]!]));
  return { report, byId };
}

export function dolosEngine(module: DolosModule): EngineUnderTest {
  return {
    name: 'Dolos',
    async scorePairs(collection, pairs) {
      const { report, byId } = await analyze(module, collection.documents, collection.starter, collection.language);
      const cache = new Map<string, number>();
      const scores = pairs.map(([a, b]) => {
        const key = pairKey(a, b);
        let score = cache.get(key);
        if (score === undefined) {
          score = report.getPair(byId.get(a)!, byId.get(b)!).similarity;
          cache.set(key, score);
        }
        return score;
      });
      return { scores };
    },
    async matchedLines(original, copy, starter) {
      const { report, byId } = await analyze(module, [original, copy], starter);
      const lines = new Set<number>();
      for (const fragment of report.getPair(byId.get(original.id)!, byId.get(copy.id)!).buildFragments()) {
        const region = fragment.rightSelection;
        // Dolos counts rows from 0.
        linesOf(region.startRow + 1, region.endRow + 1, region.endCol, lines);
      }
      return lines;
    },
  };
}
