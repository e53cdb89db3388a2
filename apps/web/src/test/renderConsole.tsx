import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@marginalia/contracts';
import { configureApi } from '../api/config';
import { createQueryClient } from '../api/queryClient';
import { PreferencesProvider } from '../preferences/PreferencesContext';
import type { PreferencesStore } from '../preferences/localPreferences';
import { SessionProvider } from '../session/SessionContext';
import { SessionMachine } from '../session/sessionMachine';
import { memoryTokens, scriptedApi } from './fakes';
import { ThemeProvider } from '../theme/ThemeProvider';

// Renders a console (admin, grader, student) at a path, logged in, against a fake server: the providers, the
// API configuration and the session every console test needs, in one place.

// A console full of antd forms renders slowly in jsdom, slower still while other test files run beside it;
// the default one-second wait of findBy queries is not enough there. Role queries also skip their CSS
// visibility check, which reads the computed style of every element against all of antd's style rules and
// costs about a second per query; what these tests check is structure and behaviour, not CSS.
configure({ asyncUtilTimeout: 8000, defaultHidden: true });

const machines: SessionMachine[] = [];

/** Call from afterEach: stops the session timers of the consoles rendered so far. */
export function disposeConsoleSessions(): void {
  machines.splice(0).forEach((machine) => machine.dispose());
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderConsoleOptions {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  token: string;
  user: CurrentUser;
  preferences: PreferencesStore;
  /** The console's address, as the error logger reports it. */
  currentUrl: string;
  /** The <Route> elements to render. */
  routes: ReactNode;
}

export function renderConsole(path: string, { fetch, token, user, preferences, currentUrl, routes }: RenderConsoleOptions) {
  const notifications: { title: string; body: unknown }[] = [];
  configureApi({
    fetch,
    getToken: () => token,
    notifyError: (title, body) => notifications.push({ title, body }),
    onUnauthorized: () => {},
    currentUrl: () => currentUrl,
  });
  // The session's own calls (login, current user, refresh) are queued by the test on `sessionApi`.
  const sessionApi = scriptedApi();
  const machine = new SessionMachine({ api: sessionApi.api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt(token, user);
  const queryClient = createQueryClient();
  const view = render(
    <PreferencesProvider store={preferences}>
      <SessionProvider machine={machine}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>{routes}</Routes>
              <LocationProbe />
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </SessionProvider>
    </PreferencesProvider>,
  );
  const location = () => decodeURIComponent(view.getByTestId('location').textContent ?? '');
  return { ...view, machine, sessionApi, preferences, queryClient, notifications, location };
}
