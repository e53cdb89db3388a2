import { describe, expect, it } from 'vitest';
import { deepLinkingRequestOf, placedAssignmentId } from './deep-link-claims';
import { CLAIM, LaunchRefused, type LaunchClaims } from './id-token';
import { LTI_ROLES } from './roles';

// What a deep-linking launch must ask for before anything is written, and the custom parameter of a placed link.

const SETTINGS = { deep_link_return_url: 'https://lms.example.edu/deep-linking/return', accept_types: ['ltiResourceLink', 'link'], accept_multiple: true, data: 'opaque', title: 'Add' };

function claims(changes: { roles?: string[]; settings?: unknown; messageType?: LaunchClaims['messageType'] } = {}): LaunchClaims {
  return {
    issuer: 'https://lms.example.edu',
    subject: 'teacher-1',
    messageType: changes.messageType ?? 'LtiDeepLinkingRequest',
    deploymentId: 'deployment-1',
    roles: changes.roles ?? [LTI_ROLES.instructor],
    email: null,
    name: null,
    context: { id: 'course-1', title: 'Introduction to Programming', label: 'CS 101' },
    resourceLink: null,
    targetLinkUri: 'https://marginalia.example.edu/lti/launch',
    returnUrl: null,
    services: { membershipsUrl: null, lineItemsUrl: null, lineItemUrl: null, agsScopes: [] },
    payload: { [CLAIM.deepLinkingSettings]: 'settings' in changes ? changes.settings : SETTINGS },
  };
}

function refusal(run: () => unknown): { reason: string; status: number } {
  try {
    run();
  } catch (error) {
    if (error instanceof LaunchRefused) return { reason: error.reason, status: error.status };
    throw error;
  }
  throw new Error('not refused');
}

describe('deepLinkingRequestOf', () => {
  it("reads an instructor's request and ignores resource-link launches", () => {
    expect(deepLinkingRequestOf(claims())).toEqual({ returnUrl: SETTINGS.deep_link_return_url, data: 'opaque', acceptTypes: ['ltiResourceLink', 'link'], acceptMultiple: true, title: 'Add' });
    expect(deepLinkingRequestOf(claims({ messageType: 'LtiResourceLinkRequest' }))).toBeNull();
    expect(deepLinkingRequestOf(claims({ settings: { ...SETTINGS, data: undefined, title: undefined, accept_multiple: undefined } }))).toMatchObject({ data: null, title: null, acceptMultiple: false });
  });

  it('refuses learners and teaching assistants with 403', () => {
    expect(refusal(() => deepLinkingRequestOf(claims({ roles: [LTI_ROLES.learner] })))).toMatchObject({ status: 403 });
    expect(refusal(() => deepLinkingRequestOf(claims({ roles: [LTI_ROLES.teachingAssistant, LTI_ROLES.instructor] })))).toMatchObject({ status: 403 });
  });

  it('refuses a request without settings, without a usable return URL, or not accepting resource links', () => {
    expect(refusal(() => deepLinkingRequestOf(claims({ settings: undefined }))).reason).toMatch(/no deep-linking settings/);
    expect(refusal(() => deepLinkingRequestOf(claims({ settings: { ...SETTINGS, deep_link_return_url: 'http://lms.example.edu/return' } }))).reason).toMatch(/deep_link_return_url/);
    expect(refusal(() => deepLinkingRequestOf(claims({ settings: { ...SETTINGS, deep_link_return_url: 42 } }))).reason).toMatch(/deep_link_return_url/);
    expect(refusal(() => deepLinkingRequestOf(claims({ settings: { ...SETTINGS, accept_types: ['file'] } }))).reason).toMatch(/ltiResourceLink/);
  });
});

describe('placedAssignmentId', () => {
  const custom = (value: unknown) => ({ 'https://purl.imsglobal.org/spec/lti/claim/custom': { marginalia_assignment: value } });
  it('reads a positive id, as text or number', () => {
    expect(placedAssignmentId(custom('12'))).toBe(12);
    expect(placedAssignmentId(custom(12))).toBe(12);
  });
  it('reads nothing from an absent, malformed or out-of-range parameter', () => {
    for (const value of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999', 0, 2.5, null, {}]) expect(placedAssignmentId(custom(value))).toBeNull();
    expect(placedAssignmentId({})).toBeNull();
  });
});
