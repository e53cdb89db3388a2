import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { JOIN_COURSE_TEXTS, MESSAGES } from '@marginalia/contracts';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../test/renderConsole';
import JoinCoursePage from './JoinCoursePage';

type Answer = [status: number, body: unknown];
const JOIN = '/registration/emailRegistration/';

/** The join call answered by `answer` (status 0: no answer at all); records what was sent. */
function renderJoin(path: string, answer: Answer) {
  const sent: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname !== JOIN || init?.method !== 'POST') return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    sent.push(JSON.parse(String(init.body)));
    if (answer[0] === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), { status: answer[0] });
  };
  const view = renderConsole(path, {
    fetch,
    token: 'unused',
    user: makeUser(),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://app.test${path}`,
    routes: (
      <>
        <Route path="/signup/join" element={<JoinCoursePage />} />
        <Route path="/login" element={<p>Login page</p>} />
      </>
    ),
  });
  return { ...view, sent };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const terms = () => screen.queryByRole('checkbox', { name: /I agree to the Terms of Service/ });
const joinButton = () => screen.getByRole('button', { name: 'Join Course' });

function fillForm() {
  type('Email', 'ada@school.edu');
  type('Invite code', 'ABCD1234');
  type('Username', 'ada');
}

const JOINED = { success: true, email_valid: true, code_valid: true };

describe('JoinCoursePage', { timeout: 30_000 }, () => {
  afterEach(() => disposeConsoleSessions());

  it('shows the step bar at Create Account and asks for every field and the terms', async () => {
    const view = renderJoin('/signup/join', [200, JOINED]);
    expect(screen.getByRole('navigation', { name: 'Sign-up steps' }).querySelector('.ant-steps-item-active')?.textContent).toContain('Create Account');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    fireEvent.click(joinButton());
    expect(await screen.findByText(JOIN_COURSE_TEXTS.emailRequired)).toBeTruthy();
    expect(screen.getByText(JOIN_COURSE_TEXTS.codeRequired)).toBeTruthy();
    expect(screen.getByText(JOIN_COURSE_TEXTS.usernameRequired)).toBeTruthy();
    expect(screen.getByText(JOIN_COURSE_TEXTS.termsRequired)).toBeTruthy();
    fillForm();
    fireEvent.click(joinButton());
    await waitFor(() => expect(screen.getAllByText(JOIN_COURSE_TEXTS.termsRequired).length).toBeGreaterThan(0));
    expect(view.sent).toEqual([]);
  });

  it('sends the form and tells the user to check their e-mail or log in', async () => {
    const view = renderJoin('/signup/join', [200, JOINED]);
    fillForm();
    fireEvent.click(terms()!);
    fireEvent.click(joinButton());
    expect(await screen.findByText(JOIN_COURSE_TEXTS.joined)).toBeTruthy();
    expect(screen.getByText(JOIN_COURSE_TEXTS.joinedDetail)).toBeTruthy();
    expect(view.sent).toEqual([{ email: 'ada@school.edu', token: 'ABCD1234', username: 'ada' }]);
    expect(screen.getByRole('navigation', { name: 'Sign-up steps' }).querySelector('.ant-steps-item-active')?.textContent).toContain('Start using');
  });

  it('links to the login page after joining', async () => {
    renderJoin('/signup/join', [200, JOINED]);
    fillForm();
    fireEvent.click(terms()!);
    fireEvent.click(joinButton());
    fireEvent.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('takes the e-mail and the code from the link: the e-mail is fixed and the terms are not asked for', async () => {
    const view = renderJoin('/signup/join?email=bob%2Bcs%40school.edu&code=WXYZ9876', [200, JOINED]);
    expect(field('Email').value).toBe('bob+cs@school.edu');
    expect(field('Email').disabled).toBe(true);
    expect(field('Invite code').value).toBe('WXYZ9876');
    expect(terms()).toBeNull();
    type('Username', 'bob');
    fireEvent.click(joinButton());
    expect(await screen.findByText(JOIN_COURSE_TEXTS.joined)).toBeTruthy();
    expect(screen.getByText(JOIN_COURSE_TEXTS.joinedDetail)).toBeTruthy();
    expect(view.sent).toEqual([{ email: 'bob+cs@school.edu', token: 'WXYZ9876', username: 'bob' }]);
  });

  const failures: [string, Answer, string][] = [
    ['a wrong code', [403, { success: false, email_valid: true, code_valid: false }], MESSAGES.inviteCodeInvalid],
    ['an e-mail outside the whitelist', [403, { success: false, email_valid: false, code_valid: true }], MESSAGES.emailNotOnWhitelist],
    ['too many attempts', [429, { detail: 'Request was throttled.' }], JOIN_COURSE_TEXTS.throttled],
    ['no answer', [0, null], MESSAGES.loginUnknown],
  ];
  for (const [name, answer, message] of failures) {
    it(`says what went wrong after ${name} and keeps the form`, async () => {
      renderJoin('/signup/join', answer);
      fillForm();
      fireEvent.click(terms()!);
      fireEvent.click(joinButton());
      expect(await screen.findByText(message)).toBeTruthy();
      expect(field('Invite code').value).toBe('ABCD1234');
    });
  }
});
