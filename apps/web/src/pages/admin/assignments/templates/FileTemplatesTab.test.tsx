import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeSessions, renderAdmin } from '../../../../test/renderAdmin';
import { findDialog } from '../../testing/dialogs';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from '../testing/fakeAssignmentsServer';
import { ASSIGNMENTS_TEST_TIMEOUT, button, openTab } from '../testing/queries';

vi.mock('../../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const LAB_1 = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201';

function serve({ archived = false } = {}) {
  return fakeAssignmentsServer({
    course: assignmentsTestCourse({ archived }),
    assignments: [makeAssignment({ id: 11, course: 1, name: 'Lab 1', fileTemplates: [41] })],
    templates: [{ id: 41, assignment: 11, name: 'README.md', extension: 'md', code: '# Lab 1', path: null, required: false }],
  });
}

async function openTemplates() {
  await openTab('File templates');
  await screen.findByText('README.md');
}

describe('file templates tab', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('adds a required starter file', async () => {
    const server = serve();
    renderAdmin(LAB_1, { server });
    await openTemplates();
    fireEvent.click(button('Add file template'));
    const dialog = await findDialog('New file template');
    fireEvent.change(within(dialog).getByLabelText('File name'), { target: { value: 'main.py' } });
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'py' } });
    fireEvent.change(within(dialog).getByLabelText('Folder'), { target: { value: 'src/' } });
    fireEvent.click(within(dialog).getByLabelText('Required file'));
    fireEvent.change(within(dialog).getByLabelText('Starter code'), { target: { value: 'print("hi")\n' } });
    fireEvent.click(button('Add template', dialog));
    expect(await screen.findByText('src/main.py')).toBeTruthy();
    expect(server.sent('POST', '/fileTemplates/')).toEqual([
      { name: 'main.py', extension: 'py', path: 'src/', required: true, code: 'print("hi")\n', assignment: 11 },
    ]);
  });

  it('shows templates read-only in an archived course', async () => {
    renderAdmin(LAB_1, { server: serve({ archived: true }) });
    await openTemplates();
    expect(button('Add file template').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('View template README.md'));
    const dialog = await findDialog('File template README.md');
    await waitFor(() => expect((within(dialog).getByLabelText('Starter code') as HTMLTextAreaElement).value).toBe('# Lab 1'));
    expect((within(dialog).getByLabelText('Starter code') as HTMLTextAreaElement).disabled).toBe(true);
  });
});
