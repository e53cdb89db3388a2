import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { renderConsole } from '../../../test/renderConsole';
import AdminConsole from '../AdminConsole';
import { disposeSessions } from '../../../test/renderAdmin';
import { fakeSimilarityServer } from './testing/fakeSimilarityServer';
import { makeCheck, makePair, makePairDetail } from './testing/fixtures';
import SimilarityPairPage from './pair/SimilarityPairPage';
import { PAIR_ROUTE, TAB_PATH } from './testing/renderSimilarity';

afterEach(disposeSessions);

// The admin console's route and the pair page's, as the app declares them (routes.tsx).
const ADMIN_ROUTE = '/admin/:courseName?/:period?/:panelName1?/:panelName2?/:assignmentTab?';

function renderAt(path: string, server: ReturnType<typeof fakeSimilarityServer>) {
  return renderConsole(path, {
    fetch: server.fetch,
    token: 'token',
    user: makeUser({ email: 'admin@demo.edu', courseadminCourses: [1] }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/admin',
    routes: (
      <>
        <Route path={ADMIN_ROUTE} element={<AdminConsole />} />
        <Route path={PAIR_ROUTE} element={<SimilarityPairPage />} />
      </>
    ),
  });
}

describe('the Similarity tab in the assignment view', { timeout: 60_000 }, () => {
  it('is a tab of the assignment with an address of its own; a pair opens on its own page and leads back', async () => {
    const server = fakeSimilarityServer({ checks: [makeCheck({ id: 1 })], pairs: [makePair({ id: 501, similarity: 0.91 })], details: [makePairDetail()] });
    const view = renderAt('/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201', server);
    fireEvent.click(await screen.findByRole('tab', { name: 'Similarity' }));
    expect(await screen.findByRole('button', { name: /Start a check/ })).toBeTruthy();
    expect(view.location()).toBe(decodeURIComponent(TAB_PATH));

    fireEvent.click(await screen.findByRole('link', { name: /Open the pair/ }));
    expect(await screen.findByRole('list', { name: 'Matching fragments' })).toBeTruthy();
    expect(view.location()).toBe(`${decodeURIComponent(TAB_PATH)}/501`);

    fireEvent.click(screen.getByRole('link', { name: /All pairs/ }));
    fireEvent.click(within(await screen.findByRole('region', { name: 'Assignment Lab 1' })).getByRole('tab', { name: 'Settings' }));
    expect(view.location()).toBe('/admin/Intro to Programming/Fall 2026/assignments/Lab 1');
  });
});
