import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { ACCOUNT_TOKEN_MESSAGES, MESSAGES, PASSWORD_MESSAGES } from '@marginalia/contracts';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions } from '../../test/renderConsole';
import { renderAuthPage, type Answer } from '../../test/renderAuthPage';
import TokenPage from './TokenPage';

const VERIFY = 'POST /registration/verifyRegistrationToken/';
const SET = 'POST /registration/registerAndSetPassword/';
const VALID: Answer = [200, { isValid: true, email: 'ada@example.edu' }];
const INVALID: Answer = [200, { isValid: false, email: null }];

function renderTokenPage(path: string, answers: Record<string, Answer | Answer[]>) {
  return renderAuthPage(
    path,
    <>
      <Route path="/activate/:uid/:token" element={<TokenPage kind="activation" />} />
      <Route path="/password-reset/:uid/:token" element={<TokenPage kind="passwordReset" />} />
      <Route path="/upgrade/:uid/:token" element={<TokenPage kind="upgrade" />} />
    </>,
    answers,
  );
}

async function choosePassword(password: string) {
  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: password } });
  const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
}

describe('TokenPage', { timeout: 30_000 }, () => {
  afterEach(() => disposeConsoleSessions());

  it('signs the user in with the new password and lands home', async () => {
    const user = makeUser({ email: 'ada@example.edu' });
    const view = renderTokenPage('/activate/Mw/tok-en', { [VERIFY]: VALID, [SET]: [200, { isValid: true }] });
    view.sessionApi.queues.login.push({ ok: true, data: { token: 'new-session', user } });
    await choosePassword('correct horse battery');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(view.sessionApi.calls.login).toEqual(['ada@example.edu']);
    expect(view.machine.getState()).toMatchObject({ status: 'loggedIn', token: 'new-session' });
  });

  it('checks the link, sets the password and offers to log in when signing in does not work', async () => {
    const view = renderTokenPage('/password-reset/Mw/tok-en', { [VERIFY]: VALID, [SET]: [200, { isValid: true }] });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Checking your link' })).toBeTruthy();
    expect(await screen.findByText('ada@example.edu')).toBeTruthy();
    await choosePassword('correct horse battery');
    expect(await screen.findByText(ACCOUNT_TOKEN_MESSAGES.passwordSet)).toBeTruthy();
    expect(view.server.sent).toEqual([
      { method: 'POST', path: '/registration/verifyRegistrationToken/', body: { uid: 'Mw', token: 'tok-en' }, authorization: null },
      {
        method: 'POST',
        path: '/registration/registerAndSetPassword/',
        body: { uid: 'Mw', token: 'tok-en', password1: 'correct horse battery', password2: 'correct horse battery' },
        authorization: null,
      },
    ]);
    // The sign-in with the new password was tried; it got no answer, so the page offers Log in.
    expect(view.sessionApi.calls.login).toEqual(['ada@example.edu']);
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('activates an account the same way', async () => {
    renderTokenPage('/activate/Mw/tok-en', { [VERIFY]: VALID, [SET]: [200, { isValid: true }] });
    expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeTruthy();
    expect(await screen.findByText(/to activate your account/)).toBeTruthy();
    await choosePassword('correct horse battery');
    expect(await screen.findByText(ACCOUNT_TOKEN_MESSAGES.passwordSet)).toBeTruthy();
  });

  it('explains a bad reset link and links to forgot password', async () => {
    renderTokenPage('/password-reset/Mw/old', { [VERIFY]: INVALID });
    expect(await screen.findByText(MESSAGES.tokenInvalid)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_TOKEN_MESSAGES.onlyLatestLink, { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new password reset link' }));
    expect(await screen.findByText('Forgot password page')).toBeTruthy();
  });

  it('sends activation and upgrade links to their own pages for a new link', async () => {
    renderTokenPage('/activate/Mw/old', { [VERIFY]: INVALID });
    expect((await screen.findByRole('link', { name: 'Ask for a new activation link' })).getAttribute('href')).toBe('/signup/join/');
    disposeConsoleSessions();
    renderTokenPage('/upgrade/Mw/old', { [VERIFY]: INVALID });
    expect((await screen.findByRole('link', { name: 'Ask for a new upgrade link' })).getAttribute('href')).toBe('/upgrade/');
  });

  it('treats a link the server cannot read as a bad link', async () => {
    renderTokenPage('/activate/Mw/x', { [VERIFY]: [400, { token: ['Ensure this field has no more than 256 characters.'] }] });
    expect(await screen.findByText(MESSAGES.tokenInvalid)).toBeTruthy();
  });

  it('says the link is bad when it was used up meanwhile', async () => {
    renderTokenPage('/password-reset/Mw/tok-en', { [VERIFY]: VALID, [SET]: [200, { isValid: false }] });
    await choosePassword('correct horse battery');
    expect(await screen.findByText(MESSAGES.tokenInvalid)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_TOKEN_MESSAGES.passwordSet)).toBeNull();
  });

  it("shows the server's password rules and lets the user try again", async () => {
    renderTokenPage('/password-reset/Mw/tok-en', {
      [VERIFY]: VALID,
      [SET]: [[400, { password1: [PASSWORD_MESSAGES.tooShort] }], [200, { isValid: true }]],
    });
    await choosePassword('correct horse battery');
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
    await choosePassword('a longer horse battery');
    expect(await screen.findByText(ACCOUNT_TOKEN_MESSAGES.passwordSet)).toBeTruthy();
  });

  it('offers another try when the server cannot be reached', async () => {
    renderTokenPage('/password-reset/Mw/tok-en', { [VERIFY]: ['offline', VALID] });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ada@example.edu')).toBeTruthy();
  });
});
