import type { JWTPayload } from 'jose';
import { LTI_DEEP_LINK_MESSAGES, LtiUrl } from '@marginalia/contracts';
import { CLAIM, LaunchRefused, type LaunchClaims } from './id-token';
import { claimObject, claimText } from './claim-values';
import { launchRole } from './roles';

// What Deep Linking 2.0 adds to the launch's claims (docs/LMS.md, "Deep Linking"): the settings of a deep-linking
// request (where the answer goes, the `data` it must echo, what the platform accepts), and, on a later launch of a
// link we placed, the custom parameter naming its assignment.

/** The content item type Marginalia answers with: a link that launches one assignment. */
export const RESOURCE_LINK_TYPE = 'ltiResourceLink';
/** The custom parameter a placed link carries, which names its assignment on the link's first launch. */
export const ASSIGNMENT_CUSTOM_PARAMETER = 'marginalia_assignment';
const CUSTOM_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/custom';

export interface DeepLinkSettings {
  returnUrl: string;
  data: string | null;
  acceptTypes: string[];
  acceptMultiple: boolean;
  title: string | null;
}



/** The deep-linking settings claim of a deep-linking request; a request we cannot answer is refused before any write. */
function deepLinkSettings(payload: JWTPayload): DeepLinkSettings {
  const settings = claimObject(payload[CLAIM.deepLinkingSettings]);
  if (!settings) throw new LaunchRefused('The deep-linking launch carries no deep-linking settings claim.');
  const returnUrl = claimText(settings.deep_link_return_url, 2000);
  if (!returnUrl || !LtiUrl.safeParse(returnUrl).success) throw new LaunchRefused('The deep-linking settings name no usable deep_link_return_url (an https URL).');
  const acceptTypes = Array.isArray(settings.accept_types) ? settings.accept_types.filter((type): type is string => typeof type === 'string' && type.length <= 100).slice(0, 20) : [];
  if (!acceptTypes.includes(RESOURCE_LINK_TYPE)) {
    throw new LaunchRefused(`The LMS accepts only ${JSON.stringify(acceptTypes)} here; Marginalia places assignments as ${RESOURCE_LINK_TYPE} items.`);
  }
  const data = typeof settings.data === 'string' && settings.data.length <= 4096 ? settings.data : null;
  return { returnUrl, data, acceptTypes, acceptMultiple: settings.accept_multiple === true, title: claimText(settings.title, 255) };
}

/**
 * What a deep-linking launch asks for, checked before anything is written: only instructors place assignments
 * (anyone else gets the refusal page), and the request must be one we can answer.
 */
export function deepLinkingRequestOf(claims: LaunchClaims): DeepLinkSettings | null {
  if (claims.messageType !== 'LtiDeepLinkingRequest') return null;
  if (launchRole(claims.roles) !== 'courseAdmin') throw new LaunchRefused(LTI_DEEP_LINK_MESSAGES.onlyInstructors, 403);
  return deepLinkSettings(claims.payload);
}

/** The assignment id a placed link's custom parameter names, or null. */
export function placedAssignmentId(payload: JWTPayload): number | null {
  const value = claimObject(payload[CUSTOM_CLAIM])?.[ASSIGNMENT_CUSTOM_PARAMETER];
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
