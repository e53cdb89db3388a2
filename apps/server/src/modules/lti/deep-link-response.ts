import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Database } from '@marginalia/db';
import { ASSIGNMENT_CUSTOM_PARAMETER, RESOURCE_LINK_TYPE } from './deep-link-claims';
import { CLAIM } from './id-token';
import { currentSigningKey } from './tool-keys';

// The LtiDeepLinkingResponse of Deep Linking 2.0 (docs/LMS.md, "Deep Linking"): a JWT signed with our current key
// (its kid in the header, so the platform finds it in our JWKS), from us (iss: the client ID the platform gave us)
// to the platform (aud: its issuer), for the deployment of the request, echoing its `data`. Each placed assignment
// is an ltiResourceLink that launches it, with a line item for its grades.

/** Long enough for the browser to post it to the platform, short enough that a copy is soon worthless. */
const RESPONSE_LIFETIME_SECONDS = 5 * 60;
const LINE_ITEM_TAG = 'marginalia';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

export interface PlacedAssignment {
  id: number;
  name: string;
  points: number;
}

/** The content item of one assignment; LTI wants a line item's scoreMaximum above 0, so an assignment of 0 points has none. */
export function resourceLinkItem(assignment: PlacedAssignment, launchUrl: string): Record<string, unknown> {
  const id = String(assignment.id);
  return {
    type: RESOURCE_LINK_TYPE,
    title: assignment.name,
    url: launchUrl,
    custom: { [ASSIGNMENT_CUSTOM_PARAMETER]: id },
    ...(assignment.points > 0 ? { lineItem: { scoreMaximum: assignment.points, label: assignment.name, resourceId: id, tag: LINE_ITEM_TAG } } : {}),
  };
}

export async function signDeepLinkingResponse(
  db: Database,
  to: { clientId: string; issuer: string; deploymentId: string; data: string | null },
  contentItems: Record<string, unknown>[],
  message: string | null,
): Promise<string> {
  const { kid, key } = await currentSigningKey(db);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    nonce: randomUUID(),
    [CLAIM.deploymentId]: to.deploymentId,
    [CLAIM.messageType]: 'LtiDeepLinkingResponse',
    [CLAIM.version]: '1.3.0',
    [`${DL}content_items`]: contentItems,
    ...(to.data !== null ? { [`${DL}data`]: to.data } : {}),
    ...(message ? { [`${DL}msg`]: message } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(to.clientId)
    .setAudience(to.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + RESPONSE_LIFETIME_SECONDS)
    .sign(key);
}
