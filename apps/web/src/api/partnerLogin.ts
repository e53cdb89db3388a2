import { PartnerIdTokenSession } from '@marginalia/contracts';
import { ApiError } from './errors';
import { send } from './http';
import { checkShape } from './shape';

const WHAT = 'POST /lti/partner-login/';

/**
 * POST /lti/partner-login/ — an LMS's id_token for our session token. A refusal rejects with the server's answer for
 * the caller to show, and nothing else: its 401 says the id_token was refused, not the session of whoever is
 * signed in here now, so it must not end that session as other 401s do.
 */
export async function exchangePartnerIdToken(idToken: string): Promise<string> {
  const response = await send('POST', '/lti/partner-login/', { body: { id_token: idToken }, token: null });
  if (response.status !== 200) throw new ApiError(response.status, response.body, WHAT);
  return checkShape(PartnerIdTokenSession, response.body, WHAT).token;
}
