import { ANONYMOUS_USER, SESSION, type CurrentUser, type TokenAuthResponse } from '@marginalia/contracts';
import type { CallResult } from '../api/callResult';
import { globalTimers, type TimerHandle, type Timers } from './timers';
import type { TokenStore } from './tokenStore';
import { takeTokenFromUrl, type UrlAccess } from './urlToken';

// The session of docs/PRODUCT.md §4: loading (checking a stored token) -> loggedIn | loggedOut.

export type SessionStatus = 'loading' | 'loggedIn' | 'loggedOut';

export interface SessionState {
  status: SessionStatus;
  /** ANONYMOUS_USER unless logged in. */
  user: CurrentUser;
  token: string | null;
  /** The current-user check has been waiting for an answer too long ("Still trying to connect..."). */
  connectionSlow: boolean;
  /** The browser refuses site storage; the session only lasts for this page load. */
  storageBlocked: boolean;
  /** Logged out because every current-user attempt failed, not because the token was refused. */
  serverUnreachable: boolean;
}

export type LoginOutcome =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'unknown' | 'throttled'; retryAfterSeconds?: number };

/** The server calls the session makes; see api/auth.ts for the real ones. */
export interface SessionApi {
  currentUser(token: string): Promise<CallResult<CurrentUser>>;
  refresh(token: string): Promise<CallResult<TokenAuthResponse>>;
  login(email: string, password: string): Promise<CallResult<TokenAuthResponse>>;
  /** `POST /impersonation/end/`: ends a login-as session on the server. */
  endImpersonation(token: string): Promise<CallResult<null>>;
}

export interface SessionTimings {
  currentUserAttempts: number;
  currentUserRetryMs: number;
  connectionNoticeMs: number;
  tokenRefreshMs: number;
}

export interface SessionDeps {
  api: SessionApi;
  tokens: TokenStore;
  /** Logout also forgets the saved local preferences (docs/PRODUCT.md §4). */
  forgetPreferences: () => void;
  url?: UrlAccess;
  timers?: Timers;
  timings?: SessionTimings;
  storageBlocked?: boolean;
}

export class SessionMachine {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;
  private readonly timings: SessionTimings;
  /**
   * Bumped by every transition that makes in-flight work obsolete (login, logout, a new load), so an
   * answer that arrives late cannot overwrite a newer state.
   */
  private epoch = 0;
  private retryTimer: TimerHandle | null = null;
  private noticeTimer: TimerHandle | null = null;
  private refreshTimer: TimerHandle | null = null;
  /** The stored token the server checked at page load, when the session signed in from it (see vouchesFor). */
  private checkedToken: string | null = null;

  constructor(private readonly deps: SessionDeps) {
    this.timers = deps.timers ?? globalTimers;
    this.timings = deps.timings ?? SESSION;
    this.state = {
      status: 'loading',
      user: ANONYMOUS_USER,
      token: null,
      connectionSlow: false,
      storageBlocked: deps.storageBlocked ?? false,
      serverUnreachable: false,
    };
  }

  readonly getState = (): SessionState => this.state;

  /**
   * Whether an answer asked for with `token` is this session's: the token in use, or the stored token the session
   * was checked with at page load (the server answers that check with a fresh token for the same person). A login,
   * a login-as or a sign-out in between ends the vouching.
   */
  readonly vouchesFor = (token: string): boolean =>
    this.state.status === 'loggedIn' && (token === this.state.token || token === this.checkedToken);

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs once at page load: adopt a token from the URL, then check the stored token with the server. */
  start(): void {
    const urlToken = this.deps.url ? takeTokenFromUrl(this.deps.url) : null;
    if (urlToken) this.deps.tokens.set(urlToken);

    const token = this.deps.tokens.get();
    const epoch = this.invalidate();
    if (!token) {
      this.setLoggedOut(false);
      return;
    }
    this.update({ status: 'loading', user: ANONYMOUS_USER, token, connectionSlow: false, serverUnreachable: false });
    this.noticeTimer = this.timers.setTimeout(() => {
      if (epoch === this.epoch && this.state.status === 'loading') this.update({ connectionSlow: true });
    }, this.timings.connectionNoticeMs);
    void this.fetchCurrentUser(token, 1, epoch);
  }

  /** A token handed over after the page loaded (a partner page's message): kept and checked like a `?token=` link's. */
  signInWithToken(token: string): void {
    this.deps.tokens.set(token);
    this.start();
  }

  /** The login form's call. A rejected login also removes any stored token (docs/PRODUCT.md §8). */
  async login(email: string, password: string): Promise<LoginOutcome> {
    const result = await this.deps.api.login(email, password);
    if (result.ok) {
      this.enter(result.data.token, result.data.user);
      return { ok: true };
    }
    if (result.status === 400 || result.status === 401) {
      this.deps.tokens.clear();
      return { ok: false, reason: 'invalid' };
    }
    if (result.status === 429) return { ok: false, reason: 'throttled', retryAfterSeconds: result.retryAfterSeconds };
    return { ok: false, reason: 'unknown' };
  }

