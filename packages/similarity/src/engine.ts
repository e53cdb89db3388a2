import { alignWithTiles } from './alignment';
import { grammarsOf, prepareDocument, type NormalizationReport } from './document';
import { explainAlignment } from './explain';
import { fingerprintsOf, type Analysed } from './fingerprints';
import { loadGrammars, sharedGrammars, type GrammarsOnDemand } from './grammars';
import { EXCLUDED, kgramHashes } from './kgrams';
import { combinedSimilarity, distinctIds } from './scoring';
import type { Tile } from './tiling';
import { fingerprintAll, type FingerprintRun } from './parallel/fingerprint-all';
import type { Alignment, EngineOptions, Explanation, Fingerprints, SourceFile, SubmissionDocument } from './types';

export type { FingerprintRun } from './parallel/fingerprint-all';

export interface SimilarityEngine {
  /** Tokenizes, normalizes and winnows one document. */
  fingerprint(document: SubmissionDocument, options: EngineOptions): Fingerprints;
  /**
   * `fingerprint` of every document, in their order, spread over this thread and worker threads when there are
   * enough documents and cores (parallel/fingerprint-all.ts). Each document's analysis is kept for `align` as
   * `fingerprint` keeps it.
   */
  fingerprintAll(documents: readonly SubmissionDocument[], options: EngineOptions, run?: FingerprintRun): Promise<Fingerprints[]>;
  /** Aligns two documents exactly: their matching fragments (neighbouring matches merged) and scores. */
  align(a: SubmissionDocument, b: SubmissionDocument, options: EngineOptions): Alignment;
  /**
   * Why two documents align as they do, for people: what normalization set aside or rewrote on each side, the
   * names and literals that differ inside the matches, and the alignment itself (the same as `align`'s).
   * It parses both documents again; it never changes a score.
   */
  explain(a: SubmissionDocument, b: SubmissionDocument, options: EngineOptions): Explanation;
  /**
   * Loads the grammars `documents` (and the options' starter code) are parsed with; once they are loaded, nothing.
   * An engine that loads its grammars on demand must be prepared before `fingerprint`, `align` or `explain` reads
   * a language it has not read yet; `fingerprintAll` prepares itself.
   */
  prepare(documents: readonly SubmissionDocument[], options: EngineOptions): Promise<void>;
}

/**
 * Changes whenever fingerprints made by one version of the engine cannot be compared with another's (tokens,
 * normalization, hashing or encoding changed), or a stored document lacks what scoring now needs of it (version 3:
 * its common resemblance; version 4: steps by one and own members read as one shape, stubs that only throw
 * dropped): a stored index made by another version must be rebuilt.
 */
export const ENGINE_VERSION = 'similarity-4';

/**
 * Loads the tree-sitter runtime and grammars (once per thread; later calls share them): every grammar, or with
 * `grammars: 'on-demand'` none until `prepare` (or `fingerprintAll`) asks for the ones a check's files take. All of
 * them hold about 20 MB more than Java's alone; a server that checks one language at a time need not keep them.
 */
export async function loadEngine({ grammars = 'all' }: { grammars?: 'all' | 'on-demand' } = {}): Promise<SimilarityEngine> {
  return new Engine(grammars === 'all' ? await loadGrammars() : sharedGrammars());
}

interface StarterCode {
  key: string;
  hashes: Set<number>;
  lexemes: Set<number>;
}

const NO_STARTER: StarterCode = { key: '', hashes: new Set(), lexemes: new Set() };

export class Engine implements SimilarityEngine {
  /** The starter code's k-grams of the last options seen (a check fingerprints every document with the same). */
  private starterCache: (StarterCode & { files: readonly SourceFile[] }) | null = null;
  /**
   * Documents analysed, by document object: a check fingerprints every document and then aligns the closest pairs
   * (each document with several others), and parsing it once is enough (parsing twice was a third of a check of
   * 500 submissions). The analysis lives as long as the caller keeps the document object (about 70 bytes a token).
   * Documents are taken as immutable; a new object (or new files) is analysed anew.
   */
  private readonly analysed = new WeakMap<SubmissionDocument, { files: readonly SourceFile[]; key: string; result: Analysed }>();

  constructor(private readonly grammars: GrammarsOnDemand) {}

  async prepare(documents: readonly SubmissionDocument[], options: EngineOptions): Promise<void> {
    await this.grammars.ensure(grammarsOf([...(options.starter ?? []), ...documents.flatMap((document) => document.files)], options.language));
  }

  fingerprint(document: SubmissionDocument, options: EngineOptions): Fingerprints {
    return fingerprintsOf(document.id, this.analyseOnce(document, options), options.minimumMatchTokens);
  }

