// Where seeded comments go, worked out from the text they point at, so that the content files can change
// without anyone counting characters.

export interface Range {
  startLine: number;
  endLine: number;
  startChar: number;
  endChar: number;
}

/** The first occurrence of `needle` on or after line `from` (0-based), as a one-line range; throws when absent. */
export function rangeOfText(code: string, needle: string, from = 0): Range {
  const lines = code.split('\n');
  for (let line = from; line < lines.length; line += 1) {
    const start = lines[line]!.indexOf(needle);
    if (start >= 0) return { startLine: line, endLine: line, startChar: start, endChar: start + needle.length };
  }
  throw new Error(`Seed text not found: ${needle}`);
}

/** A whole notebook cell: the line is the cell's index, the characters span its source. */
export function rangeOfCell(notebookJson: string, cell: number): Range {
  const cells = (JSON.parse(notebookJson) as { cells: { source: string[] | string }[] }).cells;
  const source = cells[cell]?.source;
  if (source === undefined) throw new Error(`Seed notebook has no cell ${cell}`);
  const length = (Array.isArray(source) ? source.join('') : source).length;
  return { startLine: cell, endLine: cell, startChar: 0, endChar: length };
}
