import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from '../assignments/testing/fakeAssignmentsServer';
import { ASSIGNMENTS_TEST_TIMEOUT } from '../assignments/testing/queries';

// The panels have tests of their own; here only the sider matters.
vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => <p>Roster panel</p> }));
vi.mock('../submissions/SubmissionsPanel', () => ({ SubmissionsPanel: () => <p>Submissions panel</p> }));
afterEach(disposeSessions);

const COURSE = '/admin/Intro%20to%20Programming/Fall%202026';

function serve() {
  return fakeAssignmentsServer({
    course: assignmentsTestCourse(),
    assignments: [
      makeAssignment({ id: 11, course: 1, name: 'Lab 1', sortKey: 0 }),
      makeAssignment({ id: 12, course: 1, name: 'Lab 2', sortKey: 1, isVisible: false }),
    ],
  });
}

async function siderLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Assignments' });
  return within(nav).getAllByRole('link');
}

describe('admin sider assignments', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('lists the course’s assignments in order, linking to the same per-assignment panel', async () => {
    renderAdmin(`${COURSE}/submissions/Lab%202`, { server: serve() });
    const links = await siderLinks();
    expect(links.map((link) => link.textContent)).toEqual(['Lab 1', 'Lab 2 · hidden']);
    expect(links[0]!.getAttribute('href')).toBe('/admin/Intro%20to%20Programming/Fall%202026/submissions/Lab%201');
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
  });

  it('opens an assignment’s settings from panels that are not about one assignment', async () => {
    renderAdmin(`${COURSE}/roster`, { server: serve() });
    const links = await siderLinks();
    expect(links[1]!.getAttribute('href')).toBe('/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%202');
    expect(links.some((link) => link.getAttribute('aria-current') === 'page')).toBe(false);
  });
});
