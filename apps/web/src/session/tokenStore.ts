import { SESSION } from '@marginalia/contracts';
import type { KeyValueStore } from '../storage/keyValueStore';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** A platform admin's own token, kept aside while they act as someone else (login-as). */
  getReturn(): string | null;
  setReturn(token: string): void;
  /** The page of this app the login-as started from, kept beside the admin's token. */
  getReturnPath(): string | null;
  setReturnPath(path: string): void;
  /** Forgets the admin's token and the page together. */
  clearReturn(): void;
}

/** The session token lives in local storage under the key of docs/PRODUCT.md §9. */
export function createTokenStore(store: KeyValueStore): TokenStore {
  return {
    get: () => store.getItem(SESSION.tokenStorageKey) || null,
    set: (token) => store.setItem(SESSION.tokenStorageKey, token),
    clear: () => store.removeItem(SESSION.tokenStorageKey),
    getReturn: () => store.getItem(SESSION.returnTokenStorageKey) || null,
    setReturn: (token) => store.setItem(SESSION.returnTokenStorageKey, token),
    getReturnPath: () => store.getItem(SESSION.returnPathStorageKey) || null,
    setReturnPath: (path) => store.setItem(SESSION.returnPathStorageKey, path),
    clearReturn: () => {
      store.removeItem(SESSION.returnTokenStorageKey);
      store.removeItem(SESSION.returnPathStorageKey);
    },
  };
}
