/** The separators a roster file may use: commas (CSV), tabs (pasted from a spreadsheet), semicolons (CSV saved in locales that write decimal commas). */
export type RosterDelimiter = ',' | '\t' | ';';

/**
 * Picks the separator from the first non-blank line. Done here rather than by the parser's own guess because
 * that guess gives up on two-column or one-column input, which is exactly what pasted lists are.
 */
export function detectDelimiter(text: string): RosterDelimiter {
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const counts = { ',': 0, '\t': 0, ';': 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === '\t' || char === ';')) counts[char] += 1;
  }
  if (counts['\t'] > 0) return '\t';
  if (counts[';'] > counts[',']) return ';';
  return ',';
}
