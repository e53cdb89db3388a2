import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Analysed } from '../fingerprints';
import type { EngineOptions, Fingerprints, SubmissionDocument } from '../types';
import type { ThreadHandle } from './thread-handle';
import { THREADED_FROM, withThreads, type EngineThreads } from './threads';

// Fingerprinting a whole check is most of its time, and documents are independent: this thread and the engine
// threads share them. An engine thread parses with its own copy of the grammars and hands back each document's
// analysis as typed arrays (moved, not copied), which this thread's engine keeps for `align` as if it had made it.
// This thread works too, between handling the threads' answers, so a two-core machine needs one engine thread. A
// thread that fails leaves its documents to this thread: the result is the same either way, only slower.

export interface FingerprintRun {
  /** Stops the run: it rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called as documents are done, with how many are. */
  onProgress?: (done: number) => void;
  /**
   * Engine threads to share the work with (startEngineThreads). Without them, a run of THREADED_FROM documents or
   * more starts threads of its own and ends them when it is done; `null`: this thread alone.
   */
  threads?: EngineThreads | null;
}

/** What the run needs of the engine on this thread. */
export interface LocalEngine {
  fingerprint(document: SubmissionDocument, options: EngineOptions): Fingerprints;
  remember(document: SubmissionDocument, options: EngineOptions, analysed: Analysed): void;
}

/** Documents sent ahead to a thread, so that it never waits for this thread to finish a document of its own. */
const AHEAD = 4;

type Analysis = { fingerprints: Fingerprints; analysed: Analysed };

export function fingerprintAll(
  engine: LocalEngine,
  documents: readonly SubmissionDocument[],
  options: EngineOptions,
  run: FingerprintRun = {},
): Promise<Fingerprints[]> {
  const wanted = run.threads !== null && documents.length >= THREADED_FROM;
  return withThreads(run.threads ?? undefined, wanted, (threads) => share(engine, documents, options, run, wanted ? (threads?.handles ?? []) : []));
}

async function share(
  engine: LocalEngine,
  documents: readonly SubmissionDocument[],
  options: EngineOptions,
  run: FingerprintRun,
  handles: readonly ThreadHandle[],
): Promise<Fingerprints[]> {
  const results: Fingerprints[] = new Array(documents.length);
  let next = 0;
  let done = 0;
  const take = () => (next < documents.length && !run.signal?.aborted ? next++ : -1);
  const finish = (index: number, fingerprints: Fingerprints) => {
    results[index] = fingerprints;
    run.onProgress?.(++done);
  };
  /** Documents a thread failed on, for this thread. */
  const leftover: number[] = [];
  const feeding = handles.map((handle) =>
    feed(handle, options, documents, take, leftover, (index, { fingerprints, analysed }) => {
      const document = documents[index]!;
      engine.remember(document, options, { ...analysed, document: { ...analysed.document, files: document.files } });
      finish(index, fingerprints);
    }),
  );
  for (let index = take(); index >= 0; index = take()) {
    finish(index, engine.fingerprint(documents[index]!, options));
    // Lets the threads' answers in, and keeps the process answering while it works.
    await yieldToEvents();
  }
  await Promise.all(feeding);
  for (const index of leftover) {
    if (run.signal?.aborted) break;
    finish(index, engine.fingerprint(documents[index]!, options));
    await yieldToEvents();
  }
  run.signal?.throwIfAborted();
  return results;
}

/** Keeps a thread AHEAD documents busy until none are left; what it fails on goes to `leftover`. */
async function feed(
  handle: ThreadHandle,
  options: EngineOptions,
  documents: readonly SubmissionDocument[],
  take: () => number,
  leftover: number[],
  onDone: (index: number, answer: Analysis) => void,
): Promise<void> {
  // Requests are answered in order, so the options reach the thread before any document.
  const ready = handle.ask<null>({ kind: 'options', options });
  await new Promise<void>((resolve) => {
    let inFlight = 0;
    let failed = false;
    const send = () => {
      while (!failed && inFlight < AHEAD) {
        const index = take();
        if (index < 0) break;
        inFlight++;
        const document = documents[index]!;
        handle.ask<Analysis>({ kind: 'analyse', documentId: document.id, files: document.files }).then(
          (answer) => {
            inFlight--;
            onDone(index, answer);
            send();
          },
          () => {
            inFlight--;
            failed = true;
            leftover.push(index);
            send();
          },
        );
      }
      if (inFlight === 0) resolve();
    };
    send();
  });
  await ready.catch(() => undefined);
}
