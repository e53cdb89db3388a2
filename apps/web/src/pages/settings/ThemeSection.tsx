import { useSyncExternalStore } from 'react';
import { Segmented } from 'antd';
import { usePreferencesStore } from '../../preferences/PreferencesContext';
import { SettingsSection } from './SettingsSection';
import { applyThemeChoice, themeChoiceOf, type ThemeChoice } from './themeChoice';

const OPTIONS: { label: string; value: ThemeChoice }[] = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'System', value: 'system' },
];

/** Light, dark, or whatever the operating system prefers; kept in this browser only. */
export function ThemeSection() {
  const store = usePreferencesStore();
  const stored = useSyncExternalStore(store.subscribe, store.stored);
  return (
    <SettingsSection id="theme" title="Theme">
      <Segmented<ThemeChoice>
        aria-label="Theme"
        options={OPTIONS}
        value={themeChoiceOf(stored)}
        onChange={(choice) => applyThemeChoice(store, choice)}
      />
    </SettingsSection>
  );
}
