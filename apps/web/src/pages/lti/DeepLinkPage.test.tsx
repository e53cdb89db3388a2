import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { ASSIGNMENT_MESSAGES, LTI_DEEP_LINK_TEXTS as TEXTS, type LtiDeepLinkRequest } from '@marginalia/contracts';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../test/renderConsole';
import { scriptedFetch, type Script, type ScriptedRequest } from '../../test/scriptedFetch';
import DeepLinkPage from './DeepLinkPage';

const RETURN_URL = 'https://lms.example.edu/deep-linking/return';
const REQUEST: LtiDeepLinkRequest = {
  course: { id: 3, name: 'Introduction to Programming', period: 'CS 101' },
  assignments: [
    { id: 7, name: 'Homework 1', points: 10 },
    { id: 8, name: 'Project', points: 1 },
  ],
  settings: { title: 'Add an assignment', acceptTypes: ['ltiResourceLink'], acceptMultiple: true, returnUrl: RETURN_URL },
};
const PATH = '/lti/deepLinks/ref-1/';

/** The forms the page submitted to the LMS, as the browser would send them. */
let submitted: { action: string; method: string; target: string; fields: Record<string, string> }[];
beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({ action: this.action, method: this.method, target: this.target, fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  disposeConsoleSessions();
});

function renderPage(routes: Record<string, Script>) {
  const sent: ScriptedRequest[] = [];
  const fetch = scriptedFetch(routes, { record: (request) => sent.push(request) });
  renderConsole('/lti/deep-link/ref-1', {
    fetch,
    token: 'teacher-token',
    user: makeUser({ id: 4, email: 'ada.lms@example.edu', courseadminCourses: [3] }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/lti/deep-link/ref-1',
    routes: <Route path="/lti/deep-link/:ref" element={<DeepLinkPage />} />,
  });
  return sent;
}

const posts = (sent: ScriptedRequest[]) => sent.filter((request) => request.method === 'POST').map((request) => ({ path: request.path, body: request.body }));

describe('DeepLinkPage', { timeout: 30_000 }, () => {
  it("places a chosen assignment and posts the signed answer to the LMS's return URL in this window", async () => {
    const sent = renderPage({ [`GET ${PATH}`]: [200, REQUEST], [`POST ${PATH}`]: [200, { returnUrl: RETURN_URL, jwt: 'signed.answer.jwt' }] });
    expect(await screen.findByText('Introduction to Programming · CS 101')).toBeTruthy();
    const place = screen.getByRole('button', { name: TEXTS.place });
    expect(place.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Homework 1/ }));
    fireEvent.click(place);
    expect(await screen.findByText(TEXTS.returning)).toBeTruthy();
    expect(posts(sent)).toEqual([{ path: PATH, body: { assignment: 7 } }]);
    expect(submitted).toEqual([{ action: RETURN_URL, method: 'post', target: '_self', fields: { JWT: 'signed.answer.jwt' } }]);
  });

  it('creates a new assignment with a name and points, showing a name the course already has', async () => {
    const sent = renderPage({
      [`GET ${PATH}`]: [200, REQUEST],
      [`POST ${PATH}`]: [
        [400, { name: [ASSIGNMENT_MESSAGES.duplicateName] }],
        [200, { returnUrl: RETURN_URL, jwt: 'created.answer.jwt' }],
      ],
    });
    fireEvent.click(await screen.findByRole('radio', { name: TEXTS.createOption }));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.place }));
    expect(await screen.findByText(TEXTS.nameRequired)).toBeTruthy();
    expect(posts(sent)).toEqual([]);

    fireEvent.change(screen.getByLabelText(TEXTS.nameLabel), { target: { value: 'Homework 1' } });
    fireEvent.change(screen.getByLabelText(TEXTS.pointsLabel), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.place }));
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.duplicateName)).toBeTruthy();
    expect(submitted).toEqual([]);

    fireEvent.change(screen.getByLabelText(TEXTS.nameLabel), { target: { value: 'Lab 2' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.place }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(posts(sent).map((post) => post.body)).toEqual([{ create: { name: 'Homework 1', points: 25 } }, { create: { name: 'Lab 2', points: 25 } }]);
    expect(submitted[0]!.fields).toEqual({ JWT: 'created.answer.jwt' });
  });

  it('cancels with the answer that places nothing', async () => {
    const sent = renderPage({ [`GET ${PATH}`]: [200, REQUEST], [`POST ${PATH}cancel/`]: [200, { returnUrl: RETURN_URL, jwt: 'cancel.jwt' }] });
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.cancel }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(posts(sent)).toEqual([{ path: `${PATH}cancel/`, body: undefined }]);
    expect(submitted[0]).toMatchObject({ action: RETURN_URL, fields: { JWT: 'cancel.jwt' } });
  });

  it('says so when the request was used or has expired', async () => {
    renderPage({ [`GET ${PATH}`]: [404, { detail: 'Not found.' }] });
    expect(await screen.findByText(TEXTS.gone)).toBeTruthy();
    expect(screen.getByText(TEXTS.goneDetail)).toBeTruthy();
  });
});
