import { Route, useParams } from 'react-router';
import type { Assignment, Course } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../../preferences/localPreferences';
import { createMemoryStore } from '../../../../storage/keyValueStore';
import { makeUser } from '../../../../test/fakes';
import { renderConsole } from '../../../../test/renderConsole';
import { SimilarityPanel } from '../SimilarityPanel';
import type { FakeSimilarityServer } from './fakeSimilarityServer';

// Renders the Similarity tab (or a pair, with `pairId`) alone, with the console's providers, logged in as a course
// admin, against a fake server, at the address the admin console gives it.

export const TAB_PATH = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201/similarity';

export function renderSimilarity(server: FakeSimilarityServer, { pairId, search = '' }: { pairId?: number; search?: string } = {}) {
  const course = server.state.courses[0]!;
  const assignment = server.data.assignments[0]!;
  return renderConsole(`${TAB_PATH}${pairId === undefined ? '' : `/${pairId}`}${search}`, {
    fetch: server.fetch,
    token: 'token',
    user: makeUser({ email: 'admin@demo.edu', courseadminCourses: server.state.courses.map((candidate) => candidate.id) }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/admin',
    routes: (
      <Route
        path="/admin/:courseName/:period/:panelName1/:panelName2/:assignmentTab/:pairId?"
        element={<PanelAtRoute course={course} assignment={assignment} />}
      />
    ),
  });
}

function PanelAtRoute({ course, assignment }: { course: Course; assignment: Assignment }) {
  const { pairId } = useParams();
  return <SimilarityPanel course={course} assignment={assignment} pairSegment={pairId} />;
}
