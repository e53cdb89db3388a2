import type { SimilarityPairDetail } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { EngineLanguage, SourceFile } from '@marginalia/similarity';
import type { AuthUser } from '../../http/auth-user';
import { readComparedFiles } from './documents';
import { similarityEngine } from './engine';
import { loadPairForSimilarity } from './policy';
import { presentExplanation, presentPair } from './present';
import { storedScores } from './run-check';
import { selectDocumentsOf, storeFragments, type SimilarityCheckRow } from './queries';
import { assertHasResults } from './service';
import { loadSideLabeler } from './sides';

// One pair side by side: both submissions' files exactly as the check compared them (the file versions its
// documents recorded, not whatever the submissions hold now) and the matching fragments. A pair the check did not
// align (it was not among the closest) is aligned the first time someone opens it, and its fragments are kept.
// A side the caller may not read now (policy.ts) comes without its files and without its half of each fragment.
// Why the pair is similar is worked out on every open (the engine parses both sides again; nothing is stored):
// the same comparison as the alignment, so it also gives the fragments of a pair not aligned before.

function engineLanguage(check: Pick<SimilarityCheckRow, 'language' | 'detectedLanguage'>): EngineLanguage {
  const language = check.language === 'auto' ? check.detectedLanguage : check.language;
  return language === null || language === 'auto' ? 'text' : language;
}

export async function getPairDetail(db: Executor, pairId: number, user: AuthUser): Promise<SimilarityPairDetail> {
  const access = await loadPairForSimilarity(db, pairId, user);
  assertHasResults(access);
  const { pair, check, sidesReadable } = access;
  const documents = await selectDocumentsOf(db, check.id, [pair.submissionA, pair.submissionB]);
  const filesOf = async (submissionId: number): Promise<SourceFile[]> => {
    const document = documents.find((row) => row.submissionId === submissionId);
    return document ? readComparedFiles(db, document.files) : [];
  };
  const [left, right] = await Promise.all([filesOf(pair.submissionA), filesOf(pair.submissionB)]);

  const engine = await similarityEngine();
  const sides = [{ id: String(pair.submissionA), files: left }, { id: String(pair.submissionB), files: right }] as const;
  const options = { language: engineLanguage(check), minimumMatchTokens: check.minimumMatchTokens, starter: check.starter ?? [] };
  await engine.prepare(sides, options);
  const explanation = engine.explain(sides[0], sides[1], options);
  let { fragments, longestMatch, matchedLines } = pair;
  if (fragments === null) {
    const { alignment } = explanation;
    fragments = alignment.fragments;
    ({ longestMatch, matchedLines } = storedScores(alignment.score));
    await storeFragments(db, pair.id, fragments, { longestMatch, matchedLines });
  }

  const label = await loadSideLabeler(db, access, user.id, [pair.submissionA, pair.submissionB]);
  const [showLeft, showRight] = sidesReadable;
  const asFiles = (files: SourceFile[], shown: boolean) => (shown ? files.map((file) => ({ name: file.path, text: file.text })) : []);
  return {
    ...presentPair({ ...pair, longestMatch, matchedLines }, [label(pair.submissionA), label(pair.submissionB)]),
    files: [asFiles(left, showLeft), asFiles(right, showRight)],
    fragments: fragments.map((fragment) => ({ left: showLeft ? fragment.left : null, right: showRight ? fragment.right : null, tokens: fragment.tokens })),
    explanation: presentExplanation(explanation, [showLeft, showRight]),
  };
}
