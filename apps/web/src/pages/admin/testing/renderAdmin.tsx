import { configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@marginalia/contracts';
import { configureApi } from '../../../api/config';
import { createQueryClient } from '../../../api/queryClient';
import { PreferencesProvider } from '../../../preferences/PreferencesContext';
import { createPreferencesStore, type PreferencesStore } from '../../../preferences/localPreferences';
import { SessionProvider } from '../../../session/SessionContext';
import { SessionMachine } from '../../../session/sessionMachine';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser, memoryTokens, scriptedApi } from '../../../test/fakes';
import { ThemeProvider } from '../../../theme/ThemeProvider';
import AdminConsole from '../AdminConsole';
import type { FakeAdminServer } from './fakeAdminServer';

// Renders the admin console at a path, logged in, against a fake server; used by the console's tests.

// A console full of antd forms renders slowly in jsdom, slower still while other test files run beside it;
// the default one-second wait of findBy queries is not enough there. Role queries also skip their CSS
// visibility check, which reads the computed style of every element against all of antd's style rules and
// costs about a second per query; what these tests check is structure and behaviour, not CSS.
configure({ asyncUtilTimeout: 8000, defaultHidden: true });

/** For the console's describe blocks: a whole console render can take seconds under a loaded test run. */
export const CONSOLE_TEST_TIMEOUT = { timeout: 30_000 };

const machines: SessionMachine[] = [];

/** Call from afterEach: stops the session timers of the consoles rendered so far. */
export function disposeSessions(): void {
  machines.splice(0).forEach((machine) => machine.dispose());
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderAdminOptions {
  server: FakeAdminServer;
  user?: Partial<CurrentUser>;
  preferences?: PreferencesStore;
}

export function renderAdmin(path: string, { server, user, preferences = createPreferencesStore(createMemoryStore()) }: RenderAdminOptions) {
  const notifications: { title: string; body: unknown }[] = [];
  configureApi({
    fetch: server.fetch,
    getToken: () => 'token',
    notifyError: (title, body) => notifications.push({ title, body }),
    onUnauthorized: () => {},
    currentUrl: () => 'http://app.test/admin',
  });
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt('token', makeUser({ email: 'admin@demo.edu', canCreateCourses: true, courseadminCourses: [1], ...user }));
  const queryClient = createQueryClient();
  const view = render(
    <PreferencesProvider store={preferences}>
      <SessionProvider machine={machine}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/admin/:courseName?/:period?/:panelName1?/:panelName2?" element={<AdminConsole />} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </SessionProvider>
    </PreferencesProvider>,
  );
  const location = () => decodeURIComponent(view.getByTestId('location').textContent ?? '');
  return { ...view, machine, preferences, queryClient, notifications, location };
}
