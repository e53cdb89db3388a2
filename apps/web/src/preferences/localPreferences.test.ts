import { describe, expect, it } from 'vitest';
import { LOCAL_PREFERENCE_DEFAULTS } from '@marginalia/contracts';
import { createMemoryStore } from '../storage/keyValueStore';
import { createPreferencesStore, parseStoredPreferences, PREFERENCES_STORAGE_KEY } from './localPreferences';

describe('local preferences', () => {
  it('starts from the defaults of docs/PRODUCT.md §9', () => {
    expect(createPreferencesStore(createMemoryStore()).get()).toEqual({ ...LOCAL_PREFERENCE_DEFAULTS, dismissedTips: [], sidePanelsCollapsed: false });
  });

  it('persists a choice under one key and forgets it on clear', () => {
    const backing = createMemoryStore();
    const prefs = createPreferencesStore(backing);
    prefs.set('darkMode', true);
    expect(createPreferencesStore(backing).get().darkMode).toBe(true);
    expect(prefs.stored()).toEqual({ darkMode: true });
    prefs.clear();
    expect(backing.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();
    expect(prefs.get().darkMode).toBe(false);
  });

  it('keeps the valid fields of a damaged entry', () => {
    expect(parseStoredPreferences('{"codeZoom": 2, "darkMode": "yes"}')).toEqual({ codeZoom: 2 });
    expect(parseStoredPreferences('not json')).toEqual({});
  });
});
