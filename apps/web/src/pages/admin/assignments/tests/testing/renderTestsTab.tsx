import { Route } from 'react-router';
import { createPreferencesStore } from '../../../../../preferences/localPreferences';
import { createMemoryStore } from '../../../../../storage/keyValueStore';
import { makeUser } from '../../../../../test/fakes';
import { renderConsole } from '../../../../../test/renderConsole';
import { TestsTab } from '../TestsTab';
import type { FakeTestsServer } from './fakeTestsServer';

// Renders the Tests tab alone, with the console's providers, logged in as a course admin, against a fake server:
// the tab's own tests need none of the console around it (AssignmentDetail's test opens it in the console).

export function renderTestsTab(server: FakeTestsServer) {
  const course = server.state.courses[0]!;
  const assignment = server.data.assignments[0]!;
  return renderConsole('/admin/tests', {
    fetch: server.fetch,
    token: 'token',
    user: makeUser({ email: 'admin@demo.edu', courseadminCourses: [course.id] }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/admin',
    routes: <Route path="*" element={<TestsTab course={course} assignment={assignment} />} />,
  });
}
