import { useSyncExternalStore } from 'react';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { usePreferencesStore } from '../preferences/PreferencesContext';

/** The user's own dark-mode choice wins; without one the app follows the operating system. */
export function resolveDarkMode(stored: boolean | undefined, systemPrefersDark: boolean): boolean {
  return stored ?? systemPrefersDark;
}

export function useDarkMode(): boolean {
  const store = usePreferencesStore();
  const stored = useSyncExternalStore(store.subscribe, store.stored);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  return resolveDarkMode(stored.darkMode, systemPrefersDark);
}
