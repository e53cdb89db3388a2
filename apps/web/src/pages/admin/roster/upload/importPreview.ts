import type { RosterImportOutcome, RosterImportResult, RosterImportRow, RosterRole } from '@marginalia/contracts';
import type { ParsedRosterRow } from '../csv/parseRosterFile';

// The rows of a roster upload as the admin reviews them: what was read from the file (and edited since),
// merged with the server's dry-run verdict on each row.

/** A row as it stands; editing a row gives it a new id, so an old verdict is never shown for new content. */
export interface DraftRow {
  id: number;
  /** Line in the file, or null for a row the admin typed. */
  line: number | null;
  email: string;
  role: string;
  section: string;
  /** Shape problems found while reading the file; cleared once the admin edits the row. */
  clientErrors: string[];
}

let nextId = 1;
export function newRowId(): number {
  return nextId++;
}

export function draftRowsFrom(parsed: readonly ParsedRosterRow[]): DraftRow[] {
  return parsed.map((row) => ({ id: newRowId(), line: row.line, email: row.email, role: row.role, section: row.section, clientErrors: row.errors }));
}

export function editedRow(row: DraftRow, changes: Pick<DraftRow, 'email' | 'role' | 'section'>): DraftRow {
  return { ...row, ...changes, id: newRowId(), clientErrors: [] };
}

export function importRequestRows(rows: readonly DraftRow[]): RosterImportRow[] {
  return rows.map(({ email, role, section }) => (section.trim() === '' ? { email, role } : { email, role, section }));
}

/** A dry run's answer together with the rows it judged, matched by position. */
export interface JudgedImport {
  rowIds: number[];
  result: RosterImportResult;
}

export type PreviewOutcome = RosterImportOutcome | 'pending';

export interface PreviewRow {
  id: number;
  line: number | null;
  email: string;
  roleText: string;
  role: RosterRole | null;
  section: string;
  outcome: PreviewOutcome;
  errors: string[];
}

/**
 * The server names other rows by their position in the request ("Duplicate of row 3."); the admin sees
 * lines of their file, so such references are rewritten to the line of that row.
 */
function withFileLines(message: string, lineAtPosition: (position: number) => number | null | undefined): string {
  return message.replace(/\brow (\d+)\b/g, (text, position: string) => {
    const line = lineAtPosition(Number(position));
    return typeof line === 'number' ? `line ${line}` : text;
  });
}

export function previewRows(drafts: readonly DraftRow[], judged: JudgedImport | undefined): PreviewRow[] {
  const verdicts = new Map<number, RosterImportResult['rows'][number]>();
  const lineOfId = new Map(drafts.map((draft) => [draft.id, draft.line]));
  const lineAtPosition = (position: number) => {
    const id = judged?.rowIds[position - 1];
    return id === undefined ? undefined : lineOfId.get(id);
  };
  if (judged) judged.rowIds.forEach((id, position) => {
    const verdict = judged.result.rows[position];
    if (verdict) verdicts.set(id, verdict);
  });
  return drafts.map((draft) => {
    const verdict = verdicts.get(draft.id);
    const errors = [...draft.clientErrors, ...(verdict?.errors ?? []).map((error) => withFileLines(error, lineAtPosition))];
    return {
      id: draft.id,
      line: draft.line,
      email: draft.email,
      roleText: draft.role,
      role: verdict?.role ?? null,
      section: draft.section,
      outcome: errors.length > 0 ? 'error' : (verdict?.outcome ?? 'pending'),
      errors,
    };
  });
}

export interface PreviewCounts {
  added: number;
  newUser: number;
  reenrolled: number;
  moved: number;
  unchanged: number;
  /** Rows with errors plus problems of the upload as a whole; anything here blocks the import. */
  errors: number;
  pending: number;
}

export function previewCounts(rows: readonly PreviewRow[], fileErrors: readonly string[]): PreviewCounts {
  const counts: PreviewCounts = { added: 0, newUser: 0, reenrolled: 0, moved: 0, unchanged: 0, errors: fileErrors.length, pending: 0 };
  for (const row of rows) {
    if (row.outcome === 'error') counts.errors += 1;
    else counts[row.outcome] += 1;
  }
  return counts;
}
