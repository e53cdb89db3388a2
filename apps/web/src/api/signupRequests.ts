import { z } from 'zod';
import { SignupRequest, type SignupRequestStatus } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// Instructor sign-ups that wait for a platform admin (an address outside the organization's domain), and the
// admin's decision on each.

export const signupRequestQueryKeys = {
  all: ['signupRequests'] as const,
  list: (status: SignupRequestStatus | 'all') => ['signupRequests', status] as const,
};

/** GET /signupRequests/?status= — oldest first (the order they came in); every status without one. */
export async function fetchSignupRequests(status: SignupRequestStatus | 'all'): Promise<SignupRequest[]> {
  const query = status === 'all' ? undefined : { status };
  const response = await sendExpecting('GET', '/signupRequests/', 200, { query });
  return checkShape(z.array(SignupRequest), response.body, 'GET /signupRequests/');
}

/** POST /signupRequests/{id}/approve/ or /reject/ — the request as decided. */
export async function decideSignupRequest(id: number, decision: 'approve' | 'reject'): Promise<SignupRequest> {
  const path = `/signupRequests/${id}/${decision}/`;
  const response = await sendExpecting('POST', path, 200);
  return checkShape(SignupRequest, response.body, `POST ${path}`);
}
