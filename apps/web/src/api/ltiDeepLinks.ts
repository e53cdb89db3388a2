import { LtiDeepLinkRequest, LtiDeepLinkResponse, type LtiDeepLinkPlace } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// A deep-linking request of an LMS (docs/LMS.md, "Deep Linking"), by the reference its launch gave: read it, answer
// it with an assignment, or cancel it. Quiet: the page shows its own refusals (a used-up request, a taken name).

export const deepLinkQueryKey = (ref: string) => ['ltiDeepLink', ref] as const;

const path = (ref: string) => `/lti/deepLinks/${encodeURIComponent(ref)}/`;

/** GET /lti/deepLinks/{ref}/ — the course, its assignments and what the LMS asked for. */
export async function fetchDeepLinkRequest(ref: string): Promise<LtiDeepLinkRequest> {
  const response = await sendExpecting('GET', path(ref), 200, { quiet: true });
  return checkShape(LtiDeepLinkRequest, response.body, 'GET /lti/deepLinks/{ref}/');
}

/** POST /lti/deepLinks/{ref}/ — the signed answer placing the assignment. */
export async function placeDeepLink(ref: string, choice: LtiDeepLinkPlace): Promise<LtiDeepLinkResponse> {
  const response = await sendExpecting('POST', path(ref), 200, { body: choice, quiet: true });
  return checkShape(LtiDeepLinkResponse, response.body, 'POST /lti/deepLinks/{ref}/');
}

/** POST /lti/deepLinks/{ref}/cancel/ — the signed answer placing nothing. */
export async function cancelDeepLink(ref: string): Promise<LtiDeepLinkResponse> {
  const response = await sendExpecting('POST', `${path(ref)}cancel/`, 200, { quiet: true });
  return checkShape(LtiDeepLinkResponse, response.body, 'POST /lti/deepLinks/{ref}/cancel/');
}
