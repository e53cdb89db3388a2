import { toCsv } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { downloadName } from '../exports/file-names';
import { loadCheckForSimilarity, visiblePairsFilter } from './policy';
import { selectFlaggedPairs } from './queries';
import { assertHasResults } from './service';
import { loadSideLabeler } from './sides';

// The flagged pairs of a check as CSV, most similar first, named as the caller reads them in the console (a side
// the caller may not read now is "A submission from another course"; pairs with neither side readable are left
// out, as in the console). Cells go through toCsv, which defuses anything a spreadsheet would run as a formula (notes are free text).

export const FLAGGED_HEADER = ['first', 'second', 'similarity (%)', 'longest match (lines)', 'matched lines', 'note', 'reviewed by', 'reviewed at'];

export async function exportFlaggedPairs(db: Executor, checkId: number, user: AuthUser): Promise<{ fileName: string; body: string }> {
  const access = await loadCheckForSimilarity(db, checkId, user);
  assertHasResults(access);
  const pairs = await selectFlaggedPairs(db, checkId, visiblePairsFilter(access));
  const label = await loadSideLabeler(db, access, user.id, pairs.flatMap((pair) => [pair.submissionA, pair.submissionB]));
  const rows = pairs.map((pair) => [
    label(pair.submissionA).label,
    label(pair.submissionB).label,
    Math.round(pair.similarity * 1000) / 10,
    pair.longestMatch,
    pair.matchedLines,
    pair.reviewNote,
    pair.reviewedBy,
    pair.reviewedAt?.toISOString() ?? null,
  ]);
  const fileName = downloadName([access.course.course.name, access.assignment.name, 'flagged pairs'], 'csv');
  // With a byte order mark, as the grade exports: spreadsheet programs then read the file as UTF-8.
  return { fileName, body: `\uFEFF${toCsv(FLAGGED_HEADER, rows)}` };
}
