import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, SIGNUP, SIGNUP_TEXTS } from '@marginalia/contracts';
import { disposeConsoleSessions } from '../../test/renderConsole';
import { renderSignup, type Answer } from './testing/renderSignup';

const VALIDATE = 'POST /registration/validateNewAdminUser/';
const STATUS = 'GET /registration/checkStatusNewAdminUser';
const APPROVED: Answer = [200, { pending: false, status: true }];
const PENDING: Answer = [200, { pending: true, status: false }];
const REJECTED: Answer = [200, { pending: false, status: false }];

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

function typeEmail(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
}

function agree() {
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

/** Opens the institution picker, searches and picks the option whose text starts with `label`. */
async function pickInstitution(search: string, label: string) {
  const input = screen.getByLabelText('Institution');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent?.startsWith(label));
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

/** Clicks Continue and waits until the server has answered the sign-up request. */
async function submit(view: ReturnType<typeof renderSignup>) {
  fireEvent.click(continueButton());
  await waitFor(() => expect(view.server.sent.some((call) => call.method === 'POST')).toBe(true));
  await act(async () => {});
}

/** Moves the fake clock (the polls every 5 s, the bar every 100 ms) and lets answers arrive. */
const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('CreateCoursePage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    disposeConsoleSessions();
    vi.useRealTimers();
  });

  it('enables Continue only with a valid e-mail, the terms and an institution; an approved address ends on success', async () => {
    const view = renderSignup('/signup/create', { [VALIDATE]: [200, { success: true, org: 'Example University' }], [STATUS]: APPROVED });
    expect(screen.getByRole('navigation', { name: 'Sign-up steps' }).querySelector('.ant-steps-item-active')?.textContent).toContain(
      'Create Account',
    );
    expect(continueButton().disabled).toBe(true);
    typeEmail('ada@example');
    agree();
    await pickInstitution('exam', 'Example University');
    expect(continueButton().disabled).toBe(true);
    typeEmail('ada@example.edu');
    expect(continueButton().disabled).toBe(false);
    await submit(view);
    expect(await screen.findByText('Setting up your account...')).toBeTruthy();
    expect(view.server.sent.find((call) => call.path === '/registration/validateNewAdminUser/')?.body).toEqual({
      email: 'ada@example.edu',
      organization: 'Example University',
    });
    await advance(SIGNUP.pollMs);
    expect(await screen.findByText(SIGNUP_TEXTS.success)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sign-up steps' }).querySelector('.ant-steps-item-active')?.textContent).toContain(
      'Start using Marginalia',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('finds institutions by their short code and sends the picked one’s name', async () => {
    const view = renderSignup('/signup/create', { [VALIDATE]: [200, { success: true, org: 'CUNY Brooklyn College' }], [STATUS]: PENDING });
    await pickInstitution('cuny', 'CUNY Brooklyn College');
    typeEmail('ada@brooklyn.cuny.edu');
    agree();
    await submit(view);
    expect(view.server.sent.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ada@brooklyn.cuny.edu',
      organization: 'CUNY Brooklyn College',
    });
  });

  it('asks about an address without "edu": a different one goes back to the form, this one goes on', async () => {
    const view = renderSignup('/signup/create', { [VALIDATE]: [200, { success: true, org: 'Example University', statusToken: 'a-b_c' }], [STATUS]: PENDING });
    typeEmail('ada+work@gmail.com');
    agree();
    await pickInstitution('Example', 'Example University');
    fireEvent.click(continueButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SIGNUP_TEXTS.confirmEmailTitle)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: SIGNUP_TEXTS.useDifferentEmail }));
    await waitFor(() => expect(view.server.sent.some((call) => call.method === 'POST')).toBe(false));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada+work@gmail.com');

    fireEvent.click(continueButton());
    fireEvent.click(await screen.findByRole('button', { name: SIGNUP_TEXTS.useThisEmail }));
    await waitFor(() => expect(view.server.sent.some((call) => call.method === 'POST')).toBe(true));
    await act(async () => {});
    expect(await screen.findByText('Setting up your account...')).toBeTruthy();
    await advance(SIGNUP.pollMs);
    // The plus sign is encoded, so the server does not read it as a space; the reply's token lets the server answer.
    await waitFor(() => expect(view.server.sent.find((call) => call.path === '/registration/checkStatusNewAdminUser')?.search).toBe('?email=ada%2Bwork%40gmail.com&token=a-b_c'));
  });

  it('sends a new organization name when the institution is not listed, and shows the hint on a bad e-mail', async () => {
    const view = renderSignup('/signup/create', { [VALIDATE]: [200, { success: false }] });
    typeEmail('ada@night.edu');
    agree();
    fireEvent.click(screen.getByRole('checkbox', { name: 'My institution is not listed' }));
    expect(screen.queryByLabelText('Institution')).toBeNull();
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('New organization name'), { target: { value: 'Night School' } });
    fireEvent.click(continueButton());
    expect(await screen.findByText(SIGNUP_TEXTS.badEmail)).toBeTruthy();
    expect(view.server.sent.find((call) => call.method === 'POST')?.body).toEqual({ email: 'ada@night.edu', organization: 'Night School' });
    // Back on the form with what was typed.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@night.edu');
    expect((screen.getByLabelText('New organization name') as HTMLInputElement).value).toBe('Night School');
  });

  it('says "almost there" when the bar fills before the answer, then keeps waiting', async () => {
    renderSignup('/signup/create', { [VALIDATE]: [200, { success: true, org: 'Example University' }], [STATUS]: [PENDING] });
    typeEmail('ada@example.edu');
    agree();
    await pickInstitution('Example', 'Example University');
    fireEvent.click(continueButton());
    expect(await screen.findByText('Setting up your account...')).toBeTruthy();
    // At most 0.45 a tick: 100 is reached within 667 ticks.
    await advance(SIGNUP.progressTickMs * 670);
    expect(await screen.findByText(SIGNUP_TEXTS.almostThere)).toBeTruthy();
    // The wait has a reason a person can act on: someone approves the account.
    expect(screen.getByText(/A person approves new instructor accounts/)).toBeTruthy();
  });

  it('says the request was received and who decides when a person must approve it, with no progress bar', async () => {
    const view = renderSignup('/signup/create', { [VALIDATE]: [200, { success: true, org: 'Example University', pending: true }], [STATUS]: [PENDING] });
    typeEmail('ada@example.edu');
    agree();
    await pickInstitution('Example', 'Example University');
    await submit(view);
    expect(await screen.findByText(SIGNUP_TEXTS.receivedTitle)).toBeTruthy();
    expect(screen.getByText(SIGNUP_TEXTS.received('Example University'))).toBeTruthy();
    expect(screen.getByText(/a platform admin of this Marginalia installation decides/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Setting up your account...')).toBeNull();
    await advance(SIGNUP.pollMs * 2);
    expect(screen.getByText(SIGNUP_TEXTS.receivedTitle)).toBeTruthy();
  });

  it('shows the rejection message when the request is turned down', async () => {
    const view = renderSignup('/signup/create', { [VALIDATE]: [200, { success: true, org: 'Example University' }], [STATUS]: REJECTED });
    typeEmail('ada@example.edu');
    agree();
    await pickInstitution('Example', 'Example University');
    await submit(view);
    await advance(SIGNUP.pollMs);
    expect(await screen.findByText(MESSAGES.instructorRejected)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('treats a failed request as success and lets the status poll decide', async () => {
    const view = renderSignup('/signup/create', { [VALIDATE]: [500, { detail: 'A server error occurred.' }], [STATUS]: APPROVED });
    typeEmail('ada@example.edu');
    agree();
    await pickInstitution('Example', 'Example University');
    await submit(view);
    expect(await screen.findByText('Setting up your account...')).toBeTruthy();
    await advance(SIGNUP.pollMs);
    expect(await screen.findByText(SIGNUP_TEXTS.success)).toBeTruthy();
  });

  it('shows "Something went wrong." when the status cannot be read, and Try again returns to the form', async () => {
    const view = renderSignup('/signup/create', { [VALIDATE]: [200, { success: true, org: 'Example University' }], [STATUS]: [500, {}] });
    typeEmail('ada@example.edu');
    agree();
    await pickInstitution('Example', 'Example University');
    await submit(view);
    await advance(SIGNUP.pollMs);
    expect(await screen.findByText(MESSAGES.instructorValidationError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(continueButton().disabled).toBe(false);
  });
});
