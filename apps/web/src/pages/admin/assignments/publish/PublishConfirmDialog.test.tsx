import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { disposeSessions, renderAdmin } from '../../../../test/renderAdmin';
import { findDialog } from '../../testing/dialogs';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from '../testing/fakeAssignmentsServer';
import { ASSIGNMENTS_TEST_TIMEOUT, button } from '../testing/queries';

vi.mock('../../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const LAB_1 = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201';
const LIST = '/admin/Intro%20to%20Programming/Fall%202026/assignments';

function serve(publication = {}) {
  return fakeAssignmentsServer({
    course: assignmentsTestCourse(),
    assignments: [makeAssignment({ id: 11, course: 1, name: 'Lab 1', points: 10 })],
    publications: { 11: publication },
  });
}

const lines = (dialog: HTMLElement) => [...dialog.querySelectorAll('li')].map((item) => item.textContent);

describe('publishing an assignment', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('from its settings asks first, saying who sees grades, who is e-mailed and whether regrades are open', async () => {
    const server = serve({ finalizedSubmissions: 2, studentsWithFeedback: 3, unfinalizedSubmissions: 1, emailsStudents: true, regradeRequestsOpen: true });
    renderAdmin(LAB_1, { server });
    fireEvent.click(await screen.findByLabelText('Published'));
    fireEvent.click(button('Save changes'));
    const dialog = await findDialog('Publish Lab 1?');
    await waitFor(() => expect(lines(dialog)).toHaveLength(4));
    expect(lines(dialog)).toEqual([
      '3 students will see their grade and feedback (2 finalized submissions).',
      '1 other submission is not finalized yet; its students see their feedback as soon as it is.',
      'They will be e-mailed that their feedback is ready, as will students whose work is finalized later. Course settings',
      'Students can ask for regrades, with no deadline. Assignment settings',
    ]);
    const settingsLink = [...dialog.querySelectorAll('a')].find((link) => link.textContent === 'Course settings');
    expect(settingsLink?.getAttribute('href')).toBe('/admin/Intro%20to%20Programming/Fall%202026/settings');
    expect(server.sent('PATCH', '/assignments/11/')).toEqual([]);
    fireEvent.click(button('Publish', dialog));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(server.sent('PATCH', '/assignments/11/')).toEqual([{ isReleased: true }]);
  });

  it('from the list says when nobody will be e-mailed and regrades are closed, and cancelling publishes nothing', async () => {
    const server = serve({ finalizedSubmissions: 1, studentsWithFeedback: 1 });
    renderAdmin(LIST, { server });
    fireEvent.click(await screen.findByLabelText('Published: Lab 1'));
    const dialog = await findDialog('Publish Lab 1?');
    await waitFor(() => expect(lines(dialog)).toHaveLength(3));
    expect(lines(dialog)).toEqual([
      '1 student will see their grade and feedback (1 finalized submission).',
      'Nobody will be e-mailed: the course does not send feedback notifications. Course settings',
      'Regrade requests are closed: students cannot ask for a regrade. Assignment settings',
    ]);
    fireEvent.click(button('Cancel', dialog));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')).toBeNull());
    expect(server.sent('PATCH', '/assignments/11/')).toEqual([]);
  });
});
