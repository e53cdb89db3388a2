import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/queryClient';
import { PreferencesProvider } from '../preferences/PreferencesContext';
import { createPreferencesStore, type PreferencesStore } from '../preferences/localPreferences';
import { SessionProvider } from '../session/SessionContext';
import type { SessionMachine } from '../session/sessionMachine';
import { createMemoryStore } from '../storage/keyValueStore';
import { ThemeProvider } from '../theme/ThemeProvider';

/** Renders UI with the app's providers around it, at a given path (with fresh preferences unless given a store). */
export function renderWithApp(ui: ReactElement, { machine, path = '/', preferences }: { machine: SessionMachine; path?: string; preferences?: PreferencesStore }) {
  return render(
    <PreferencesProvider store={preferences ?? createPreferencesStore(createMemoryStore())}>
      <SessionProvider machine={machine}>
        <QueryClientProvider client={createQueryClient()}>
          <ThemeProvider>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </SessionProvider>
    </PreferencesProvider>,
  );
}
