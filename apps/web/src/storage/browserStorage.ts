import { createMemoryStore, type KeyValueStore } from './keyValueStore';

export interface BrowserStorage {
  store: KeyValueStore;
  /** True when the browser blocks site storage (cookies disabled): the session then lasts one page load. */
  blocked: boolean;
}

const PROBE_KEY = 'marginalia.storage-probe';

/**
 * Browsers that block cookies throw on the mere access of `window.localStorage` (or on writes, in some
 * private modes), so the probe covers both before the app relies on it.
 */
export function openBrowserStorage(getStorage: () => Storage = () => window.localStorage): BrowserStorage {
  try {
    const storage = getStorage();
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return { store: storage, blocked: false };
  } catch {
    return { store: createMemoryStore(), blocked: true };
  }
}
