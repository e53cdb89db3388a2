import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { DEMO_PERIOD, type CurrentUser, type MyCourses } from '@marginalia/contracts';
import { courseQueryKeys } from '../../api/courses';
import { supportEmail } from '../../config';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { SessionMachine } from '../../session/sessionMachine';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser, memoryTokens, scriptedApi } from '../../test/fakes';
import { renderWithApp } from '../../test/renderApp';
import { disposeConsoleSessions, renderConsole } from '../../test/renderConsole';
import { HelpButton } from './HelpButton';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const course = (id: number, period = 'Fall 2026') => ({ id, name: `CS ${id}`, period, archived: false });
const noCourses: MyCourses = { studentCourses: [], graderCourses: [], superGraderCourses: [], courseadminCourses: [] };

interface FakeServer {
  mine?: MyCourses | null;
  helpStatus?: number;
}

/** The header's help button on a console page, against a fake server that records what was sent. */
function renderHelp(user: CurrentUser, { mine = noCourses, helpStatus = 201 }: FakeServer = {}) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/courses/mine/') return mine ? json(mine) : json({ detail: 'Not found.' }, 404);
    if (url === '/logs/log/') return json(helpStatus === 201 ? { id: 1 } : { detail: 'Request was throttled.' }, helpStatus);
    return json({ detail: 'Not found.' }, 404);
  };
  const view = renderConsole('/student/CS101', {
    fetch,
    token: 't',
    user,
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://localhost/student/CS101',
    routes: <Route path="*" element={<HelpButton />} />,
  });
  return { ...view, requests };
}

async function openHelp() {
  fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
  return screen.findByRole('dialog');
}

const linkNames = (drawer: HTMLElement) => within(within(drawer).getByRole('navigation', { name: 'Help topics' })).getAllByRole('link').map((link) => link.textContent);

describe('help button', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('opens a drawer titled Help with the guides for a student’s role', async () => {
    renderHelp(makeUser({ studentCourses: [1] }), { mine: { ...noCourses, studentCourses: [course(1)] } });
    const drawer = await openHelp();
    expect(within(drawer).getByText('Help')).toBeTruthy();
    expect(linkNames(drawer)).toEqual(['For students', 'Roles and what they can do']);
    expect(within(drawer).getByRole('link', { name: 'For students' }).getAttribute('href')).toBe('/docs#students');
  });

  it('gives an admin who also grades the instructors’ and graders’ guides and the API, without asking for their courses', async () => {
    const { requests } = renderHelp(makeUser({ courseadminCourses: [1, 2], graderCourses: [1, 2], canModifyRosters: true }));
    const drawer = await openHelp();
    expect(linkNames(drawer)).toEqual(['For instructors', 'For graders', 'Roles and what they can do', 'Using the API']);
    expect(within(drawer).getByRole('link', { name: 'Using the API' }).getAttribute('href')).toBe('/docs#api');
    expect(requests.map((request) => request.url)).not.toContain('/courses/mine/');
  });

  it('closes the drawer and goes to the help centre when a guide is followed', async () => {
    const view = renderHelp(makeUser({ graderCourses: [1, 2] }));
    const drawer = await openHelp();
    expect(document.querySelector('.ant-drawer-open')).not.toBeNull();
    fireEvent.click(within(drawer).getByRole('link', { name: 'For graders' }));
    await waitFor(() => expect(view.location()).toBe('/docs'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('is not shown to a user whose only course is the sample course', async () => {
    const view = renderHelp(makeUser({ studentCourses: [9] }), { mine: { ...noCourses, studentCourses: [course(9, DEMO_PERIOD)] } });
    await waitFor(() => expect(view.queryClient.getQueryState(courseQueryKeys.mine)?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });

  it('is not shown to a one-course user when their courses cannot be read', async () => {
    const view = renderHelp(makeUser({ studentCourses: [1] }), { mine: null });
    await waitFor(() => expect(view.queryClient.getQueryState(courseQueryKeys.mine)?.status).toBe('error'));
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });

  it('is not shown before anyone has signed in', () => {
    const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
    renderWithApp(<HelpButton />, { machine });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    machine.dispose();
  });
});

describe('help contact form', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('sends the message as a help request with the page and the course, and thanks the user', async () => {
    const { requests } = renderHelp(makeUser({ studentCourses: [1] }), { mine: { ...noCourses, studentCourses: [course(1)] } });
    const drawer = await openHelp();
    const box = within(drawer).getByRole('textbox', { name: 'Ask us a question' });
    fireEvent.change(box, { target: { value: '  My upload keeps failing.  ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send' }));

    expect(await within(drawer).findByText('Thanks — we got your message and will reply by e-mail.')).toBeTruthy();
    expect(requests.find((request) => request.url === '/logs/log/')?.body).toEqual({
      attachments: [{ title: 'Help request', text: 'My upload keeps failing.', footer: 'http://localhost/student/CS101' }],
      channel: 'help',
      courseID: 1,
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('asks for a message before sending anything', async () => {
    const { requests } = renderHelp(makeUser({ graderCourses: [1, 2] }));
    const drawer = await openHelp();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(await within(drawer).findByText('Write a message before sending.')).toBeTruthy();
    expect(requests.some((request) => request.url === '/logs/log/')).toBe(false);
  });

  it('gives the support address when the message could not be sent, keeping what was written', async () => {
    renderHelp(makeUser({ graderCourses: [1, 2] }), { helpStatus: 500 });
    const drawer = await openHelp();
    const box = within(drawer).getByRole('textbox', { name: 'Ask us a question' });
    fireEvent.change(box, { target: { value: 'The queue is empty.' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send' }));

    const alert = await within(drawer).findByText(/We could not send your message/);
    expect(alert.closest('[role="alert"]')?.textContent).toBe(`We could not send your message. E-mail us at ${supportEmail()} instead.`);
    expect(within(drawer).getByRole('link', { name: supportEmail() }).getAttribute('href')).toBe(`mailto:${supportEmail()}`);
    expect((box as HTMLTextAreaElement).value).toBe('The queue is empty.');
  });
});
