import { describe, expect, it } from 'vitest';
import { emailMatchesDomain, findInstitution, institutionCode, listInstitutions } from './institutions';

describe('institution codes', () => {
  it('takes the label before the top-level domain, so campuses of one system share it', () => {
    expect(institutionCode('acu.edu')).toBe('acu');
    expect(institutionCode('baruch.cuny.edu')).toBe('cuny');
    expect(institutionCode('www.cuesta.edu')).toBe('cuesta');
  });

  it('takes the first label of a state-run .us domain', () => {
    expect(institutionCode('cgcc.cc.or.us')).toBe('cgcc');
  });
});

describe('the institution list', () => {
  it('keeps entries that share a label, and finds them with their domains pooled', () => {
    const blueRidge = listInstitutions().filter((entry) => entry.label === 'Blue Ridge Community College');
    expect(blueRidge.length).toBe(2);
    const found = findInstitution('blue ridge community college ');
    expect(found?.domains.length).toBeGreaterThanOrEqual(2);
    expect(findInstitution('No Such College')).toBeNull();
  });
});

describe('emailMatchesDomain', () => {
  it('accepts the domain and its subdomains only', () => {
    expect(emailMatchesDomain('ada@acu.edu', 'acu.edu')).toBe(true);
    expect(emailMatchesDomain('ada@CS.ACU.EDU', 'acu.edu')).toBe(true);
    expect(emailMatchesDomain('ada@notacu.edu', 'acu.edu')).toBe(false);
    expect(emailMatchesDomain('ada@acu.edu.evil.com', 'acu.edu')).toBe(false);
    expect(emailMatchesDomain('ada@acu.edu', '')).toBe(false);
  });
});
