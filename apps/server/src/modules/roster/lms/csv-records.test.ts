import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records';

describe('readCsvRecords', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, numbering records by their first line', () => {
    const text = '\uFEFFStudent,ID\r\n"Okafor, Nia",1\r\n\r\n"Say ""hi""\nagain",2\n';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, cells: ['Student', 'ID'] },
      { line: 2, cells: ['Okafor, Nia', '1'] },
      { line: 4, cells: ['Say "hi"\nagain', '2'] },
    ]);
  });

  it('reads tab-separated text and a last line without a line end', () => {
    expect(readCsvRecords('"Last Name"\t"First Name"\n"Ito"\t"Sam, Jr."')).toEqual([
      { line: 1, cells: ['Last Name', 'First Name'] },
      { line: 2, cells: ['Ito', 'Sam, Jr.'] },
    ]);
  });
});
