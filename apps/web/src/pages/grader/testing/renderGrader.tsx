import { Route, useParams } from 'react-router';
import type { CurrentUser } from '@marginalia/contracts';
import { createPreferencesStore, type PreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import GraderConsole from '../GraderConsole';
import type { FakeGraderServer } from './fakeGraderServer';

// Renders the grader console at a path, logged in, against a fake server; used by the console's tests.

export const GRADER_TEST_TIMEOUT = { timeout: 60_000 };

/** Call from afterEach: stops the session timers of the consoles rendered so far. */
export const disposeGraderSessions = disposeConsoleSessions;

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
  return renderConsole(path, {
    fetch: server.fetch,
    token: 'token',
    user: makeUser({ email, graderCourses: [1], ...user }),
    preferences,
    currentUrl: 'http://app.test/grader',
    routes: (
      <>
        <Route path="/grader/:courseName?/:period?/:assignmentName?/:panelName1?" element={<GraderConsole />} />
        <Route path="/code/:submissionId" element={<CodeViewStub />} />
      </>
    ),
  });
}
