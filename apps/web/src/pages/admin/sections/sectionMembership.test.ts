import { describe, expect, it } from 'vitest';
import type { Section } from '@marginalia/contracts';
import { membershipOf, planMove, searchEmails, searchSections, withSection } from './sectionMembership';

const section = (id: number, name: string, students: string[], leaders: string[] = []): Section => ({
  id,
  name,
  course: 1,
  leaders,
  students,
});
const a = section(1, 'A', ['s1@x.edu', 's2@x.edu'], ['ta@x.edu']);
const b = section(2, 'B', ['s3@x.edu']);

describe('section membership', () => {
  it('finds each student’s section and who has none', () => {
    const { sectionOf, unassigned } = membershipOf([a, b], ['s1@x.edu', 's3@x.edu', 's4@x.edu', 's5@x.edu']);
    expect(sectionOf.get('s3@x.edu')?.name).toBe('B');
    expect(unassigned).toEqual(['s4@x.edu', 's5@x.edu']);
  });

  it('stays quick with 2,000 students in 60 sections', () => {
    const students = Array.from({ length: 2000 }, (_, index) => `s${index}@x.edu`);
    const sections = Array.from({ length: 60 }, (_, index) => section(index + 1, `S${index}`, students.filter((_, n) => n % 61 === index)));
    const started = performance.now();
    const { unassigned } = membershipOf(sections, students);
    expect(unassigned.length).toBe(students.filter((_, n) => n % 61 === 60).length);
    // Generous: the point is that nothing here is quadratic.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('applies a server answer: the section is replaced in place and its students leave the others', () => {
    const updated = section(2, 'B', ['s3@x.edu', 's1@x.edu']);
    expect(withSection([a, b], updated)).toEqual([section(1, 'A', ['s2@x.edu'], ['ta@x.edu']), updated]);
    const created = section(3, 'C', ['s2@x.edu']);
    expect(withSection([a, b], created).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('moves students into a section with one PATCH of its list', () => {
    expect(planMove([a, b], ['s1@x.edu', 's3@x.edu'], 2)).toEqual([{ sectionId: 2, students: ['s3@x.edu', 's1@x.edu'] }]);
    expect(planMove([a, b], ['s3@x.edu'], 2)).toEqual([]);
  });

  it('moves students out of their sections with one PATCH per section left', () => {
    expect(planMove([a, b], ['s1@x.edu', 's3@x.edu'], null)).toEqual([
      { sectionId: 1, students: ['s2@x.edu'] },
      { sectionId: 2, students: [] },
    ]);
  });

  it('searches e-mails and sections without regard to case', () => {
    expect(searchEmails(['Ada@x.edu', 'bob@x.edu'], ' ADA ')).toEqual(['Ada@x.edu']);
    expect(searchSections([a, b], 'ta@').map((item) => item.name)).toEqual(['A']);
    expect(searchSections([a, b], 's3').map((item) => item.name)).toEqual(['B']);
    expect(searchSections([a, b], '')).toHaveLength(2);
  });
});
