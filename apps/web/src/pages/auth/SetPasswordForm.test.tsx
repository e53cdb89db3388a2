import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PASSWORD_MESSAGES } from '@marginalia/contracts';
import { SetPasswordForm } from './SetPasswordForm';

// Role queries skip their costly CSS visibility check, as in the console tests (see test/renderConsole.tsx).
configure({ defaultHidden: true, asyncUtilTimeout: 8000 });

function setup(errors: string[] = []) {
  const onSubmit = vi.fn();
  render(<SetPasswordForm email="ada@example.edu" submitting={false} errors={errors} onSubmit={onSubmit} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
  return { onSubmit, type, submit };
}

describe('SetPasswordForm', { timeout: 30_000 }, () => {
  it('keeps Submit disabled until both fields hold the same password', async () => {
    const { type, submit, onSubmit } = setup();
    expect(submit().disabled).toBe(true);
    type('Password', 'correct horse');
    expect(submit().disabled).toBe(true);
    type('Confirm password', 'correct hors');
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(submit().disabled).toBe(true);
    type('Confirm password', 'correct horse');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await waitFor(() => expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).not.toBe('true'));
    fireEvent.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('correct horse', 'correct horse'));
  });

  it('says what is wrong with each field in the words of docs/PRODUCT.md §5.1', async () => {
    const { type } = setup();
    type('Password', 'short');
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
    type('Password', '');
    expect(await screen.findByText(PASSWORD_MESSAGES.required)).toBeTruthy();
    type('Confirm password', 'x');
    type('Confirm password', '');
    expect(await screen.findByText(PASSWORD_MESSAGES.confirmRequired)).toBeTruthy();
  });

  it('does not send a matching password that is too short', async () => {
    const { type, submit, onSubmit } = setup();
    type('Password', 'short');
    type('Confirm password', 'short');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's reasons", () => {
    setup([PASSWORD_MESSAGES.tooShort]);
    expect(screen.getByRole('alert').textContent).toContain(PASSWORD_MESSAGES.tooShort);
  });
});
