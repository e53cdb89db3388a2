import { Route } from 'react-router';
import { createPreferencesStore } from '../../../../preferences/localPreferences';
import { createMemoryStore } from '../../../../storage/keyValueStore';
import { makeUser } from '../../../../test/fakes';
import { renderConsole } from '../../../../test/renderConsole';
import SimilarityPairPage from '../pair/SimilarityPairPage';
import { SimilarityTab } from '../SimilarityTab';
import type { FakeSimilarityServer } from './fakeSimilarityServer';

// Renders the Similarity tab alone (or a pair's page, with `pairId`), with the console's providers, logged in as a
// course admin, against a fake server, at the addresses the app gives them.

export const TAB_PATH = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201/similarity';

/** The pair page's route as routes.tsx declares it. */
export const PAIR_ROUTE = '/admin/:courseName/:period/assignments/:assignmentName/similarity/:pairId';

export function renderSimilarity(server: FakeSimilarityServer, { pairId, search = '' }: { pairId?: number; search?: string } = {}) {
  return renderConsole(`${TAB_PATH}${pairId === undefined ? '' : `/${pairId}`}${search}`, {
    fetch: server.fetch,
    token: 'token',
    user: makeUser({ email: 'admin@demo.edu', courseadminCourses: server.state.courses.map((candidate) => candidate.id) }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/admin',
    routes: (
      <>
        <Route path={PAIR_ROUTE} element={<SimilarityPairPage />} />
        <Route path="/admin/:courseName/:period/:panelName1/:panelName2/:assignmentTab" element={<TabAtRoute server={server} />} />
      </>
    ),
  });
}

function TabAtRoute({ server }: { server: FakeSimilarityServer }) {
  return <SimilarityTab course={server.state.courses[0]!} assignment={server.data.assignments[0]!} />;
}
