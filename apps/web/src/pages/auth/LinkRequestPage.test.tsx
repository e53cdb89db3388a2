import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { ACCOUNT_TOKEN_MESSAGES, MESSAGES } from '@marginalia/contracts';
import { disposeConsoleSessions } from '../../test/renderConsole';
import LinkRequestPage from './LinkRequestPage';
import { renderAuthPage, type Answer } from '../../test/renderAuthPage';

const RESET = 'POST /registration/emailPasswordReset/';

function renderForgot(answers: Record<string, Answer | Answer[]>) {
  return renderAuthPage('/forgot-password-form', <Route path="/forgot-password-form" element={<LinkRequestPage kind="passwordReset" />} />, answers);
}

function submitEmail(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('LinkRequestPage: forgot password', { timeout: 30_000 }, () => {
  afterEach(() => disposeConsoleSessions());

  it('asks for a reset link and says one was sent if the account exists', async () => {
    const view = renderForgot({ [RESET]: [200, { success: true }] });
    submitEmail(' ada@example.edu ');
    expect(await screen.findByText(ACCOUNT_TOKEN_MESSAGES.resetSent)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(view.server.sent).toEqual([
      { method: 'POST', path: '/registration/emailPasswordReset/', body: { email: 'ada@example.edu' }, authorization: null },
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('shows the failure message and keeps the form when the request fails', async () => {
    renderForgot({ [RESET]: [[429, { detail: 'Request was throttled. Expected available in 60 seconds.' }], [200, { success: true }]] });
    submitEmail('ada@example.edu');
    expect(await screen.findByText(MESSAGES.forgotPasswordFailure)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(ACCOUNT_TOKEN_MESSAGES.resetSent)).toBeTruthy();
  });

  it('shows the failure message when the server cannot be reached', async () => {
    renderForgot({ [RESET]: ['offline'] });
    submitEmail('ada@example.edu');
    expect(await screen.findByText(MESSAGES.forgotPasswordFailure)).toBeTruthy();
  });

  it('asks for an e-mail before calling the server', async () => {
    const view = renderForgot({});
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    submitEmail('not an email');
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(view.server.sent).toEqual([]);
  });
});

describe('LinkRequestPage: a new upgrade link', { timeout: 30_000 }, () => {
  afterEach(() => disposeConsoleSessions());

  it('asks for a new upgrade link and answers with "if"', async () => {
    const view = renderAuthPage('/upgrade', <Route path="/upgrade" element={<LinkRequestPage kind="upgrade" />} />, {
      'POST /registration/requestUpgradeLink/': [200, { success: true }],
    });
    expect(screen.getByRole('heading', { name: 'Upgrade your account' })).toBeTruthy();
    submitEmail('ada@example.edu');
    expect(await screen.findByText(ACCOUNT_TOKEN_MESSAGES.upgradeSent)).toBeTruthy();
    expect(view.server.sent).toEqual([
      { method: 'POST', path: '/registration/requestUpgradeLink/', body: { email: 'ada@example.edu' }, authorization: null },
    ]);
  });
});
