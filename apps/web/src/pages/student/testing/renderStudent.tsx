import { Route } from 'react-router';
import type { CurrentUser } from '@marginalia/contracts';
import { createPreferencesStore, type PreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import StudentConsole from '../StudentConsole';
import type { FakeStudentServer } from './fakeStudentServer';

// Renders the student console at a path, logged in as a student, against a fake server.

export const STUDENT_TEST_TIMEOUT = { timeout: 30_000 };
export const STUDENT_EMAIL = 'student@demo.edu';

export const disposeSessions = disposeConsoleSessions;

export interface RenderStudentOptions {
  server: FakeStudentServer;
  user?: Partial<CurrentUser>;
  preferences?: PreferencesStore;
}

export function renderStudent(path: string, { server, user, preferences = createPreferencesStore(createMemoryStore()) }: RenderStudentOptions) {
  return renderConsole(path, {
    fetch: server.fetch,
    token: 'student-token',
    user: makeUser({ email: STUDENT_EMAIL, studentCourses: [1], ...user }),
    preferences,
    currentUrl: 'http://app.test/student',
    routes: <Route path="/student/:courseName?/:period?/:assignmentName?" element={<StudentConsole />} />,
  });
}
