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
import StudentConsole from '../StudentConsole';
import type { FakeStudentServer } from './fakeStudentServer';

// Renders the student console at a path, logged in as a student, against a fake server.

// As in the admin console's tests: antd renders slowly in jsdom, and role queries skip the CSS visibility check.
configure({ asyncUtilTimeout: 8000, defaultHidden: true });

export const STUDENT_TEST_TIMEOUT = { timeout: 30_000 };
export const STUDENT_EMAIL = 'student@demo.edu';

const machines: SessionMachine[] = [];

export function disposeSessions(): void {
  machines.splice(0).forEach((machine) => machine.dispose());
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderStudentOptions {
  server: FakeStudentServer;
  user?: Partial<CurrentUser>;
  preferences?: PreferencesStore;
}

export function renderStudent(path: string, { server, user, preferences = createPreferencesStore(createMemoryStore()) }: RenderStudentOptions) {
  const notifications: { title: string; body: unknown }[] = [];
  configureApi({
    fetch: server.fetch,
    getToken: () => 'student-token',
    notifyError: (title, body) => notifications.push({ title, body }),
    onUnauthorized: () => {},
    currentUrl: () => 'http://app.test/student',
  });
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt('student-token', makeUser({ email: STUDENT_EMAIL, studentCourses: [1], ...user }));
  const queryClient = createQueryClient();
  const view = render(
    <PreferencesProvider store={preferences}>
      <SessionProvider machine={machine}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/student/:courseName?/:period?/:assignmentName?" element={<StudentConsole />} />
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
