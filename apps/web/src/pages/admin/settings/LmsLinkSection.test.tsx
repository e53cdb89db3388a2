import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LTI_LINK_MESSAGES, LTI_LINK_TEXTS } from '@marginalia/contracts';
import { fakeAdminServer, makeCourse } from '../../../test/fakeAdminServer';
import { CONSOLE_TEST_TIMEOUT, disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const SETTINGS = '/admin/Intro%20to%20Programming/Fall%202026/settings';
const intro = makeCourse({ id: 1, name: 'Intro to Programming', period: 'Fall 2026' });
const meant = makeCourse({ id: 2, name: 'Programming I', period: 'Spring 2027' });
const LINK = { platformName: 'Riverside Canvas', contextTitle: 'Introduction to Programming', contextLabel: 'CS 101' };

function linkedServer() {
  return fakeAdminServer({ courses: [intro, meant], ltiLinks: { 1: [LINK] } });
}

async function section() {
  const legend = await screen.findByText(LTI_LINK_TEXTS.title);
  return legend.closest('fieldset') as HTMLElement;
}

async function chooseTarget(name: string) {
  fireEvent.mouseDown(await screen.findByLabelText(LTI_LINK_TEXTS.moveLabel));
  fireEvent.click(await screen.findByTitle(name));
}

function confirm(title: string, button: string) {
  const popup = screen.getByText(title).closest('.ant-popover') as HTMLElement;
  fireEvent.click(within(popup).getByRole('button', { name: button }));
}

describe('the LMS link in course settings', CONSOLE_TEST_TIMEOUT, () => {
  it('shows the LMS course and moves the link to another course the admin administers', async () => {
    const server = linkedServer();
    renderAdmin(SETTINGS, { server });
    const group = await section();
    expect(within(group).getByText('Introduction to Programming')).toBeTruthy();
    expect(group.textContent).toContain('(CS 101) in Riverside Canvas');

    await chooseTarget('Programming I (Spring 2027)');
    expect(screen.queryByTitle('Intro to Programming (Fall 2026)')).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: LTI_LINK_TEXTS.move }));
    expect(server.sent('PUT', '/courses/1/lti/link/')).toEqual([]);
    confirm(LTI_LINK_TEXTS.confirmMove('Programming I (Spring 2027)'), LTI_LINK_TEXTS.move);
    expect(await screen.findByText(LTI_LINK_TEXTS.moved('Programming I (Spring 2027)'))).toBeTruthy();
    expect(server.sent('PUT', '/courses/1/lti/link/')).toEqual([{ courseId: 2 }]);
    await waitFor(() => expect(screen.queryByText(LTI_LINK_TEXTS.title)).toBeNull());
  });

  it("shows the server's refusal in the section and keeps the link", async () => {
    const server = linkedServer();
    server.answerOnce('PUT', '/courses/1/lti/link/', 400, { courseId: [LTI_LINK_MESSAGES.targetLinked] });
    renderAdmin(SETTINGS, { server });
    const group = await section();
    await chooseTarget('Programming I (Spring 2027)');
    fireEvent.click(within(group).getByRole('button', { name: LTI_LINK_TEXTS.move }));
    confirm(LTI_LINK_TEXTS.confirmMove('Programming I (Spring 2027)'), LTI_LINK_TEXTS.move);
    expect(await within(group).findByText(LTI_LINK_MESSAGES.targetLinked)).toBeTruthy();
    expect(within(group).getByText('Introduction to Programming')).toBeTruthy();
  });

  it('unlinks after a confirmation that says what it does', async () => {
    const server = linkedServer();
    renderAdmin(SETTINGS, { server });
    const group = await section();
    fireEvent.click(within(group).getByRole('button', { name: LTI_LINK_TEXTS.unlink }));
    expect(server.sent('DELETE', '/courses/1/lti/link/')).toEqual([]);
    confirm(LTI_LINK_TEXTS.confirmUnlink, LTI_LINK_TEXTS.unlink);
    expect(await screen.findByText(LTI_LINK_TEXTS.unlinked)).toBeTruthy();
    expect(server.sent('DELETE', '/courses/1/lti/link/')).toEqual([undefined]);
  });

  it('is absent for a course no LMS course is linked to', async () => {
    renderAdmin(SETTINGS, { server: fakeAdminServer({ courses: [intro, meant] }) });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Archive this course')).toBeTruthy());
    expect(screen.queryByText(LTI_LINK_TEXTS.title)).toBeNull();
  });

  it('keeps its controls usable on a 400 px screen', async () => {
    setScreenWidth(400);
    renderAdmin(SETTINGS, { server: linkedServer() });
    const group = await section();
    expect(within(group).getByRole('button', { name: LTI_LINK_TEXTS.move })).toBeTruthy();
    expect(within(group).getByRole('button', { name: LTI_LINK_TEXTS.unlink })).toBeTruthy();
    expect(within(group).getByLabelText(LTI_LINK_TEXTS.moveLabel)).toBeTruthy();
  });
});
