import { useCallback, useEffect, useReducer, useRef } from 'react';
import { SIGNUP, SIGNUP_TEXTS, type CheckStatusNewAdminUserResponse, type ValidateNewAdminUserResponse } from '@marginalia/contracts';

// The instructor sign-up status machine of docs/PRODUCT.md §4. The reducer is pure; useSignupMachine adds the timers
// (status polling and the simulated progress bar) and the calls. A request a person must approve (the reply says
// `pending`) is `received`: no progress bar pretends to work on it, the page says who decides, and the polls go on
// in case it is decided while the page is open.

export type SignupStatus = 'input' | 'pending' | 'badEmail' | 'success' | 'ongoing' | 'received' | 'rejected' | 'error';

export interface SignupState {
  status: SignupStatus;
  /** The simulated progress, 0 to 100. */
  progress: number;
  /** Set once the server accepted the request: the polls and the progress bar run. */
  started: boolean;
  /** The organization named in the server's reply. */
  org: string | null;
}

export type SignupEvent =
  | { type: 'submit' }
  /** The validate call's answer; null when the call failed, which counts as success (docs/PRODUCT.md §4). */
  | { type: 'validated'; reply: ValidateNewAdminUserResponse | null }
  | { type: 'tick'; amount: number }
  | { type: 'polled'; reply: CheckStatusNewAdminUserResponse }
  | { type: 'pollFailed' }
  | { type: 'reset' };

export const initialSignupState: SignupState = { status: 'input', progress: 0, started: false, org: null };

/** Still waiting for the outcome: the polls go on in these states. */
export function isWaiting(status: SignupStatus): boolean {
  return status === 'pending' || status === 'ongoing' || status === 'received';
}

export function signupReducer(state: SignupState, event: SignupEvent): SignupState {
  switch (event.type) {
    case 'submit':
      return state.status === 'input' || state.status === 'badEmail' ? { ...initialSignupState, status: 'pending' } : state;
    case 'validated':
      if (state.status !== 'pending' || state.started) return state;
      if (event.reply && !event.reply.success) return { ...state, status: 'badEmail' };
      if (event.reply?.pending) return { ...state, started: true, org: event.reply.org ?? null, status: 'received' };
      return { ...state, started: true, org: event.reply?.org ?? null };
    case 'tick': {
      if (!state.started || state.status !== 'pending' || state.progress >= 100) return state;
      const progress = Math.min(100, state.progress + event.amount);
      // The bar ran out before the answer came: tell the user it takes a little longer.
      return { ...state, progress, status: progress >= 100 ? 'ongoing' : state.status };
    }
    case 'polled':
      if (!state.started || !isWaiting(state.status) || event.reply.pending) return state;
      return { ...state, status: event.reply.status ? 'success' : 'rejected' };
    case 'pollFailed':
      return state.started && isWaiting(state.status) ? { ...state, status: 'error' } : state;
    case 'reset':
      return initialSignupState;
  }
}

/** The message under the progress bar: thresholds 30 and 54 (docs/PRODUCT.md §4, §9). */
export function progressMessage(progress: number): string {
  const [first, second] = SIGNUP.progressThresholds;
  const [setting, credentials, wrapping] = SIGNUP_TEXTS.progressMessages;
  if (progress < first) return setting;
  if (progress < second) return credentials;
  return wrapping;
}

/** One tick of the bar: about 0.15 plus a random amount. */
export function progressStep(random: () => number = Math.random): number {
  return 0.15 + random() * 0.3;
}

export interface SignupCalls {
  validate: (email: string, organization: string | number) => Promise<ValidateNewAdminUserResponse>;
  /** `token`: the validate reply's statusToken, without which the server says nothing about the address. */
  checkStatus: (email: string, token: string | null) => Promise<CheckStatusNewAdminUserResponse>;
  random?: () => number;
}

/** The machine with its timers. `submit` starts a request; `reset` goes back to the form. */
export function useSignupMachine(calls: SignupCalls) {
  const [state, dispatch] = useReducer(signupReducer, initialSignupState);
  const email = useRef('');
  // Only the browser holding the sign-up reply's token may follow the request.
  const statusToken = useRef<string | null>(null);
  const callsRef = useRef(calls);
  useEffect(() => {
    callsRef.current = calls;
  });
  // Answers of a request the user has left (reset) are ignored.
  const generation = useRef(0);

  const submit = useCallback((address: string, organization: string | number) => {
    generation.current += 1;
    const mine = generation.current;
    email.current = address;
    statusToken.current = null;
    dispatch({ type: 'submit' });
    callsRef.current.validate(address, organization).then(
      (reply) => {
        if (mine !== generation.current) return;
        statusToken.current = reply.statusToken ?? null;
        dispatch({ type: 'validated', reply });
      },
      () => mine === generation.current && dispatch({ type: 'validated', reply: null }),
    );
  }, []);

  const reset = useCallback(() => {
    generation.current += 1;
    dispatch({ type: 'reset' });
  }, []);

  const waiting = state.started && isWaiting(state.status);
  const barRunning = waiting && state.status === 'pending' && state.progress < 100;

  useEffect(() => {
    if (!barRunning) return;
    const timer = setInterval(() => dispatch({ type: 'tick', amount: progressStep(callsRef.current.random) }), SIGNUP.progressTickMs);
    return () => clearInterval(timer);
  }, [barRunning]);

  useEffect(() => {
    if (!waiting) return;
    const mine = generation.current;
    let inFlight = false;
    const timer = setInterval(() => {
      // A slow answer is not asked for twice.
      if (inFlight) return;
      inFlight = true;
      callsRef.current.checkStatus(email.current, statusToken.current).then(
        (reply) => mine === generation.current && dispatch({ type: 'polled', reply }),
        () => mine === generation.current && dispatch({ type: 'pollFailed' }),
      ).finally(() => {
        inFlight = false;
      });
    }, SIGNUP.pollMs);
    return () => clearInterval(timer);
  }, [waiting]);

  return { state, submit, reset };
}
