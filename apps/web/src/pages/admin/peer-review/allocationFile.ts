import Papa from 'papaparse';
import type { PeerReviewImport } from '@marginalia/contracts';

// Reading an allocation file in the browser (docs/PEER-REVIEW.md, "Editing the allocation"): the CSV staff download
// (reviewer, submission, …) or any file with those two columns. The server judges every row.

export interface ReadAllocation {
  rows: PeerReviewImport['rows'];
  /** What is wrong with the file itself (no reviewer or submission column). */
  problem: string | null;
}

export function readAllocationCsv(text: string): ReadAllocation {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const reviewer = names.indexOf('reviewer');
  const submission = names.indexOf('submission');
  if (reviewer < 0 || submission < 0) return { rows: [], problem: 'The file needs a header row with "reviewer" and "submission" columns, as the downloaded CSV has.' };
  const rows = records.map((cells) => ({ reviewer: (cells[reviewer] ?? '').trim(), submission: Number((cells[submission] ?? '').trim()) }));
  // Rows are numbered as the server numbers them: from 1, the header not counted.
  const unreadable = rows.flatMap((row, index) => (row.reviewer === '' || !Number.isInteger(row.submission) || row.submission <= 0 ? [index + 1] : []));
  if (unreadable.length > 0) return { rows: [], problem: `Rows ${unreadable.slice(0, 10).join(', ')}${unreadable.length > 10 ? '…' : ''} need a reviewer's e-mail and a submission number.` };
  return { rows, problem: null };
}
