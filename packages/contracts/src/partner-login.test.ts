import { describe, expect, it } from 'vitest';
import { isPartnerOrigin, normalizePartnerOrigin, PartnerLoginMessage } from './partner-login';

describe('normalizePartnerOrigin', () => {
  it('writes an origin as browsers write event.origin', () => {
    expect(normalizePartnerOrigin('HTTPS://LMS.Example.EDU/')).toEqual({ origin: 'https://lms.example.edu' });
    expect(normalizePartnerOrigin('https://lms.example.edu:443')).toEqual({ origin: 'https://lms.example.edu' });
    expect(normalizePartnerOrigin('https://lms.example.edu:8443')).toEqual({ origin: 'https://lms.example.edu:8443' });
    expect(normalizePartnerOrigin('http://localhost:80')).toEqual({ origin: 'http://localhost' });
    expect(normalizePartnerOrigin('http://127.0.0.1:5173')).toEqual({ origin: 'http://127.0.0.1:5173' });
  });

  it('refuses anything but scheme, host and port, and plain http beyond the local hosts', () => {
    for (const entry of ['https://lms.example.edu/portal', 'https://*.example.edu', '*', 'lms.example.edu', 'https://user@lms.example.edu', 'ftp://lms.example.edu', 'http://lms.example.edu', 'https://lms.example.edu:0', 'https://lms.example.edu?x=1']) {
      expect(normalizePartnerOrigin(entry), entry).toHaveProperty('problem');
    }
  });
});

describe('isPartnerOrigin', () => {
  const partners = ['https://lms.example.edu', 'http://localhost:3000'];

  it('takes exactly the listed origins', () => {
    expect(isPartnerOrigin('https://lms.example.edu', partners)).toBe(true);
    expect(isPartnerOrigin('http://localhost:3000', partners)).toBe(true);
  });

  it('refuses look-alikes: the name inside another host, as a suffix, another scheme or port', () => {
    for (const origin of [
      'https://lms.example.edu.evil.test',
      'https://evil-lms.example.edu',
      'https://evillms.example.edu',
      'https://sub.lms.example.edu',
      'http://lms.example.edu',
      'https://lms.example.edu:8443',
      'http://localhost:3001',
      'http://127.0.0.1:3000',
      'null',
      '',
    ]) {
      expect(isPartnerOrigin(origin, partners), origin).toBe(false);
    }
  });

  it('takes nothing from an empty list', () => {
    expect(isPartnerOrigin('https://lms.example.edu', [])).toBe(false);
  });
});

describe('PartnerLoginMessage', () => {
  it('takes a token with the optional source, auth type and upload shortcut', () => {
    expect(PartnerLoginMessage.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(
      PartnerLoginMessage.parse({ token: 'abc', source: 'lms', auth_type: 'lti_id_token', assignment: '12', files: [{ name: 'src/Main.java', code: 'class Main {}' }] }),
    ).toEqual({ token: 'abc', source: 'lms', auth_type: 'lti_id_token', assignment: 12, files: [{ name: 'src/Main.java', code: 'class Main {}' }] });
  });

  it('refuses a missing, empty or non-string token and wrong shapes', () => {
    for (const data of [null, 'abc', 42, {}, { token: '' }, { token: '   ' }, { token: 42 }, { token: ['abc'] }, { token: 'abc', auth_type: 'password' }, { token: 'abc', assignment: -1 }, { token: 'abc', files: [{ name: 'a.py' }] }]) {
      expect(PartnerLoginMessage.safeParse(data).success, JSON.stringify(data)).toBe(false);
    }
  });
});
