import { describe, expect, it } from 'vitest';
import { helpCentrePath, orderHelpSections, parseHelpRole } from './helpSections';

describe('help centre sections', () => {
  it('keeps the usual order without a role', () => {
    expect(orderHelpSections(null)).toEqual(['instructors', 'graders', 'students', 'roles', 'missing-email', 'api', 'self-hosting']);
  });

  it("puts the role's guide first and keeps the rest in order", () => {
    expect(orderHelpSections('student')).toEqual(['students', 'instructors', 'graders', 'roles', 'missing-email', 'api', 'self-hosting']);
    expect(orderHelpSections('grader')).toEqual(['graders', 'instructors', 'students', 'roles', 'missing-email', 'api', 'self-hosting']);
    expect(orderHelpSections('admin')).toEqual(['instructors', 'graders', 'students', 'roles', 'missing-email', 'api', 'self-hosting']);
  });

  it('reads only the three roles from the query', () => {
    expect(parseHelpRole('grader')).toBe('grader');
    expect(parseHelpRole('Grader')).toBeNull();
    expect(parseHelpRole('superGrader')).toBeNull();
    expect(parseHelpRole(null)).toBeNull();
  });

  it('builds links to a section, for a role', () => {
    expect(helpCentrePath()).toBe('/docs');
    expect(helpCentrePath('missing-email')).toBe('/docs#missing-email');
    expect(helpCentrePath('students', 'student')).toBe('/docs?role=student#students');
  });
});
