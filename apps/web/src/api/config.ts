/**
 * What the API layer needs from the rest of the app. The session and the notification UI register
 * themselves here at start-up, which keeps the calls themselves free of React and easy to test.
 */
export interface ApiConfig {
  /** Prefix of every API path; empty because the API is served at the root of the app's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  /** Whether an answer asked for with `token` belongs to the caller now signed in (api/earlyReads.ts). */
  sameCaller: (token: string) => boolean;
  /** Any authenticated call answered with 401 ends the session (docs/PRODUCT.md §8). */
  onUnauthorized: () => void;
  /** Shows the body of an unexpected answer to the user (docs/PRODUCT.md §8). */
  notifyError: (title: string, body: unknown) => void;
  currentUrl: () => string;
}

const defaults: ApiConfig = {
  baseUrl: '',
  // Looked up on each call so that a fetch installed later (tests, polyfills) is the one used.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => null,
  sameCaller: (token) => token === current.getToken(),
  onUnauthorized: () => {},
  notifyError: () => {},
  currentUrl: () => (typeof window === 'undefined' ? '' : window.location.href),
};

let current: ApiConfig = defaults;

export function configureApi(changes: Partial<ApiConfig>): void {
  current = { ...current, ...changes };
}

export function resetApiConfig(): void {
  current = defaults;
}

export function apiConfig(): ApiConfig {
  return current;
}
