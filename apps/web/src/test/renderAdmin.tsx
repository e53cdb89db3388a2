import { Route } from 'react-router';
import type { CurrentUser } from '@marginalia/contracts';
import { createPreferencesStore, type PreferencesStore } from '../preferences/localPreferences';
import { createMemoryStore } from '../storage/keyValueStore';
import { makeUser } from './fakes';
import { disposeConsoleSessions, renderConsole } from './renderConsole';
import AdminConsole from '../pages/admin/AdminConsole';
import type { FakeAdminServer } from './fakeAdminServer';

// Renders the admin console at a path, logged in, against a fake server; used by the console's tests.

/** For the console's describe blocks: a whole console render can take seconds under a loaded test run. */
export const CONSOLE_TEST_TIMEOUT = { timeout: 30_000 };

/** Call from afterEach: stops the session timers of the consoles rendered so far. */
export const disposeSessions = disposeConsoleSessions;

export interface RenderAdminOptions {
  server: FakeAdminServer;
  user?: Partial<CurrentUser>;
  preferences?: PreferencesStore;
}

export function renderAdmin(path: string, { server, user, preferences = createPreferencesStore(createMemoryStore()) }: RenderAdminOptions) {
  return renderConsole(path, {
    fetch: server.fetch,
    token: 'token',
    user: makeUser({ email: 'admin@demo.edu', canCreateCourses: true, courseadminCourses: [1], ...user }),
    preferences,
    currentUrl: 'http://app.test/admin',
    routes: <Route path="/admin/:courseName?/:period?/:panelName1?/:panelName2?/:assignmentTab?" element={<AdminConsole />} />,
  });
}
