import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Executor, StoredStarterFile } from '@marginalia/db';
import {
  ENGINE_VERSION,
  decodeFingerprints,
  detectLanguage,
  discountAgainst,
  discountCommonResemblanceColumns,
  discountedAt,
  refineDiscountedScore,
  scoreAllColumns,
  SimilarityIndex,
  startEngineThreads,
  THREADED_FROM,
  type EngineLanguage,
  type DiscountedPairs,
  type DiscountedScore,
  type EngineOptions,
  type Fingerprints,
  type PairScore,
  type Resemblance,
  type SimilarityEngine,
  type SubmissionDocument,
} from '@marginalia/similarity';
import { readComparedDocuments, readStarter, readSubmissionDocuments, type ReadDocument } from './documents';
import { ALIGN_TOP, PAIR_FLOOR, PAIR_KEEP_MAX, pairsToAlign } from './limits';
import type { ProgressReporter } from './progress';
import {
  selectCheckedSubmissions,
  selectDocuments,
  selectEarlierAssignments,
  similarityAtRank,
  type SimilarityCheckRow,
  type SimilarityDocumentRow,
  type SimilarityPairValues,
} from './queries';

// One run of a check, from the stored state to what it will store: submissions whose files are unchanged since
// the last run keep their documents (fingerprints are decoded, not computed again); new and changed ones are
// read and fingerprinted, then scored against the index of the others (SimilarityIndex.scoreAgainst). The first
// run, or a run after the starter code changed, fingerprints everything and scores the whole index at once. The
// closest pairs are aligned exactly. Nothing is written here but progress: the job stores the result in one
// transaction with its completion.

export interface CheckRunResult {
  language: EngineLanguage;
  starter: StoredStarterFile[];
  /** Documents to delete (submissions gone, or read again), and whether their pairs go with them. */
  dropped: number[];
  /** Submissions whose files changed or that are gone: their pairs are dropped with their reviews. */
  replaced: number[];
  /** True when every pair was scored again: pairs not found again are dropped. */
  rescoredAll: boolean;
  /**
   * Documents to store. Without their texts as the engine compared them: those, and the analyses the engine keeps
   * of them for alignment, are let go before storing (tens of megabytes for 500 submissions).
   */
  added: { read: Omit<ReadDocument, 'document'>; assignmentId: number; fingerprints: Fingerprints; resemblance: Resemblance }[];
  /** Documents kept from earlier runs whose nearest score a new document raised (docs/SIMILARITY.md, "Common resemblance"). */
  raisedNearest: { submissionId: number; nearest: number }[];
  pairs: SimilarityPairValues[];
  submissionCount: number;
  /** Pairs the check counts: every pair with at least one submission of the check's assignment. */
  countedPairs: number;
}

interface Run {
  db: Executor;
  engine: SimilarityEngine;
  check: SimilarityCheckRow;
  progress: ProgressReporter;
  signal: AbortSignal;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const sameStarter = (a: readonly StoredStarterFile[] | null, b: readonly StoredStarterFile[]) => a !== null && JSON.stringify(a) === JSON.stringify(b);

function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new Error('The check was interrupted.');
}

export async function runCheck({ db, engine, check, progress, signal }: Run): Promise<CheckRunResult> {
  const earlier = await selectEarlierAssignments(db, [check.id]);
  const wanted = await selectCheckedSubmissions(db, [check.assignmentId, ...earlier.map((row) => row.assignmentId)], check.baseSubmissionId);
  const starter = await readStarter(db, check.assignmentId, check.baseSubmissionId);
  const stored = await selectDocuments(db, check.id);
  const starterKept = sameStarter(check.starter, starter);
  const wantedById = new Map(wanted.map((row) => [row.submissionId, row]));
  const unchanged = (doc: SimilarityDocumentRow) => {
    const now = wantedById.get(doc.submissionId);
    return now !== undefined && sameIds(now.fileIds, doc.fileIds);
  };
  // Fingerprints made by another version of the engine are not comparable with new ones: all are made again, as
  // after a change of starter code (reviews of pairs found again are kept).
  const sameEngine = stored.every((doc) => doc.engineVersion === ENGINE_VERSION);
  const kept = starterKept && sameEngine ? stored.filter(unchanged) : [];
  const keptIds = new Set(kept.map((doc) => doc.submissionId));
  const toRead = wanted.filter((row) => !keptIds.has(row.submissionId));
  const assignmentOf = new Map(wanted.map((row) => [row.submissionId, row.assignmentId]));

  const { read, language, options, added, scores, raisedNearest } = await compare({ db, engine, check, progress, signal }, toRead, kept, assignmentOf, starter);
  const pairs = await alignClosest({ db, engine, check, progress, signal }, scores, options, new Map(read.map((entry) => [entry.document.id, entry.document])), kept);

  const submissionCount = kept.length + read.length;
  const earlierCount = [...keptIds, ...read.map((doc) => doc.submissionId)].filter((id) => assignmentOf.get(id) !== check.assignmentId).length;
  const replaced = stored.filter((doc) => !unchanged(doc)).map((doc) => doc.submissionId);
  return {
    language,
    starter,
    dropped: stored.filter((doc) => !keptIds.has(doc.submissionId)).map((doc) => doc.submissionId),
    replaced,
    rescoredAll: kept.length === 0,
    added,
    raisedNearest,
    pairs,
    submissionCount,
    countedPairs: pairsAmong(submissionCount) - pairsAmong(earlierCount),
  };
}

