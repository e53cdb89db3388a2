import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Course } from '@marginalia/contracts';
import { configureApi, resetApiConfig } from '../../../../api/config';
import { createQueryClient } from '../../../../api/queryClient';
import { PreferencesProvider } from '../../../../preferences/PreferencesContext';
import { createPreferencesStore } from '../../../../preferences/localPreferences';
import { SessionProvider } from '../../../../session/SessionContext';
import { SessionMachine } from '../../../../session/sessionMachine';
import { createMemoryStore } from '../../../../storage/keyValueStore';
import { makeUser, memoryTokens, scriptedApi } from '../../../../test/fakes';
import { ThemeProvider } from '../../../../theme/ThemeProvider';
import { RosterPanel } from '../RosterPanel';
import type { FakeRosterServer } from './fakeRosterServer';
import { MemoryRouter } from 'react-router';

// Renders the Roster panel alone, logged in as an admin, against a fake roster server.

const machines: SessionMachine[] = [];

/** Call from afterEach. */
export function cleanUpRosterPanels(): void {
  machines.splice(0).forEach((machine) => machine.dispose());
  resetApiConfig();
}

export function renderRosterPanel(course: Course, server: FakeRosterServer, userEmail: string) {
  const notifications: { title: string; body: unknown }[] = [];
  configureApi({
    fetch: server.fetch,
    getToken: () => 'token',
    notifyError: (title, body) => notifications.push({ title, body }),
    currentUrl: () => 'http://app.test/admin',
  });
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt('token', makeUser({ email: userEmail, courseadminCourses: [course.id] }));
  const preferences = createPreferencesStore(createMemoryStore());
  const view = render(
    <PreferencesProvider store={preferences}>
      <SessionProvider machine={machine}>
        <QueryClientProvider client={createQueryClient()}>
          <ThemeProvider>
            <MemoryRouter>
              <RosterPanel course={course} />
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </SessionProvider>
    </PreferencesProvider>,
  );
  return { ...view, notifications, preferences };
}
