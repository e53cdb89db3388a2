import Papa from 'papaparse';
import type { RosterRole } from '@marginalia/contracts';
import { ROLE_NOUNS } from '../roleNames';
import { detectDelimiter } from './detectDelimiter';
import { columnsFromHeader, POSITIONAL_COLUMNS, type RosterColumns } from './rosterColumns';

/** One data row of an uploaded or pasted roster, before the server has judged it. */
export interface ParsedRosterRow {
  /** Line of the file where the row starts (1-based), so the admin can find it in their spreadsheet. */
  line: number;
  email: string;
  /** The role as written, or the default role when the row has none. */
  role: string;
  section: string;
  /** Problems with the row's shape; the server judges e-mails, roles and sections. */
  errors: string[];
}

export interface ParsedRoster {
  rows: ParsedRosterRow[];
  headerSkipped: boolean;
}

function tooManyColumns(count: number, columns: RosterColumns): string {
  return columns === POSITIONAL_COLUMNS
    ? `Too many columns (${count}): expected email, role and an optional section.`
    : `Too many columns (${count}): the header row has ${columns.width}.`;
}

/** Cells with trailing empty ones dropped: spreadsheets pad rows to the widest one. */
function meaningfulCells(cells: readonly string[]): string[] {
  const trimmed = cells.map((cell) => cell.trim());
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '') end -= 1;
  return trimmed.slice(0, end);
}

/** Every record of the text with the line it starts on. Quoted cells may span lines. */
function readRecords(text: string): Array<{ line: number; cells: string[] }> {
  const records: Array<{ line: number; cells: string[] }> = [];
  let line = 1;
  let consumed = 0;
  Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    newline: '\n',
    step: (result) => {
      records.push({ line, cells: result.data });
      const end = result.meta.cursor;
      for (let index = consumed; index < end; index += 1) if (text.charCodeAt(index) === 10) line += 1;
      consumed = end;
    },
  });
  return records;
}

/**
 * Reads a roster CSV or a pasted list (one e-mail per line, or CSV rows). A leading byte-order mark, CRLF or
 * CR line ends, blank lines and a header row are all accepted; rows without a role get `defaultRole`.
 */
export function parseRosterFile(input: string, defaultRole: RosterRole): ParsedRoster {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows: ParsedRosterRow[] = [];
  let columns: RosterColumns | null = null;
  let headerSkipped = false;
  for (const record of readRecords(text)) {
    const cells = meaningfulCells(record.cells);
    if (cells.length === 0) continue;
    if (columns === null) {
      const fromHeader = columnsFromHeader(cells);
      columns = fromHeader ?? POSITIONAL_COLUMNS;
      if (fromHeader) {
        headerSkipped = true;
        continue;
      }
    }
    const cell = (index: number | null) => (index === null ? '' : (cells[index] ?? ''));
    const errors = cells.length > columns.width ? [tooManyColumns(cells.length, columns)] : [];
    rows.push({
      line: record.line,
      email: cell(columns.email),
      role: cell(columns.role) || ROLE_NOUNS[defaultRole],
      section: cell(columns.section),
      errors,
    });
  }
  return { rows, headerSkipped };
}
