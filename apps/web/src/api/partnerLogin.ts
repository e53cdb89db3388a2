import { PartnerIdTokenSession } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

/** POST /lti/partner-login/ — an LMS's id_token for our session token; quiet: the caller shows the refusal. */
export async function exchangePartnerIdToken(idToken: string): Promise<string> {
  const response = await sendExpecting('POST', '/lti/partner-login/', 200, { body: { id_token: idToken }, token: null, quiet: true });
  return checkShape(PartnerIdTokenSession, response.body, 'POST /lti/partner-login/').token;
}
