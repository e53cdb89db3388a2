import {
  CheckStatusNewAdminUserResponse,
  Institution,
  ValidateNewAdminUserResponse,
} from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { listAll } from './resources';
import { checkShape } from './shape';

// The instructor sign-up calls of docs/PRODUCT.md §7. The sign-up machine decides what a failure means (a failed
// validation counts as success), so these calls stay quiet: no error notifications.

export const signupQueryKeys = {
  institutions: ['registration', 'institutions'] as const,
};

/** GET /registration/institutions/ — the picker's list, alphabetical; some codes are shared. */
export function fetchInstitutions(): Promise<Institution[]> {
  return listAll('/registration/institutions/', Institution, { quiet: true });
}

/** POST /registration/validateNewAdminUser/ — `organization` is a picked institution's label, a new name or an id. */
export async function validateNewAdminUser(email: string, organization: string | number): Promise<ValidateNewAdminUserResponse> {
  const what = 'POST /registration/validateNewAdminUser/';
  const response = await sendExpecting('POST', '/registration/validateNewAdminUser/', 200, {
    body: { email, organization },
    token: null,
    quiet: true,
  });
  return checkShape(ValidateNewAdminUserResponse, response.body, what);
}

/**
 * GET /registration/checkStatusNewAdminUser?email=&token= — the query encodes a plus sign (docs/PRODUCT.md §7); the token
 * from the sign-up reply is what lets the server answer.
 */
export async function checkStatusNewAdminUser(email: string, token: string | null): Promise<CheckStatusNewAdminUserResponse> {
  const what = 'GET /registration/checkStatusNewAdminUser';
  const response = await sendExpecting('GET', '/registration/checkStatusNewAdminUser', 200, {
    query: token === null ? { email } : { email, token },
    token: null,
    quiet: true,
  });
  return checkShape(CheckStatusNewAdminUserResponse, response.body, what);
}
