import { useSyncExternalStore } from 'react';
import { createMemoryStore, type KeyValueStore } from './keyValueStore';

// The minimal screen (docs/LMS.md, "Login from a partner's page"): once a partner's page names itself as the login's
// source, this tab shows the app without the visitor header and footer and without links that lead out of the
// course, until the tab closes. Kept in session storage, so another tab of the same person is the full app.

const KEY = 'marginalia.partnerSource';
const listeners = new Set<() => void>();
let opened: KeyValueStore | null = null;

function store(): KeyValueStore {
  if (!opened) {
    try {
      opened = window.sessionStorage;
      opened.getItem(KEY);
    } catch {
      // A browser that refuses site storage keeps the choice for this page load.
      opened = createMemoryStore();
    }
  }
  return opened;
}

/** The source the partner's page named for this tab, or null. */
export function partnerSource(): string | null {
  try {
    return store().getItem(KEY) || null;
  } catch {
    return null;
  }
}

export function rememberPartnerSource(source: string): void {
  try {
    store().setItem(KEY, source);
  } catch {
    opened = createMemoryStore();
    opened.setItem(KEY, source);
  }
  listeners.forEach((listener) => listener());
}

/** For tests: a store of their own. */
export function replacePartnerStoreForTests(replacement: KeyValueStore): void {
  opened = replacement;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while this tab shows the minimal screen. */
export function useMinimalScreen(): boolean {
  return useSyncExternalStore(subscribe, () => partnerSource() !== null);
}
