import type { PartnerLoginMessage, PartnerUploadFile } from '@marginalia/contracts';
import { PARTNER_LOGIN_MESSAGES } from '@marginalia/contracts';
import type { SessionState } from '../session/sessionMachine';

// What an accepted partner message does (docs/LMS.md, "Login from a partner's page"): a named source turns on the
// minimal screen for the tab; the token signs in (ours directly, an LMS id_token after the server exchanged it);
// then, with an assignment and files, the files become a new upload of that assignment, and its student page opens.

export interface PartnerLoginSession {
  signInWithToken(token: string): void;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
}

export interface PartnerLoginDeps {
  session: PartnerLoginSession;
  rememberSource(source: string): void;
  /** POST /lti/partner-login/: our session token for an LMS id_token. */
  exchangeIdToken(idToken: string): Promise<string>;
  /** The student upload of these files to the assignment. */
  upload(assignmentId: number, files: readonly PartnerUploadFile[]): Promise<void>;
  /** The assignment's page in the student console. */
  studentPageOf(assignmentId: number): Promise<string>;
  navigate(path: string): void;
  /** What the person sees while it runs and when it fails (null: nothing to show). */
  report(notice: PartnerNotice | null): void;
}

export type PartnerNotice = { kind: 'uploading' } | { kind: 'failed'; message: string };

/** The first state after `loading`: the token's check has answered. */
function settled(session: PartnerLoginSession): Promise<SessionState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = session.getState();
      if (state.status === 'loading') return false;
      unsubscribe();
      resolve(state);
      return true;
    };
    const unsubscribe = session.subscribe(() => void check());
    check();
  });
}

/** The words of an API refusal: its `detail`, else the field messages of a 400. */
export function refusalText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return record.detail;
  const messages = Object.values(record).flatMap((value) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []));
  return messages.length > 0 ? messages.join(' ') : null;
}

function messageOf(error: unknown, fallback: string): string {
  const body = typeof error === 'object' && error !== null && 'body' in error ? (error as { body: unknown }).body : null;
  return refusalText(body) ?? fallback;
}

export async function runPartnerLogin(message: PartnerLoginMessage, deps: PartnerLoginDeps): Promise<void> {
  if (message.source) deps.rememberSource(message.source);
  let token = message.token;
  if (message.auth_type === 'lti_id_token') {
    try {
      token = await deps.exchangeIdToken(message.token);
    } catch (error) {
      deps.report({ kind: 'failed', message: messageOf(error, 'The LMS sign-in could not be checked. Please try again.') });
      return;
    }
  }
  deps.session.signInWithToken(token);
  const state = await settled(deps.session);
  if (state.status !== 'loggedIn' || message.assignment === undefined || !message.files) return;

  deps.report({ kind: 'uploading' });
  try {
    await deps.upload(message.assignment, message.files);
    deps.navigate(await deps.studentPageOf(message.assignment));
    deps.report(null);
  } catch (error) {
    deps.report({ kind: 'failed', message: `${PARTNER_LOGIN_MESSAGES.uploadFailed} ${messageOf(error, '')}`.trim() });
  }
}
