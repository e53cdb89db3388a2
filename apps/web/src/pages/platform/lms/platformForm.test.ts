import { describe, expect, it } from 'vitest';
import { LTI_MESSAGES, LTI_PAGE_TEXTS, type LtiPlatform } from '@marginalia/contracts';
import { changesOf, contractRule, inputOf, NO_ORGANIZATION, valuesOf } from './platformForm';

const PLATFORM: LtiPlatform = {
  id: 7,
  name: 'Riverside Canvas',
  issuer: 'https://canvas.instructure.com',
  clientId: '42',
  deploymentIds: ['12:abc'],
  authLoginUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  accessTokenUrl: 'https://riverside.instructure.com/login/oauth2/token',
  keysetUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
  tokenAudience: null,
  organization: null,
  created: '2026-11-01T10:00:00Z',
  lastLaunch: null,
  lastError: null,
  lastErrorAt: null,
};

async function check(field: Parameters<typeof contractRule>[0], value: unknown): Promise<string | null> {
  const rule = contractRule(field) as { validator: (rule: unknown, value: unknown) => Promise<void> };
  return rule.validator({}, value).then(
    () => null,
    (error: Error) => error.message,
  );
}

describe('the registration form', () => {
  it('sends the trimmed values, no organization as null', () => {
    const values = { ...valuesOf(PLATFORM), name: '  Riverside Canvas  ' };
    expect(values.organization).toBe(NO_ORGANIZATION);
    expect(inputOf(values)).toMatchObject({ name: 'Riverside Canvas', organization: null, deploymentIds: ['12:abc'] });
  });

  it('names only the fields an edit changed', () => {
    expect(changesOf(PLATFORM, inputOf(valuesOf(PLATFORM)))).toEqual({});
    const edited = inputOf({ ...valuesOf(PLATFORM), deploymentIds: ['12:abc', '13:def'], organization: 3 });
    expect(changesOf(PLATFORM, edited)).toEqual({ deploymentIds: ['12:abc', '13:def'], organization: 3 });
    expect(changesOf({ ...PLATFORM, organization: 3 }, inputOf(valuesOf(PLATFORM)))).toEqual({ organization: null });
  });

  it('sends a token audience trimmed, and an empty one as null', () => {
    const audience = 'https://api.brightspace.com/auth/token';
    expect(changesOf(PLATFORM, inputOf({ ...valuesOf(PLATFORM), tokenAudience: `  ${audience} ` }))).toEqual({ tokenAudience: audience });
    const withAudience = { ...PLATFORM, tokenAudience: audience };
    expect(valuesOf(withAudience).tokenAudience).toBe(audience);
    expect(changesOf(withAudience, inputOf({ ...valuesOf(withAudience), tokenAudience: '  ' }))).toEqual({ tokenAudience: null });
  });

  it("checks each field with the contract's rule, asking for an empty one in the page's words", async () => {
    expect(await check('issuer', 'https://moodle.example.edu')).toBeNull();
    expect(await check('issuer', 'http://127.0.0.1:8080')).toBeNull();
    expect(await check('issuer', 'http://moodle.example.edu')).toBe(LTI_MESSAGES.httpsRequired);
    expect(await check('name', '   ')).toBe(LTI_PAGE_TEXTS.required);
    expect(await check('deploymentIds', [])).toBe(LTI_MESSAGES.noDeployment);
  });
});
