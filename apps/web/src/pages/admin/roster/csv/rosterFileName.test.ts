import { describe, expect, it } from 'vitest';
import { rosterFileName } from './rosterFileName';

describe('rosterFileName', () => {
  it('joins course name, period and "roster" with dashes', () => {
    expect(rosterFileName({ name: 'Intro to Programming', period: 'Fall 2026' })).toBe('Intro-to-Programming-Fall-2026-roster.csv');
  });

  it('replaces characters a file system or a header would choke on', () => {
    expect(rosterFileName({ name: 'CS/101 "A"', period: '..\\Spring\n' })).toBe('CS-101-A-.-Spring-roster.csv');
    expect(rosterFileName({ name: 'Informatik Ü', period: '2026' })).toBe('Informatik-Ü-2026-roster.csv');
  });
});
