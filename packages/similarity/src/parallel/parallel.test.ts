import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEngine, type SimilarityEngine } from '../engine';
import { SimilarityIndex } from '../fingerprint-index';
import type { EngineOptions, Fingerprints, PairScore, SubmissionDocument } from '../types';
import { fingerprintAll, type LocalEngine } from './fingerprint-all';
import type { ScoreColumns } from './messages';
import { scoreAll } from './score-all';
import { startEngineThreads, THREADED_FROM, type EngineThreads } from './threads';

// Work shared with engine threads gives exactly what this thread alone gives: the same fingerprints, the same
// alignments from the analyses the threads made, the same scores; and a thread that stops leaves its work here.

const OPTIONS: EngineOptions = { language: 'java', minimumMatchTokens: 12 };

/** Methods a generated program picks from, so that documents share some code and not other code. */
const METHODS = [
  (n: number) => `  static int sum${n}(int[] values) {\n    int total = 0;\n    for (int value : values) total += value;\n    return total;\n  }`,
  (n: number) => `  static int max${n}(int[] values) {\n    int best = values[0];\n    for (int i = 1; i < values.length; i++) if (values[i] > best) best = values[i];\n    return best;\n  }`,
  (n: number) => `  static String label${n}(int score) {\n    if (score >= ${90 - (n % 5)}) return "A";\n    else if (score >= 80) return "B";\n    return "C";\n  }`,
  (n: number) => `  static boolean prime${n}(int k) {\n    if (k < 2) return false;\n    for (int d = 2; d * d <= k; d++) if (k % d == 0) return false;\n    return true;\n  }`,
  (n: number) => `  static String reverse${n}(String text) {\n    StringBuilder out = new StringBuilder();\n    for (int i = text.length() - 1; i >= 0; i--) out.append(text.charAt(i));\n    return out.toString();\n  }`,
  (n: number) => `  static int[] counts${n}(String text) {\n    int[] seen = new int[26];\n    for (char c : text.toCharArray()) if (Character.isLetter(c)) seen[Character.toLowerCase(c) - 'a']++;\n    return seen;\n  }`,
];

function program(i: number): SubmissionDocument {
  const methods = METHODS.filter((_, m) => (i >> (m % 5)) & 1 || m === i % METHODS.length).map((method) => method(i));
  const text = `public class Main${i} {\n${methods.join('\n\n')}\n\n  public static void main(String[] args) {\n    System.out.println("run ${i}");\n  }\n}\n`;
  return { id: `doc-${i}`, files: [{ path: `Main${i}.java`, text }] };
}

const documents = Array.from({ length: THREADED_FROM + 8 }, (_, i) => program(i));
const key = (pair: PairScore) => `${pair.a}|${pair.b}`;

let alone: SimilarityEngine;
let serial: Fingerprints[];
let threads: EngineThreads;
beforeAll(async () => {
  alone = await loadEngine();
  serial = documents.map((document) => alone.fingerprint(document, OPTIONS));
  threads = startEngineThreads(1);
});
afterAll(async () => {
  await threads.close();
});

