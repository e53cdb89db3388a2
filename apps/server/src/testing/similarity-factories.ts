import { similarityChecks, similarityDocuments, similarityPairs, type Database, type StoredFragment } from '@marginalia/db';

// Similarity checks written straight to the database, for tests that need a check in a given state (the
// authorization matrix) without running the engine.

export interface StoredPairSpec {
  a: number;
  b: number;
  similarity: number;
  fragments?: StoredFragment[] | null;
}

/** A complete check of the assignment that compared these submissions (no files) and kept these pairs. */
export async function createCompletedCheck(db: Database, assignmentId: number, submissionIds: number[], pairs: StoredPairSpec[] = []) {
  const now = new Date();
  const [check] = await db
    .insert(similarityChecks)
    .values({
      assignmentId,
      minimumMatchTokens: 12,
      state: 'complete',
      detectedLanguage: 'python',
      submissionCount: submissionIds.length,
      pairCount: pairs.length,
      starter: [],
      resultsAt: now,
      startedAt: now,
      finishedAt: now,
      durationMs: 1,
    })
    .returning();
  if (submissionIds.length > 0) {
    await db.insert(similarityDocuments).values(
      submissionIds.map((submissionId) => ({ checkId: check!.id, submissionId, assignmentId, fileIds: [], files: [], fingerprints: Buffer.alloc(0), engineVersion: 'test', tokenCount: 0, lineCount: 0 })),
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
      })),
    )
    .returning();
  return { check: check!, pairs: stored };
}
