import { parentPort } from 'node:worker_threads';
import { Engine } from '../engine';
import { SimilarityIndex } from '../fingerprint-index';
import { grammarsOf } from '../document';
import { fingerprintsOf } from '../fingerprints';
import { grammarsOnDemand } from '../grammars';
import type { EngineOptions } from '../types';
import type { ScoreColumns, ThreadAnswer, ThreadRequest } from './messages';

// An engine thread: analyses the documents it is sent and scores its part of an index's pairs. What it answers
// with is typed arrays, moved to the other thread rather than copied. It loads only the grammars its documents
// are written in.

const grammars = grammarsOnDemand();
const engine = new Engine(grammars);
const port = parentPort!;
let options: EngineOptions | null = null;

async function answer(request: ThreadRequest): Promise<{ answer: ThreadAnswer; transfer: ArrayBuffer[] }> {
  const { id } = request;
  switch (request.kind) {
    case 'options':
      options = request.options;
      await grammars.ensure(grammarsOf(options.starter ?? [], options.language));
      return { answer: { id, ok: true, value: null }, transfer: [] };
    case 'analyse': {
      if (!options) throw new Error('No options were sent before the documents.');
      await grammars.ensure(grammarsOf(request.files, options.language));
      const analysed = engine.analyseFiles(request.files, options);
      const fingerprints = fingerprintsOf(request.documentId, analysed, options.minimumMatchTokens);
      const { tokens, lineStarts } = analysed.document;
      const arrays = [...Object.values(tokens), ...lineStarts, analysed.hashes, analysed.starter, analysed.lexemes, fingerprints.hashes, fingerprints.positions, fingerprints.lines];
      return {
        answer: { id, ok: true, value: { fingerprints, analysed: { ...analysed, document: { ...analysed.document, files: [] } } } },
        transfer: buffersOf(arrays),
      };
    }
    case 'score': {
      const index = new SimilarityIndex();
      for (const fingerprints of request.fingerprints) index.add(fingerprints);
      // The index's places are the order the fingerprints were sent in: its columns go back as they are.
      const { a, b, similarity, longestMatch, matchedLines } = index.scoreColumns({ part: request.part, parts: request.parts }, request.linesFrom ?? 0);
      const columns: ScoreColumns = { a, b, similarity, longestMatch, matchedLines };
      return { answer: { id, ok: true, value: columns }, transfer: buffersOf(Object.values(columns)) };
    }
  }
}

/** Each buffer once: some arrays share one (a document's lexemes are both its analysis's and its fingerprints'). */
function buffersOf(arrays: readonly ArrayBufferView[]): ArrayBuffer[] {
  return [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))];
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    ({ answer: reply, transfer }) => port.postMessage(reply, transfer),
    (error: unknown) => {
      const reply: ThreadAnswer = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
});
