// Reads the text of an exported CSV (or tab-separated) file into records, each with the line of the file it
// starts on. Exports differ in the details docs/LMS-FILES.md lists: a byte order mark, CRLF or LF, commas or
// tabs (Blackboard's offline grade file), quoted cells that hold commas, doubled quotes and line breaks.

export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Tabs when the first line has a tab and no comma outside quotes would be likelier; commas otherwise. */
function delimiterOf(text: string): ',' | '\t' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const tabs = firstLine.split('\t').length;
  const commas = firstLine.split(',').length;
  return tabs > commas ? '\t' : ',';
}

export function readCsvRecords(input: string): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    // A blank line is no record.
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    recordLine = line;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      line += 1;
      endRecord();
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
