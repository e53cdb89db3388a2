import { similarityCheckEarlierAssignments, similarityChecks, similarityDocuments, similarityPairs, type Database, type StoredFragment } from '@marginalia/db';

// Similarity checks written straight to the database, for tests that need a check in a given state (the
// authorization matrix) without running the engine.

export interface StoredPairSpec {
  a: number;
  b: number;
  similarity: number;
  fragments?: StoredFragment[] | null;
  reviewStatus?: 'unreviewed' | 'reviewed' | 'cleared' | 'flagged';
}

/** An earlier offering the check compared: an assignment of another course and the submissions it read there. */
export interface EarlierSpec {
  assignmentId: number;
  submissionIds: number[];
}

/** A complete check of the assignment that compared these submissions (no files), and those of `earlier`, and kept these pairs. */
export async function createCompletedCheck(db: Database, assignmentId: number, submissionIds: number[], pairs: StoredPairSpec[] = [], earlier: EarlierSpec[] = []) {
  const now = new Date();
  const [check] = await db
    .insert(similarityChecks)
    .values({
      assignmentId,
      minimumMatchTokens: 12,
      state: 'complete',
      detectedLanguage: 'python',
      submissionCount: submissionIds.length + earlier.reduce((sum, offering) => sum + offering.submissionIds.length, 0),
      pairCount: pairs.length,
      starter: [],
      resultsAt: now,
      startedAt: now,
      finishedAt: now,
      durationMs: 1,
    })
    .returning();
  if (earlier.length > 0) await db.insert(similarityCheckEarlierAssignments).values(earlier.map((offering) => ({ checkId: check!.id, assignmentId: offering.assignmentId })));
  const documents = [{ assignmentId, submissionIds }, ...earlier].flatMap((set) => set.submissionIds.map((submissionId) => ({ submissionId, assignmentId: set.assignmentId })));
  if (documents.length > 0) {
    await db.insert(similarityDocuments).values(
      documents.map((document) => ({ checkId: check!.id, ...document, fileIds: [], files: [], fingerprints: Buffer.alloc(0), engineVersion: 'test', tokenCount: 0, lineCount: 0 })),
    );
  }
  const stored = pairs.length === 0 ? [] : await db
    .insert(similarityPairs)
    .values(
      pairs.map((pair) => ({
        checkId: check!.id,
        submissionA: Math.min(pair.a, pair.b),
        submissionB: Math.max(pair.a, pair.b),
        similarity: pair.similarity,
        longestMatch: 1,
        matchedLines: 2,
        fragments: pair.fragments === undefined ? [] : pair.fragments,
        reviewStatus: pair.reviewStatus ?? 'unreviewed',
      })),
    )
    .returning();
  return { check: check!, pairs: stored };
}
