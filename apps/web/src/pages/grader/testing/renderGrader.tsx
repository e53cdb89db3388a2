import { configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
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
import GraderConsole from '../GraderConsole';
import type { FakeGraderServer } from './fakeGraderServer';

// Renders the grader console at a path, logged in, against a fake server; used by the console's tests.

// Same reasons as the admin console's tests: whole-console renders are slow in jsdom under a loaded run, and
// role queries skip their costly CSS visibility check (these tests check structure and behaviour, not CSS).
configure({ asyncUtilTimeout: 8000, defaultHidden: true });

export const GRADER_TEST_TIMEOUT = { timeout: 60_000 };

const machines: SessionMachine[] = [];

/** Call from afterEach: stops the session timers of the consoles rendered so far. */
export function disposeGraderSessions(): void {
  machines.splice(0).forEach((machine) => machine.dispose());
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Stands in for the code view, which the console opens after a claim. */
function CodeViewStub() {
  const { submissionId } = useParams();
  return <p>Code view of submission {submissionId}</p>;
}

export interface RenderGraderOptions {
  server: FakeGraderServer;
  email: string;
  user?: Partial<CurrentUser>;
  preferences?: PreferencesStore;
}

export function renderGrader(path: string, { server, email, user, preferences = createPreferencesStore(createMemoryStore()) }: RenderGraderOptions) {
  const notifications: { title: string; body: unknown }[] = [];
  configureApi({
    fetch: server.fetch,
    getToken: () => 'token',
    notifyError: (title, body) => notifications.push({ title, body }),
    onUnauthorized: () => {},
    currentUrl: () => 'http://app.test/grader',
  });
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt('token', makeUser({ email, graderCourses: [1], ...user }));
  const queryClient = createQueryClient();
  const view = render(
    <PreferencesProvider store={preferences}>
      <SessionProvider machine={machine}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/grader/:courseName?/:period?/:assignmentName?/:panelName1?" element={<GraderConsole />} />
                <Route path="/code/:submissionId" element={<CodeViewStub />} />
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
