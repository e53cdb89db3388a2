import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { LocalPreferences, PreferencesStore } from './localPreferences';

const PreferencesContext = createContext<PreferencesStore | null>(null);

export function PreferencesProvider({ store, children }: { store: PreferencesStore; children: ReactNode }) {
  return <PreferencesContext.Provider value={store}>{children}</PreferencesContext.Provider>;
}

export function usePreferencesStore(): PreferencesStore {
  const store = useContext(PreferencesContext);
  if (!store) throw new Error('usePreferencesStore needs a PreferencesProvider above it');
  return store;
}

/** The current preferences; re-renders when any of them changes. */
export function usePreferences(): LocalPreferences {
  const store = usePreferencesStore();
  return useSyncExternalStore(store.subscribe, store.get);
}
