import { describe, expect, it } from 'vitest';
import { parseRosterRole } from '@marginalia/contracts';
import { parseRosterFile } from './parseRosterFile';

const simple = (input: string) => parseRosterFile(input, 'students').rows.map(({ line, email, role, section }) => [line, email, role, section]);

describe('parseRosterFile', () => {
  it('reads email, role and section columns without a header', () => {
    expect(simple('a@x.edu,student,S1\nb@x.edu,grader\n')).toEqual([
      [1, 'a@x.edu', 'student', 'S1'],
      [2, 'b@x.edu', 'grader', ''],
    ]);
    expect(parseRosterFile('a@x.edu,student', 'students').headerSkipped).toBe(false);
  });

  it('detects and skips a header row, whatever its spelling and column order', () => {
    const parsed = parseRosterFile('Section,E-mail Address,Role,Name\nS2,a@x.edu,TA,Ada\n', 'students');
    expect(parsed.headerSkipped).toBe(true);
    expect(parsed.rows).toEqual([{ line: 2, email: 'a@x.edu', role: 'TA', section: 'S2', errors: [] }]);
    expect(simple('Email,Role,Section\na@x.edu,admin,\n')).toEqual([[2, 'a@x.edu', 'admin', '']]);
    expect(simple('EMAIL\na@x.edu\n')).toEqual([[2, 'a@x.edu', 'student', '']]);
  });

  it('treats a first row that names no e-mail column as data, for the server to report', () => {
    const parsed = parseRosterFile('name,role\na@x.edu,student\n', 'students');
    expect(parsed.headerSkipped).toBe(false);
    expect(parsed.rows.map((row) => row.email)).toEqual(['name', 'a@x.edu']);
  });

  it('gives rows without a role the default role, in a spelling the role parser understands', () => {
    for (const role of ['students', 'graders', 'superGraders', 'courseAdmins'] as const) {
      const [row] = parseRosterFile('a@x.edu\n', role).rows;
      expect(parseRosterRole(row?.role ?? '')).toBe(role);
    }
    expect(simple('a@x.edu,,S1')).toEqual([[1, 'a@x.edu', 'student', 'S1']]);
  });

  it('reads a pasted list, one e-mail per line, trimming spaces and skipping blank lines', () => {
    expect(parseRosterFile('  a@x.edu \n\n   \nb@x.edu\n\n', 'graders').rows.map((row) => [row.line, row.email, row.role])).toEqual([
      [1, 'a@x.edu', 'grader'],
      [4, 'b@x.edu', 'grader'],
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted cells, and counts lines from where each row starts', () => {
    expect(simple('"a@x.edu","student","Lab, ""A"""\n"b@x.edu",grader,"two\nlines"\nc@x.edu,student\n')).toEqual([
      [1, 'a@x.edu', 'student', 'Lab, "A"'],
      [2, 'b@x.edu', 'grader', 'two\nlines'],
      [4, 'c@x.edu', 'student', ''],
    ]);
  });

  it('drops a byte-order mark and accepts CRLF and CR line ends', () => {
    const parsed = parseRosterFile('\uFEFFEmail,Role\r\na@x.edu,student\r\n\r\nb@x.edu,grader\rc@x.edu,admin', 'students');
    expect(parsed.headerSkipped).toBe(true);
    expect(parsed.rows.map((row) => [row.line, row.email, row.role])).toEqual([
      [2, 'a@x.edu', 'student'],
      [4, 'b@x.edu', 'grader'],
      [5, 'c@x.edu', 'admin'],
    ]);
  });

  it('reads tab-separated rows pasted from a spreadsheet and semicolon-separated CSV', () => {
    expect(simple('a@x.edu\tstudent\tS1\nb@x.edu\tgrader\n')).toEqual([
      [1, 'a@x.edu', 'student', 'S1'],
      [2, 'b@x.edu', 'grader', ''],
    ]);
    expect(simple('a@x.edu;student;S1\n')).toEqual([[1, 'a@x.edu', 'student', 'S1']]);
  });

  it('flags rows with more columns than expected, ignoring trailing empty cells', () => {
    const [wide, padded] = parseRosterFile('a@x.edu,student,S1,extra\nb@x.edu,student,S1,,,\n', 'students').rows;
    expect(wide?.errors).toEqual(['Too many columns (4): expected email, role and an optional section.']);
    expect(padded?.errors).toEqual([]);
    const [shifted] = parseRosterFile('email,role\na@x.edu,student,S1\n', 'students').rows;
    expect(shifted?.errors).toEqual(['Too many columns (3): the header row has 2.']);
  });

  it('fills missing columns with the default role and no section', () => {
    expect(simple('email,role,section\na@x.edu\n')).toEqual([[2, 'a@x.edu', 'student', '']]);
  });

  it('returns no rows for empty input or a lone header', () => {
    expect(parseRosterFile('', 'students').rows).toEqual([]);
    expect(parseRosterFile('\n \n', 'students').rows).toEqual([]);
    expect(parseRosterFile('email,role\n', 'students')).toEqual({ rows: [], headerSkipped: true });
  });

  it('parses 2,000 rows quickly', () => {
    const text = Array.from({ length: 2000 }, (_, index) => `s${index}@x.edu,student,S${index % 20}`).join('\n');
    const started = performance.now();
    expect(parseRosterFile(text, 'students').rows).toHaveLength(2000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
