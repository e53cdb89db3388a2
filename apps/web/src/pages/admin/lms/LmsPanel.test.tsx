import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LtiGradePassback, LtiRosterSyncLog } from '@marginalia/contracts';
import { fakeAdminServer, makeCourse } from '../../../test/fakeAdminServer';
import { CONSOLE_TEST_TIMEOUT, disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { LMS_PANEL_TEXTS } from './lmsPanelTexts';

afterEach(disposeSessions);

const LMS_TAB = '/admin/Intro%20to%20Programming/Fall%202026/lms';
const intro = makeCourse({ id: 1, name: 'Intro to Programming', period: 'Fall 2026' });

const LINKED: LtiRosterSyncLog = {
  link: { platformName: 'Riverside Canvas', contextTitle: 'CS 101 (Fall)', lastSync: '2026-11-29T04:05:00Z' },
  syncs: [
    { id: 4, trigger: 'schedule', state: 'succeeded', created: '2026-11-29T04:05:00Z', finished: '2026-11-29T04:05:03Z', added: 2, madeInactive: 1, keptAdmins: [], error: null },
    { id: 3, trigger: 'manual', state: 'failed', created: '2026-11-28T10:00:00Z', finished: '2026-11-28T10:01:00Z', added: 0, madeInactive: 0, keptAdmins: [], error: "The LMS's member list answered 403" },
  ],
};

const GRADES: LtiGradePassback = {
  link: { platformName: 'Riverside Canvas', contextTitle: 'CS 101 (Fall)' },
  offered: true,
  assignments: [
    {
      assignmentId: 11, name: 'Homework 1', points: 10, shown: true, lineItem: { url: 'https://lms.test/lineitems/5', origin: 'created' },
      lastPassback: '2026-11-29T05:00:00Z', lastError: null, sent: 30, waiting: 0, unknown: 2,
      refused: [{ email: 'gone@riverside.edu', error: "The LMS's scores answered 400: user is not a member of this context", at: '2026-11-29T05:00:00Z' }],
      running: false,
    },
    { assignmentId: 12, name: 'Homework 2', points: 10, shown: false, lineItem: null, lastPassback: null, lastError: null, sent: 0, waiting: 0, unknown: 0, refused: [], running: false },
  ],
};

function linkedServer() {
  const server = fakeAdminServer({ courses: [intro] });
  for (let i = 0; i < 3; i += 1) {
    server.answerOnce('GET', '/courses/1/lti/sync/', 200, LINKED);
    server.answerOnce('GET', '/courses/1/lti/grades/', 200, GRADES);
  }
  return server;
}

describe('the LMS tab', CONSOLE_TEST_TIMEOUT, () => {
  it('says how a course gets linked when it is not', async () => {
    const server = fakeAdminServer({ courses: [intro] });
    server.answerOnce('GET', '/courses/1/lti/sync/', 200, { link: null, syncs: [] });
    renderAdmin(LMS_TAB, { server });
    expect(await screen.findByText(LMS_PANEL_TEXTS.notLinked)).toBeTruthy();
    expect(server.sent('GET', '/courses/1/lti/grades/')).toEqual([]);
  });

  it('shows the link, the sync log and each assignment in the gradebook, and sends grades now', async () => {
    const server = linkedServer();
    server.answerOnce('POST', '/assignments/11/lti/grades/', 202, { queued: true });
    renderAdmin(LMS_TAB, { server });
    expect(await screen.findByText('Riverside Canvas')).toBeTruthy();
    expect(screen.getByText('CS 101 (Fall)')).toBeTruthy();
    expect(screen.getByText("The LMS's member list answered 403")).toBeTruthy();

    const homework1 = (await screen.findByText('Homework 1')).closest('tr') as HTMLElement;
    expect(within(homework1).getByText('30 in the LMS')).toBeTruthy();
    expect(within(homework1).getByText('1 refused')).toBeTruthy();
    expect(within(homework1).getByText('2 not in the LMS')).toBeTruthy();
    expect(within(homework1).getByText('Created by Marginalia')).toBeTruthy();
    const homework2 = screen.getByText('Homework 2').closest('tr') as HTMLElement;
    expect(within(homework2).getByText(LMS_PANEL_TEXTS.notShown)).toBeTruthy();
    expect((within(homework2).getByRole('button', { name: `${LMS_PANEL_TEXTS.sendNow}: Homework 2` }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(homework1).getByRole('button', { name: /Expand row/ }));
    expect(await screen.findByText('gone@riverside.edu')).toBeTruthy();

    fireEvent.click(within(homework1).getByRole('button', { name: `${LMS_PANEL_TEXTS.sendNow}: Homework 1` }));
    expect(await screen.findByText(LMS_PANEL_TEXTS.sendQueued('Homework 1'))).toBeTruthy();
    expect(server.sent('POST', '/assignments/11/lti/grades/')).toHaveLength(1);
  });

  it('previews a sync before it starts one', async () => {
    const server = linkedServer();
    server.answerOnce('GET', '/courses/1/lti/sync/preview/', 200, {
      added: [{ email: 'new@riverside.edu', role: 'students' }],
      madeInactive: [{ email: 'left@riverside.edu', role: 'graders' }],
      keptAdmins: [],
      skipped: [],
      firstSync: false,
    });
    server.answerOnce('POST', '/courses/1/lti/sync/', 202, { ...LINKED.syncs[0], id: 5, trigger: 'manual', state: 'queued', finished: null, added: 0, madeInactive: 0 });
    renderAdmin(LMS_TAB, { server });
    fireEvent.click(await screen.findByRole('button', { name: /Sync now/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('new@riverside.edu (student)')).toBeTruthy();
    expect(within(dialog).getByText('left@riverside.edu (grader)')).toBeTruthy();
    expect(server.sent('POST', '/courses/1/lti/sync/')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: LMS_PANEL_TEXTS.previewConfirm }));
    expect(await screen.findByText(LMS_PANEL_TEXTS.syncQueued)).toBeTruthy();
    await waitFor(() => expect(server.sent('POST', '/courses/1/lti/sync/')).toHaveLength(1));
  });

  it("shows the LMS's refusal of the preview and starts nothing", async () => {
    const server = linkedServer();
    server.answerOnce('GET', '/courses/1/lti/sync/preview/', 502, { detail: "The LMS's member list answered 503" });
    renderAdmin(LMS_TAB, { server });
    fireEvent.click(await screen.findByRole('button', { name: /Sync now/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(LMS_PANEL_TEXTS.previewFailed)).toBeTruthy();
    expect(within(dialog).getByText(/member list answered 503/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: LMS_PANEL_TEXTS.previewConfirm }) as HTMLButtonElement).disabled).toBe(true);
  });
});
