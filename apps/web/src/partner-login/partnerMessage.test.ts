import { describe, expect, it } from 'vitest';
import { readPartnerMessage } from './partnerMessage';

const PARTNERS = ['https://lms.example.edu'];
const parent = { name: 'the framing page' };
const other = { name: 'some other window' };

const event = (changes: Partial<{ origin: string; source: unknown; data: unknown }> = {}) => ({
  origin: 'https://lms.example.edu',
  source: parent,
  data: { token: 'abc', source: 'lms' },
  ...changes,
});

describe('readPartnerMessage', () => {
  it('takes a login from the parent on a partner origin', () => {
    expect(readPartnerMessage(event(), PARTNERS, [parent])).toEqual({ token: 'abc', source: 'lms' });
  });

  it('ignores look-alike origins, another scheme or port', () => {
    for (const origin of ['https://lms.example.edu.evil.test', 'https://evil-lms.example.edu', 'http://lms.example.edu', 'https://lms.example.edu:444']) {
      expect(readPartnerMessage(event({ origin }), PARTNERS, [parent]), origin).toBeNull();
    }
  });

  it('ignores a partner origin in a window that is neither the parent nor the opener', () => {
    expect(readPartnerMessage(event({ source: other }), PARTNERS, [parent])).toBeNull();
    expect(readPartnerMessage(event({ source: null }), PARTNERS, [parent])).toBeNull();
    expect(readPartnerMessage(event(), PARTNERS, [])).toBeNull();
  });

  it('ignores messages without a usable token or of another shape', () => {
    for (const data of [undefined, 'token=abc', { token: '' }, { token: 7 }, { source: 'lms' }, { token: 'abc', auth_type: 'saml' }]) {
      expect(readPartnerMessage(event({ data }), PARTNERS, [parent]), JSON.stringify(data)).toBeNull();
    }
  });

  it('takes nothing when no partner is configured', () => {
    expect(readPartnerMessage(event(), [], [parent])).toBeNull();
  });
});
