import { describe, expect, it } from 'vitest';
import { emptyRoster, type Section } from '@marginalia/contracts';
import { indexRoster, rosterEntries } from './rosterViews';

const roster = {
  ...emptyRoster({ id: 1, name: 'Course', period: 'Fall 2026', organization: 1 }),
  students: ['ada@x.edu', 'bob@x.edu'],
  graders: ['ta@x.edu', 'head@x.edu'],
  courseAdmins: ['head@x.edu'],
};
const sections: Section[] = [
  { id: 1, name: 'Lab A', course: 1, leaders: ['ta@x.edu', 'head@x.edu'], students: ['ada@x.edu'] },
  { id: 2, name: 'Lab B', course: 1, leaders: ['ta@x.edu'], students: [] },
];

describe('roster entries', () => {
  const index = indexRoster(roster, sections);

  it('shows a student’s section', () => {
    const students = rosterEntries(index, 'students');
    expect(students.map((entry) => [entry.email, entry.section])).toEqual([
      ['ada@x.edu', 'Lab A'],
      ['bob@x.edu', null],
    ]);
  });

  it('shows the sections a grader or admin leads', () => {
    expect(rosterEntries(index, 'graders').map((entry) => [entry.email, entry.section])).toEqual([
      ['ta@x.edu', 'Lab A, Lab B'],
      ['head@x.edu', 'Lab A'],
    ]);
    expect(rosterEntries(index, 'courseAdmins')[0]!.section).toBe('Lab A');
  });
});
