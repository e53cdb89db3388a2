import type { PreferencesStore, StoredPreferences } from '../../preferences/localPreferences';

export type ThemeChoice = 'light' | 'dark' | 'system';

export function themeChoiceOf(stored: StoredPreferences): ThemeChoice {
  if (stored.darkMode === undefined) return 'system';
  return stored.darkMode ? 'dark' : 'light';
}

/**
 * Light and Dark store the darkMode preference; System forgets it, so the app follows the operating system
 * again. The store has no way to drop one key, so the other chosen preferences are written back after a clear.
 */
export function applyThemeChoice(store: PreferencesStore, choice: ThemeChoice): void {
  if (choice !== 'system') {
    store.set('darkMode', choice === 'dark');
    return;
  }
  const { darkMode, ...others } = store.stored();
  if (darkMode === undefined) return;
  store.clear();
  for (const [key, value] of Object.entries(others) as [keyof typeof others, never][]) store.set(key, value);
}
