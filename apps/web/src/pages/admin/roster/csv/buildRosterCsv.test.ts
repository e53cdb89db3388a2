import { describe, expect, it } from 'vitest';
import type { Roster } from '@marginalia/contracts';
import { buildRosterCsv } from './buildRosterCsv';
import { parseRosterFile } from './parseRosterFile';

const roster: Roster = {
  id: 1,
  name: 'Intro to Programming',
  period: 'Fall 2026',
  organization: 1,
  students: ['ann@x.edu', 'bob@x.edu'],
  graders: ['gil@x.edu', 'sue@x.edu', 'zed@x.edu'],
  superGraders: ['sue@x.edu'],
  courseAdmins: ['zed@x.edu'],
  inactive_students: ['old@x.edu'],
  inactive_graders: ['ex@x.edu'],
  inactive_courseAdmins: [],
  not_activated: ['bob@x.edu', 'gil@x.edu'],
};
const sections = new Map([['ann@x.edu', 'Lab A']]);

const lines = (csv: string) => csv.trimEnd().split('\r\n');

describe('buildRosterCsv', () => {
  it('writes the header and only the chosen groups, with sections for students', () => {
    expect(lines(buildRosterCsv(roster, ['students'], sections))).toEqual([
      'email,role,section,status',
      'ann@x.edu,student,Lab A,active',
      'bob@x.edu,student,,not activated',
    ]);
  });

  it('orders groups as the download dialog lists them, whatever order they were ticked in', () => {
    expect(lines(buildRosterCsv(roster, ['inactive_graders', 'courseAdmins', 'inactive_students'], sections))).toEqual([
      'email,role,section,status',
      'zed@x.edu,admin,,active',
      'old@x.edu,student,,inactive',
      'ex@x.edu,grader,,inactive',
    ]);
  });

  it('lists the roles not-yet-activated people hold, each person and role once', () => {
    expect(lines(buildRosterCsv(roster, ['graders', 'not_activated'], sections))).toEqual([
      'email,role,section,status',
      'gil@x.edu,grader,,not activated',
      'sue@x.edu,grader,,active',
      'zed@x.edu,grader,,active',
      'bob@x.edu,student,,not activated',
    ]);
  });

  it('writes super graders with a role the upload reads back', () => {
    const csv = buildRosterCsv(roster, ['superGraders'], sections);
    expect(lines(csv)[1]).toBe('sue@x.edu,super grader,,active');
    const [row] = parseRosterFile(csv, 'students').rows;
    expect(row).toMatchObject({ email: 'sue@x.edu', role: 'super grader' });
  });

  it('neutralizes cells that a spreadsheet would run as formulas', () => {
    const hostile = new Map([['ann@x.edu', '=HYPERLINK("http://evil","x")'], ['bob@x.edu', '+1,2']]);
    const [, ann, bob] = lines(buildRosterCsv(roster, ['students'], hostile));
    expect(ann).toBe(`ann@x.edu,student,"'=HYPERLINK(""http://evil"",""x"")",active`);
    expect(bob).toBe(`bob@x.edu,student,"'+1,2",not activated`);
  });

  it('writes just the header when the chosen groups are empty', () => {
    expect(buildRosterCsv(roster, ['inactive_courseAdmins'], sections)).toBe('email,role,section,status\r\n');
  });
});