interface Compared {
  read: ReadDocument[];
  language: EngineLanguage;
  options: EngineOptions;
  added: CheckRunResult['added'];
  raisedNearest: CheckRunResult['raisedNearest'];
  /** The pairs the check counts that it goes on with (pairsToKeep), discounted. */
  scores: DiscountedScore[];
}

/**
 * Reads the submissions not kept, fingerprints them and scores their pairs: every pair on a first run, the new
 * documents' pairs against the others on an update. Engine threads share fingerprinting and scoring with this
 * thread; they start before the reading, so that loading their grammars overlaps it, and end once pairs are scored.
 */
async function compare(
  { db, engine, check, progress, signal }: Run,
  toRead: readonly { submissionId: number }[],
  kept: readonly SimilarityDocumentRow[],
  assignmentOf: ReadonlyMap<number, number>,
  starter: readonly StoredStarterFile[],
): Promise<Compared> {
  const threads = toRead.length >= THREADED_FROM ? startEngineThreads() : null;
  try {
    await progress.step('Reading submissions', toRead.length);
    stopIfAborted(signal);
    // The files read are the ones compared: a file uploaded since the list was read counts from now on.
    const read = await readSubmissionDocuments(
      db,
      toRead.map((row) => row.submissionId),
      (count) => {
        stopIfAborted(signal);
        progress.advance(count);
      },
    );
    const language = chooseLanguage(check, kept.length > 0, read);
    const options: EngineOptions = { language, minimumMatchTokens: check.minimumMatchTokens, starter: starter.map((file) => ({ path: file.path, text: file.text })) };

    await progress.step('Comparing', read.length);
    const index = new SimilarityIndex();
    for (const doc of kept) index.add(decodeFingerprints(doc.fingerprints));
    const fingerprinted = await engine.fingerprintAll(
      read.map((entry) => entry.document),
      options,
      { signal, threads, onProgress: (done) => progress.advance(done) },
    );
    const rawScores: PairScore[] = [];
    read.forEach((_, position) => {
      const fingerprints = fingerprinted[position]!;
      // Incremental: only the new document's pairs are scored, against everything indexed so far.
      if (kept.length > 0) rawScores.push(...index.scoreAgainst(fingerprints));
      index.add(fingerprints);
    });
    // Pairs of documents that resemble much of the check count less (the engine's common-resemblance discount).
    // Only pairs with at least one submission of the check's assignment count (two earlier ones were compared then).
    const readIds = read.map((entry) => entry.document.id);
    const counts = (id: string) => assignmentOf.get(Number(id)) === check.assignmentId;
    let scores: DiscountedScore[];
    let resemblance: ReadonlyMap<string, Resemblance>;
    let raisedNearest: CheckRunResult['raisedNearest'] = [];
    if (kept.length > 0) {
      const discounted = discountAgainst(rawScores, readIds, new Map(kept.map((doc) => [String(doc.submissionId), { typical: doc.typicalSimilarity, nearest: doc.nearestSimilarity }])));
      scores = pairsToKeep(discounted.scores.filter((score) => counts(score.a) || counts(score.b)));
      resemblance = discounted.resemblance;
      raisedNearest = [...discounted.raisedNearest].map(([id, nearest]) => ({ submissionId: Number(id), nearest }));
    } else {
      // Every pair of the check: scored and discounted as columns, and only the pairs it goes on with made objects.
      // Pairs under the floor are neither kept nor aligned for their line counts (those aligned get the alignment's).
      const discounted = discountCommonResemblanceColumns(await scoreAllColumns(index, threads, PAIR_FLOOR), readIds);
      const countedPlaces = discounted.pairs.ids.map(counts);
      scores = pairsWorthKeeping(discounted, (i) => countedPlaces[discounted.pairs.a[i]!]! || countedPlaces[discounted.pairs.b[i]!]!);
      resemblance = discounted.resemblance;
    }
    const added: CheckRunResult['added'] = read.map(({ submissionId, files, fileIds, document }, position) => ({
      read: { submissionId, files, fileIds },
      assignmentId: assignmentOf.get(submissionId)!,
      fingerprints: fingerprinted[position]!,
      resemblance: resemblance.get(document.id)!,
    }));
    return { read, language, options, added, raisedNearest, scores };
  } finally {
    await threads?.close();
  }
}

const pairsAmong = (n: number) => (n * (n - 1)) / 2;

/** The check's language: as asked, or detected from the files (kept as it was while old fingerprints are reused). */
function chooseLanguage(check: SimilarityCheckRow, reusing: boolean, read: readonly ReadDocument[]): EngineLanguage {
  if (check.language !== 'auto') return check.language;
  if (reusing && check.detectedLanguage !== null && check.detectedLanguage !== 'auto') return check.detectedLanguage;
  return detectLanguage(read.flatMap((doc) => doc.document.files.map((file) => file.path)));
}

