import type { KeyValueStore } from './keyValueStore';

// Where a visit came from: a link may carry `?source=` (an LMS embedding the app, an e-mail, our own site). The
// crash page uses it (docs/PRODUCT.md §6, §8): someone sent here from our own site has site storage working already, so the
// cookie steps would only distract; anyone else, often inside another site's frame, may need them.

const SOURCE_KEY = 'source';
export const OWN_SITE_SOURCE = 'marginalia';

let current: KeyValueStore | null = null;

/** Reads `?source=` from the address, if any, into the store; later calls of visitFromOwnSite read it back. */
export function rememberVisitSource(store: KeyValueStore, search: string): void {
  current = store;
  const source = new URLSearchParams(search).get(SOURCE_KEY)?.trim();
  if (!source) return;
  try {
    store.setItem(SOURCE_KEY, source.slice(0, 64));
  } catch {
    // Storage refused the write: the visit simply counts as from elsewhere.
  }
}

/** True when the stored source says the visit came from our own site. */
export function visitFromOwnSite(): boolean {
  try {
    return current?.getItem(SOURCE_KEY) === OWN_SITE_SOURCE;
  } catch {
    return false;
  }
}