  /** Replaces the session with one obtained elsewhere (a new password's fresh token, a parent window). */
  adopt(token: string, user: CurrentUser): void {
    this.enter(token, user);
  }

  /**
   * A platform admin's login-as replaces the current user (docs/PRODUCT.md §4); the admin's own token waits
   * aside, so that "Return to my account" needs no new login (docs/AUDIT.md), with the page the admin started
   * from (`returnPath`), where they go back to.
   */
  actAs(token: string, user: CurrentUser, returnPath?: string): void {
    const own = this.state.token;
    if (own && !this.deps.tokens.getReturn()) {
      this.deps.tokens.setReturn(own);
      if (returnPath) this.deps.tokens.setReturnPath(returnPath);
    }
    this.enter(token, user);
  }

  /**
   * "Return to my account": ends the login-as session on the server, then loads the admin's own session again.
   * Answers the page the login-as started from, or null when none was kept.
   */
  async returnToOwnAccount(): Promise<string | null> {
    const acting = this.state.token;
    const returnPath = this.deps.tokens.getReturnPath();
    if (acting) await this.deps.api.endImpersonation(acting);
    if (!this.restoreOwnToken()) this.logout();
    return returnPath;
  }

  /** A call was refused as unauthenticated: a login-as session that ended returns to the admin, anything else logs out. */
  readonly unauthorized = (): void => {
    if (!this.restoreOwnToken()) this.logout();
  };

  /** Forgets the tokens and the local preferences. Navigation to / is the caller's business. */
  readonly logout = (): void => {
    this.invalidate();
    this.deps.tokens.clear();
    this.deps.tokens.clearReturn();
    this.deps.forgetPreferences();
    this.setLoggedOut(false);
  };

  /** Loads the session of a token kept aside by actAs; false when there is none. */
  private restoreOwnToken(): boolean {
    const own = this.deps.tokens.getReturn();
    if (!own) return false;
    this.deps.tokens.clearReturn();
    this.deps.tokens.set(own);
    this.start();
    return true;
  }

  /** Stops every timer; for tests and hot reloads. */
  dispose(): void {
    this.invalidate();
    this.listeners.clear();
  }

  private async fetchCurrentUser(token: string, attempt: number, epoch: number): Promise<void> {
    const result = await this.deps.api.currentUser(token);
    if (epoch !== this.epoch) return;
    if (result.ok) {
      // The answer carries a fresh token; fall back to the one we sent if it is empty.
      this.enter(result.data.token || token, result.data, token);
      return;
    }
    if (result.status === 401) {
      this.unauthorized();
      return;
    }
    if (attempt >= this.timings.currentUserAttempts) {
      // The token stays stored: an unreachable server says nothing about it, and the next visit retries.
      this.invalidate();
      this.setLoggedOut(true);
      return;
    }
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      void this.fetchCurrentUser(token, attempt + 1, epoch);
    }, this.timings.currentUserRetryMs);
  }

  private enter(token: string, user: CurrentUser, checkedToken: string | null = null): void {
    const epoch = this.invalidate();
    this.checkedToken = checkedToken;
    this.deps.tokens.set(token);
    this.update({ status: 'loggedIn', user, token, connectionSlow: false, serverUnreachable: false });
    this.refreshTimer = this.timers.setInterval(() => void this.refresh(epoch), this.timings.tokenRefreshMs);
  }

  /** Keeps a long session alive; any failure is ignored (docs/PRODUCT.md §4), the next tick simply tries again. */
  private async refresh(epoch: number): Promise<void> {
    const token = this.state.token;
    if (!token) return;
    const result = await this.deps.api.refresh(token);
    if (!result.ok || epoch !== this.epoch || this.state.status !== 'loggedIn') return;
    this.deps.tokens.set(result.data.token);
    this.update({ token: result.data.token, user: result.data.user });
  }

  /** Cancels pending timers and in-flight answers; returns the new epoch. */
  private invalidate(): number {
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    if (this.noticeTimer !== null) this.timers.clearTimeout(this.noticeTimer);
    if (this.refreshTimer !== null) this.timers.clearInterval(this.refreshTimer);
    this.retryTimer = this.noticeTimer = this.refreshTimer = null;
    this.checkedToken = null;
    this.epoch += 1;
    return this.epoch;
  }

  private setLoggedOut(serverUnreachable: boolean): void {
    this.update({ status: 'loggedOut', user: ANONYMOUS_USER, token: null, connectionSlow: false, serverUnreachable });
  }

  private update(changes: Partial<SessionState>): void {
    this.state = { ...this.state, ...changes };
    this.listeners.forEach((listener) => listener());
  }
}