/** A pair's scores as stored: a similarity within 0..1, whole line counts. */
export function storedScores(score: Pick<PairScore, 'similarity' | 'longestMatch' | 'matchedLines'>) {
  const lines = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0);
  const similarity = Number.isFinite(score.similarity) ? Math.min(1, Math.max(0, score.similarity)) : 0;
  return { similarity, longestMatch: lines(score.longestMatch), matchedLines: lines(score.matchedLines) };
}

/**
 * The scored pairs a run goes on with, so that what it holds stays bounded: all of them when there are at most
 * `max`; else those at or above the floor (the others would not be kept), and of those at most `max`, the most
 * similar. Below the ceiling nothing changes: the floor is applied after alignment, to the score shown.
 */
export function pairsToKeep<T extends PairScore>(scores: T[], max = PAIR_KEEP_MAX): T[] {
  if (scores.length <= max) return scores;
  const above = scores.filter((score) => score.similarity >= PAIR_FLOOR);
  return above.length <= max ? above : above.sort((x, y) => y.similarity - x.similarity).slice(0, max);
}

/**
 * What pairsToKeep leaves of a whole check's counted pairs (`counts(i)`), as objects, less the pairs that could be
 * neither aligned nor kept: below the ceiling, those scoring under the floor that are not among the ALIGN_TOP most
 * similar (aligning can raise a pair's score; pairs below the floor are the last ALIGN_TOP ranks reach, and no
 * pair above ALIGN_ABOVE is under it). The pairs aligned and the pairs kept are the same as from all of them.
 */
export function pairsWorthKeeping(discounted: DiscountedPairs, counts: (i: number) => boolean): DiscountedScore[] {
  const { pairs, discount } = discounted;
  const score = (i: number) => pairs.similarity[i]! * discount[i]!;
  const counted: number[] = [];
  let atFloor = 0;
  for (let i = 0; i < pairs.a.length; i++) {
    if (!counts(i)) continue;
    counted.push(i);
    if (score(i) >= PAIR_FLOOR) atFloor++;
  }
  const objects = (chosen: number[]) => chosen.map((i) => discountedAt(discounted, i));
  if (counted.length > PAIR_KEEP_MAX) return pairsToKeep(objects(counted.filter((i) => score(i) >= PAIR_FLOOR)));
  // The ALIGN_TOP most similar, ranked as pairsToAlign ranks them (equal scores in the pairs' order); with ALIGN_TOP
  // pairs at or above the floor, all of them are.
  const top = atFloor >= ALIGN_TOP ? new Set<number>() : new Set([...counted].sort((x, y) => score(y) - score(x) || x - y).slice(0, ALIGN_TOP));
  return objects(counted.filter((i) => score(i) >= PAIR_FLOOR || top.has(i)));
}

async function alignClosest(
  run: Run,
  scores: DiscountedScore[],
  options: EngineOptions,
  readDocuments: Map<string, SubmissionDocument>,
  kept: readonly SimilarityDocumentRow[],
): Promise<SimilarityPairValues[]> {
  const { db, engine, check, progress, signal } = run;
  const chosen = pairsToAlign(scores, kept.length > 0 ? await similarityAtRank(db, check.id, ALIGN_TOP) : 0);
  // Documents kept from earlier runs that a chosen pair needs are read together, not one statement each.
  const keptById = new Map(kept.map((doc) => [String(doc.submissionId), doc]));
  const needed = [...new Set([...chosen].flatMap((score) => [score.a, score.b]))].filter((id) => !readDocuments.has(id));
  const stored = await readComparedDocuments(db, needed.map((id) => ({ id, files: keptById.get(id)?.files ?? [] })));
  const documents = new Map([...readDocuments, ...stored.map((document) => [document.id, document] as const)]);

  await engine.prepare([...documents.values()], options);
  await progress.step('Aligning the closest pairs', chosen.size);
  const pairs: SimilarityPairValues[] = [];
  let aligned = 0;
  for (const score of scores) {
    const [a, b] = Number(score.a) < Number(score.b) ? [score.a, score.b] : [score.b, score.a];
    let values: SimilarityPairValues = { checkId: check.id, submissionA: Number(a), submissionB: Number(b), ...storedScores(score), discount: score.discount, fragments: null };
    if (chosen.has(score)) {
      stopIfAborted(signal);
      const alignment = engine.align(documents.get(a)!, documents.get(b)!, options);
      // The shown score weighs the index's estimate with the exact alignment, discounted as the estimate was.
      values = { ...values, ...storedScores(refineDiscountedScore(score, alignment)), fragments: alignment.fragments };
      progress.advance(++aligned);
      await yieldToEvents();
    }
    if (values.similarity >= PAIR_FLOOR) pairs.push(values);
  }
  return pairs.sort((x, y) => y.similarity - x.similarity).slice(0, PAIR_KEEP_MAX);
}
