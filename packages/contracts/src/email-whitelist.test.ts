import { describe, expect, it } from 'vitest';
import { emailMatchesWhitelist, parseEmailWhitelist } from './email-whitelist';

describe('the e-mail whitelist', () => {
  it('admits everyone when empty', () => {
    expect(emailMatchesWhitelist('anyone@gmail.com', '')).toBe(true);
    expect(emailMatchesWhitelist('anyone@gmail.com', ' \n ')).toBe(true);
  });

  it('admits a domain with or without @, and its subdomains, but not look-alikes', () => {
    const list = '@school.edu';
    expect(emailMatchesWhitelist('ada@school.edu', list)).toBe(true);
    expect(emailMatchesWhitelist('ada@cs.school.edu', list)).toBe(true);
    expect(emailMatchesWhitelist('ADA@School.EDU', 'school.edu')).toBe(true);
    expect(emailMatchesWhitelist('ada@evilschool.edu', list)).toBe(false);
    expect(emailMatchesWhitelist('ada@school.edu.evil.com', list)).toBe(false);
    expect(emailMatchesWhitelist('ada@gmail.com', list)).toBe(false);
  });

  it('admits single addresses next to domains, separated by commas, semicolons or lines', () => {
    const list = 'school.edu, visiting.ta@gmail.com;\nother.edu';
    expect(parseEmailWhitelist(list)).toEqual({ addresses: ['visiting.ta@gmail.com'], domains: ['school.edu', 'other.edu'] });
    expect(emailMatchesWhitelist('visiting.ta@gmail.com', list)).toBe(true);
    expect(emailMatchesWhitelist('someone.else@gmail.com', list)).toBe(false);
    expect(emailMatchesWhitelist('x@other.edu', list)).toBe(true);
  });
});
