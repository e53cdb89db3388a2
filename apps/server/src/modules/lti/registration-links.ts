import { createHash, randomBytes } from 'node:crypto';
import { LTI_MESSAGES, type LtiRegistrationLink, type LtiRegistrationLinkCreate } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { fieldErrors } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { organizationExists } from './platform-queries';
import { insertRegistrationLink } from './registration-link-queries';

// Who may register an LMS by Dynamic Registration (docs/LMS.md): the registration URL is public by nature (the LMS
// opens it), and a registered platform can create accounts and courses, so it works only with a code a platform
// admin made, once and for a day. The link carries the organization the registration's new courses go to.

export const REGISTRATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const registrationCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

export async function createRegistrationLink(db: Database, caller: AuthUser, input: LtiRegistrationLinkCreate, origin: string): Promise<LtiRegistrationLink> {
  const organization = input.organization ?? null;
  if (organization !== null && !(await organizationExists(db, organization))) throw fieldErrors({ organization: [LTI_MESSAGES.unknownOrganization] });
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + REGISTRATION_LINK_LIFETIME_MS);
  const row = await db.transaction(async (tx) => {
    const created = await insertRegistrationLink(tx, { codeHash: registrationCodeHash(code), organizationId: organization, createdById: caller.id, expiresAt });
    await recordEvent(tx, caller, {
      type: 'lti.registration_link_created',
      object: { type: 'ltiRegistrationLink', id: created.id },
      data: { organization, expires: expiresAt.toISOString() },
    });
    return created;
  });
  const url = new URL(`${origin}/lti/register`);
  url.searchParams.set('code', code);
  return { id: row.id, url: url.toString(), expires: expiresAt.toISOString(), organization };
}
