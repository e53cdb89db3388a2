import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@marginalia/contracts';
import { SessionMachine } from '../../session/sessionMachine';
import { makeUser, memoryTokens, scriptedApi } from '../../test/fakes';
import { renderWithApp } from '../../test/renderApp';
import { LoginForm } from './LoginForm';

function setup({ maintenance = false } = {}) {
  const { api, queues, calls } = scriptedApi();
  const tokens = memoryTokens('old-token');
  const machine = new SessionMachine({ api, tokens, forgetPreferences: () => {} });
  renderWithApp(<LoginForm maintenance={maintenance} />, { machine });
  return { machine, queues, calls, tokens };
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginForm', () => {
  it('requires both fields before calling the server', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(calls.login).toEqual([]);
  });

  it('shows the invalid message, clears the password and removes the token on bad credentials', async () => {
    const { queues, tokens, calls } = setup();
    queues.login.push({ ok: false, status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } });
    fillAndSubmit('ada@example.edu', 'wrong-password');
    expect(await screen.findByText(MESSAGES.loginInvalid)).toBeTruthy();
    expect(calls.login).toEqual(['ada@example.edu']);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.edu');
    expect(tokens.value).toBeNull();
  });

  it('shows the unknown-error message when the server cannot be reached', async () => {
    const { queues } = setup();
    queues.login.push({ ok: false, status: null, body: null });
    fillAndSubmit('ada@example.edu', 'secret-password');
    expect(await screen.findByText(MESSAGES.loginUnknown)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.loginInvalid)).toBeNull();
  });

  it('adds a retry hint when throttled', async () => {
    const { queues } = setup();
    queues.login.push({ ok: false, status: 429, body: { detail: 'Request was throttled.' }, retryAfterSeconds: 42 });
    fillAndSubmit('ada@example.edu', 'secret-password');
    expect(await screen.findByText(MESSAGES.loginUnknown)).toBeTruthy();
    expect(screen.getByText(/try again in 42 seconds/)).toBeTruthy();
  });

  it('logs the session in on success', async () => {
    const { queues, machine } = setup();
    queues.login.push({ ok: true, data: { token: 'new', user: makeUser({ token: 'new' }) } });
    fillAndSubmit('ada@example.edu', 'secret-password');
    await waitFor(() => expect(machine.getState().status).toBe('loggedIn'));
  });

  it('disables the inputs during maintenance', () => {
    setup({ maintenance: true });
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).disabled).toBe(true);
  });
});
