import type { CsvRecord } from './csv-records';

// A header row as the exports write it, looked up by column name without regard to case or spacing.

export function normalizeHeading(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

export class Columns {
  private readonly index = new Map<string, number>();

  constructor(header: readonly string[]) {
    header.forEach((heading, position) => {
      const key = normalizeHeading(heading);
      if (!this.index.has(key)) this.index.set(key, position);
    });
  }

  has(...names: string[]): boolean {
    return names.every((name) => this.index.has(name));
  }

  /** The first of the names that the header has, or undefined. */
  find(...names: string[]): number | undefined {
    for (const name of names) {
      const position = this.index.get(name);
      if (position !== undefined) return position;
    }
    return undefined;
  }

  /** The trimmed cell of a record under the first of the names the header has ('' when none). */
  cell(record: CsvRecord, ...names: string[]): string {
    const position = this.find(...names);
    return position === undefined ? '' : (record.cells[position] ?? '').trim();
  }
}
