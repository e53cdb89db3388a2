import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './keyValueStore';
import { rememberVisitSource, visitFromOwnSite } from './visitSource';

describe('visit source', () => {
  it('stores ?source= and says whether the visit came from our own site', () => {
    const store = createMemoryStore();
    rememberVisitSource(store, '?source=marginalia');
    expect(visitFromOwnSite()).toBe(true);
    // A later load without the parameter keeps what was stored.
    rememberVisitSource(store, '');
    expect(visitFromOwnSite()).toBe(true);
    rememberVisitSource(store, '?source=canvas');
    expect(visitFromOwnSite()).toBe(false);
  });

  it('treats a store that refuses reads and writes as a visit from elsewhere', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => {} };
    rememberVisitSource(broken, '?source=marginalia');
    expect(visitFromOwnSite()).toBe(false);
  });
});