  async fingerprintAll(documents: readonly SubmissionDocument[], options: EngineOptions, run: FingerprintRun = {}): Promise<Fingerprints[]> {
    // This thread fingerprints its share of the documents and later aligns any of them.
    await this.prepare(documents, options);
    return fingerprintAll(this, documents, options, run);
  }

  /** A document's analysis, made afresh and not kept (a worker thread's part of `fingerprintAll`). */
  analyseFiles(files: readonly SourceFile[], options: EngineOptions): Analysed {
    return this.analyse(files, options);
  }

  /** Keeps an analysis of `document` made elsewhere (in a worker thread) for `align`, as `fingerprint` keeps its own. */
  remember(document: SubmissionDocument, options: EngineOptions, result: Analysed): void {
    this.analysed.set(document, { files: document.files, key: this.analysisKey(options), result });
  }

  align(a: SubmissionDocument, b: SubmissionDocument, options: EngineOptions): Alignment {
    return this.alignAnalysed(a.id, b.id, this.analyseOnce(a, options), this.analyseOnce(b, options), options).alignment;
  }

  explain(a: SubmissionDocument, b: SubmissionDocument, options: EngineOptions): Explanation {
    const reports: [NormalizationReport, NormalizationReport] = [
      { dropped: [], rewrites: [] },
      { dropped: [], rewrites: [] },
    ];
    const left = this.analyse(a.files, options, reports[0]);
    const right = this.analyse(b.files, options, reports[1]);
    const { alignment, tiles } = this.alignAnalysed(a.id, b.id, left, right, options);
    return explainAlignment(
      { ...left, report: reports[0] },
      { ...right, report: reports[1] },
      alignment,
      tiles,
      options.minimumMatchTokens,
    );
  }

  private alignAnalysed(idA: string, idB: string, left: Analysed, right: Analysed, options: EngineOptions): { alignment: Alignment; tiles: Tile[] } {
    const aligned = alignWithTiles(idA, idB, left, right, options.minimumMatchTokens);
    aligned.alignment.score.similarity = combinedSimilarity(
      aligned.alignment.score.similarity,
      left.lexemes,
      right.lexemes,
      Math.max(ownTokens(left.starter), ownTokens(right.starter)),
    );
    return aligned;
  }

  private analysisKey(options: EngineOptions): string {
    return `${options.language}\n${options.minimumMatchTokens}\n${this.starterCode(options).key}`;
  }

  private analyseOnce(document: SubmissionDocument, options: EngineOptions): Analysed {
    const key = this.analysisKey(options);
    const known = this.analysed.get(document);
    if (known && known.files === document.files && known.key === key) return known.result;
    const result = this.analyse(document.files, options);
    this.analysed.set(document, { files: document.files, key, result });
    return result;
  }

  /** Tokens and k-grams of a document, with the starter code's k-grams marked. */
  private analyse(files: readonly SourceFile[], options: EngineOptions, report?: NormalizationReport): Analysed {
    const k = options.minimumMatchTokens;
    const document = prepareDocument(this.grammars, files, options.language, report);
    const hashes = kgramHashes(document.tokens.kinds, k);
    const starter = new Uint8Array(document.tokens.kinds.length);
    const { hashes: starterHashes, lexemes: starterLexemes } = this.starterCode(options);
    if (starterHashes.size > 0) {
      for (let i = 0; i < hashes.length; i++) {
        if (!starterHashes.has(hashes[i]!)) continue;
        hashes[i] = EXCLUDED;
        starter.fill(1, i, i + k);
      }
    }
    // The lexical channel compares what the languages' own tokens cannot: for `text` the tokens are the words.
    const lexemes =
      options.language === 'text'
        ? new Uint32Array(0)
        : distinctIds(
            document.tokens.lexemes.filter((_, i) => !starter[i]),
            starterLexemes,
          );
    return { document, hashes, starter, lexemes };
  }

  /** The starter code's k-grams and lexemes. */
  private starterCode(options: EngineOptions): StarterCode {
    const files = options.starter ?? [];
    if (files.length === 0) return NO_STARTER;
    const cached = this.starterCache;
    if (cached && cached.files === files && cached.key.startsWith(`${options.language}\n${options.minimumMatchTokens}\n`)) return cached;
    const key = `${options.language}\n${options.minimumMatchTokens}\n${JSON.stringify(files.map((f) => [f.path, f.text]))}`;
    if (this.starterCache?.key !== key) {
      const document = prepareDocument(this.grammars, files, options.language);
      this.starterCache = {
        files,
        key,
        hashes: new Set(kgramHashes(document.tokens.kinds, options.minimumMatchTokens)),
        lexemes: new Set(document.tokens.lexemes),
      };
    }
    this.starterCache!.files = files;
    return this.starterCache!;
  }
}

function ownTokens(starter: Uint8Array): number {
  let count = 0;
  for (const flag of starter) if (!flag) count++;
  return count;
}
