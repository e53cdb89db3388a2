import { z } from 'zod';
import { LtiPlatform, LtiRegistrationLink, Organization, type LtiPlatformCreate, type LtiPlatformUpdate, type LtiRegistrationLinkCreate } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// LTI 1.3 platforms (LMSs) registered by platform admins, our signing keys, and the organizations a registration
// may send instructors' new courses to (docs/LMS.md). Writes are quiet: the page shows a 400 beside its fields.

const PlatformList = z.array(LtiPlatform);
const OrganizationList = z.array(Organization);
const RotatedKey = z.object({ kid: z.string() });

export const ltiQueryKeys = {
  all: ['lti'] as const,
  platforms: ['lti', 'platforms'] as const,
  organizations: ['lti', 'organizations'] as const,
};

/** GET /lti/platforms/ — every registration, with its last launch and last refusal. */
export async function fetchLtiPlatforms(): Promise<LtiPlatform[]> {
  const response = await sendExpecting('GET', '/lti/platforms/', 200);
  return checkShape(PlatformList, response.body, 'GET /lti/platforms/');
}

/** POST /lti/platforms/ — 201 with the new registration. */
export async function registerLtiPlatform(input: LtiPlatformCreate): Promise<LtiPlatform> {
  const response = await sendExpecting('POST', '/lti/platforms/', 201, { body: input, quiet: true });
  return checkShape(LtiPlatform, response.body, 'POST /lti/platforms/');
}

/** PATCH /lti/platforms/{id}/ — only the fields that changed, so the audit trail names them. */
export async function changeLtiPlatform(id: number, change: LtiPlatformUpdate): Promise<LtiPlatform> {
  const response = await sendExpecting('PATCH', `/lti/platforms/${id}/`, 200, { body: change, quiet: true });
  return checkShape(LtiPlatform, response.body, 'PATCH /lti/platforms/{id}/');
}

/** DELETE /lti/platforms/{id}/ — 204. */
export async function removeLtiPlatform(id: number): Promise<void> {
  await sendExpecting('DELETE', `/lti/platforms/${id}/`, 204);
}

/** POST /lti/registrationLinks/ — a single-use Dynamic Registration link for an LMS's administrator, valid a day. */
export async function createLtiRegistrationLink(input: LtiRegistrationLinkCreate): Promise<LtiRegistrationLink> {
  const response = await sendExpecting('POST', '/lti/registrationLinks/', 201, { body: input });
  return checkShape(LtiRegistrationLink, response.body, 'POST /lti/registrationLinks/');
}

/** POST /lti/keys/rotate/ — the new current key's id; the previous key stays published for a day. */
export async function rotateLtiKeys(): Promise<string> {
  const response = await sendExpecting('POST', '/lti/keys/rotate/', 200);
  return checkShape(RotatedKey, response.body, 'POST /lti/keys/rotate/').kid;
}

/** GET /organizations/ — all of them for a platform admin, by name. */
export async function fetchAllOrganizations(): Promise<Organization[]> {
  const response = await sendExpecting('GET', '/organizations/', 200);
  return checkShape(OrganizationList, response.body, 'GET /organizations/');
}