describe('fingerprinting shared with engine threads', () => {
  it('gives every document the fingerprints this thread alone gives, in order', async () => {
    const engine = await loadEngine();
    const shared = await engine.fingerprintAll(documents, OPTIONS, { threads });
    expect(shared).toEqual(serial);
  });

  it('has the threads do their share, and keeps what they made', async () => {
    // Once the thread has loaded its grammars, a slow thread here leaves it most of the documents.
    await Promise.all(threads.handles.map((handle) => handle.ask({ kind: 'options', options: OPTIONS })));
    const here: string[] = [];
    const there: string[] = [];
    const local: LocalEngine = {
      fingerprint: (document, options) => {
        here.push(document.id);
        const until = performance.now() + 20;
        while (performance.now() < until);
        return alone.fingerprint(document, options);
      },
      remember: (document, _options, analysed) => {
        there.push(document.id);
        expect(analysed.document.files).toBe(document.files);
      },
    };
    expect(await fingerprintAll(local, documents, OPTIONS, { threads })).toEqual(serial);
    expect(there.length).toBeGreaterThan(documents.length / 2);
    expect([...here, ...there].sort()).toEqual(documents.map((document) => document.id).sort());
    expect(threads.handles).toHaveLength(1);
  });

  it('keeps the analyses the threads made for alignment, which then matches a fresh one', async () => {
    const engine = await loadEngine();
    const copies = documents.map((document) => ({ ...document }));
    await engine.fingerprintAll(copies, OPTIONS, { threads });
    for (const [x, y] of [[0, 1], [3, 17], [20, 46]] as const) {
      expect(engine.align(copies[x]!, copies[y]!, OPTIONS)).toEqual(alone.align(documents[x]!, documents[y]!, OPTIONS));
    }
  });

  it('reports progress up to every document', async () => {
    const engine = await loadEngine();
    const seen: number[] = [];
    await engine.fingerprintAll(documents, OPTIONS, { threads, onProgress: (done) => seen.push(done) });
    expect(seen).toEqual(documents.map((_, i) => i + 1));
  });

  it('does on this thread the documents of a thread that stopped', async () => {
    const engine = await loadEngine();
    const doomed = startEngineThreads(1);
    const running = engine.fingerprintAll(documents, OPTIONS, { threads: doomed });
    await doomed.close();
    expect(await running).toEqual(serial);
    expect(doomed.handles).toHaveLength(0);
  });

  it('stops when its signal is aborted', async () => {
    const engine = await loadEngine();
    const controller = new AbortController();
    const running = engine.fingerprintAll(documents, OPTIONS, { threads, signal: controller.signal, onProgress: (done) => done === 5 && controller.abort(new Error('stopped')) });
    await expect(running).rejects.toThrow('stopped');
  });
});

describe('scoring shared with engine threads', () => {
  const index = () => {
    const built = new SimilarityIndex();
    for (const fingerprints of serial) built.add(fingerprints);
    return built;
  };

  it('splits the pairs into parts that together are every pair, each once', () => {
    const whole = index().score();
    const parts = [0, 1, 2].flatMap((part) => index().score({ part, parts: 3 }));
    expect(parts).toHaveLength(whole.length);
    expect(new Map(parts.map((pair) => [key(pair), pair]))).toEqual(new Map(whole.map((pair) => [key(pair), pair])));
  });

  it('has a thread score its part as this thread would', async () => {
    const columns = await threads.handles[0]!.ask<ScoreColumns>({ kind: 'score', fingerprints: serial, part: 1, parts: 2 });
    const ids = serial.map((fingerprints) => fingerprints.id);
    const theirs = Array.from(columns.a, (a, i) => `${ids[a]}|${ids[columns.b[i]!]}=${columns.similarity[i]}`);
    expect(theirs).toEqual(index().score({ part: 1, parts: 2 }).map((pair) => `${key(pair)}=${pair.similarity}`));
  });

  it('has a thread leave out line counts under a score as this thread would', async () => {
    // Above every score: no pair gets line counts, on either side.
    const columns = await threads.handles[0]!.ask<ScoreColumns>({ kind: 'score', fingerprints: serial, part: 1, parts: 2, linesFrom: 1.5 });
    const mine = index().scoreColumns({ part: 1, parts: 2 }, 1.5);
    expect(Array.from(columns.similarity)).toEqual(Array.from(mine.similarity));
    expect(Array.from(columns.matchedLines)).toEqual(Array.from(mine.matchedLines));
    expect(columns.matchedLines.length).toBeGreaterThan(0);
    expect(Array.from(columns.matchedLines).every((lines) => lines === 0)).toBe(true);
  });

  it('gives the scores this thread alone gives, most similar first', async () => {
    const whole = index().score();
    const shared = await scoreAll(index(), threads);
    expect(new Map(shared.map((pair) => [key(pair), pair]))).toEqual(new Map(whole.map((pair) => [key(pair), pair])));
    expect(shared.map((pair) => pair.similarity)).toEqual(whole.map((pair) => pair.similarity));
  });

  it('scores on this thread the part of a thread that stopped', async () => {
    const doomed = startEngineThreads(1);
    const whole = index().score();
    const scoring = scoreAll(index(), doomed);
    await doomed.close();
    expect((await scoring).map(key).sort()).toEqual(whole.map(key).sort());
  });
});
