import { EmailRegistrationResponse } from '@marginalia/contracts';
import { send } from './http';
import { checkShape } from './shape';

// Joining a course with its invite code (docs/PRODUCT.md §7). A refused code or e-mail answers 403 with the same shape as
// success, so both are read; the page decides what every outcome means, hence no error notifications here.

export interface JoinCourseInput {
  email: string;
  token: string;
  username: string;
}

export type JoinCourseResult =
  | { kind: 'answered'; reply: EmailRegistrationResponse }
  | { kind: 'invalid'; fields: Record<string, string[]> }
  | { kind: 'throttled' }
  | { kind: 'failed' };

/** POST /registration/emailRegistration/ — never throws: a network failure is `failed`. */
export async function joinCourseWithCode(input: JoinCourseInput): Promise<JoinCourseResult> {
  const what = 'POST /registration/emailRegistration/';
  try {
    const response = await send('POST', '/registration/emailRegistration/', { body: input, token: null });
    if (response.status === 200 || response.status === 403) {
      return { kind: 'answered', reply: checkShape(EmailRegistrationResponse, response.body, what) };
    }
    if (response.status === 429) return { kind: 'throttled' };
    if (response.status === 400 && typeof response.body === 'object' && response.body !== null) {
      return { kind: 'invalid', fields: response.body as Record<string, string[]> };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
