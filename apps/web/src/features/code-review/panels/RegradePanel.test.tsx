import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RegradeLinkIntent, ReviewPermissions, Submission } from '@marginalia/contracts';
import { SUBMISSION_ACTION_MESSAGES } from '@marginalia/contracts';
import { ApiError } from '../../../api/errors';
import { RegradePanel } from './RegradePanel';
import { makePermissions, makeSubmission } from './testing/fixtures';
import { renderPanel } from './testing/renderPanel';

const OPEN: Partial<Submission> = {
  questionIsOpen: true,
  questionIsRegrade: true,
  questionText: 'Line 3 is right.',
  questionDate: '2024-03-04T10:00:00.000Z',
};

function show(submission: Partial<Submission>, permissions: Partial<ReviewPermissions>, intent: RegradeLinkIntent | null = null) {
  const handlers = {
    onSubmit: vi.fn(async (_text: string) => {}),
    onDelete: vi.fn(async () => {}),
    onAnswer: vi.fn(async (_response: string, _close: boolean) => {}),
  };
  const view = renderPanel(<RegradePanel submission={makeSubmission(submission)} permissions={makePermissions(permissions)} timeZone="America/New_York" intent={intent} {...handlers} />);
  return { ...handlers, ...view };
}

const student = (changes: Partial<ReviewPermissions> = {}) => ({ role: 'student' as const, ...changes });

describe('RegradePanel', { timeout: 30_000 }, () => {
  it('lets a student write and submit a request', async () => {
    const { onSubmit } = show({}, student({ canRequestRegrade: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Request regrade' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('What should be regraded?'), { target: { value: 'Line 3 is right.' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByLabelText('What should be regraded?')).toBeNull());
    expect(onSubmit).toHaveBeenCalledWith('Line 3 is right.');
  });

  it("shows the server's refusal and keeps what the student wrote", async () => {
    const { onSubmit } = show({}, student({ canRequestRegrade: true }));
    onSubmit.mockRejectedValueOnce(new ApiError(400, { non_field_errors: [SUBMISSION_ACTION_MESSAGES.regradeNotAllowed] }, 'POST'));
    fireEvent.click(screen.getByRole('button', { name: 'Request regrade' }));
    fireEvent.change(screen.getByLabelText('What should be regraded?'), { target: { value: 'Please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SUBMISSION_ACTION_MESSAGES.regradeNotAllowed)).toBeTruthy();
    expect((screen.getByLabelText('What should be regraded?') as HTMLTextAreaElement).value).toBe('Please');
  });

  it('shows an open request to its student, who may delete it after confirming', async () => {
    const { onDelete } = show(OPEN, student({ canRequestRegrade: true }));
    expect(screen.getByLabelText('Your regrade request').textContent).toContain('Line 3 is right.');
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request regrade' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('shows the answer, who gave it and when', () => {
    show(
      { ...OPEN, questionIsOpen: false, questionResponse: 'Agreed, +1.', questionResponder: 'tara@example.edu', responseDate: '2024-03-05T10:00:00.000Z' },
      student(),
    );
    expect(screen.getByText('Closed')).toBeTruthy();
    const response = screen.getByLabelText('Regrade response').textContent ?? '';
    expect(response).toContain('Agreed, +1.');
    expect(response).toMatch(/Answered by tara@example\.edu on Mar 5, 2024/);
  });

  it("shows the request's dates in the course's zone, named", () => {
    show({ ...OPEN, questionDate: '2024-03-04T15:30:00.000Z' }, student({ canRequestRegrade: true }));
    expect(screen.getByLabelText('Your regrade request').textContent).toContain('You asked on Mar 4, 2024, 10:30 AM EST');
  });

  it('opens the form when the address asks to write a request, and only where one may be written', () => {
    show({}, student({ canRequestRegrade: true }), 'write');
    expect(screen.getByLabelText('What should be regraded?')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Regrade' }).id).toBe('regrade');
  });

  it('keeps the form closed on a write link when the student may not ask', () => {
    show(OPEN, student({ canRequestRegrade: true }), 'write');
    expect(screen.queryByLabelText('What should be regraded?')).toBeNull();
    expect(screen.getByLabelText('Your regrade request')).toBeTruthy();
  });

  it('shows nothing when there is no request and none may be opened', () => {
    const { container } = show({}, student({ canRequestRegrade: false }));
    expect(container.textContent).toBe('');
  });

  it('lets staff answer and close, or save the answer and keep the request open', async () => {
    const { onAnswer } = show(OPEN, { role: 'grader', canAnswerRegrade: true });
    expect(screen.getByLabelText('Regrade request').textContent).toContain('Line 3 is right.');
    fireEvent.change(screen.getByLabelText('Response'), { target: { value: 'Looking into it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('Looking into it.', false));
    fireEvent.change(screen.getByLabelText('Response'), { target: { value: 'Agreed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Answer and close' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith('Agreed.', true));
  });

  it('shows staff without the right to answer the request read-only', () => {
    show(OPEN, { role: 'grader', canAnswerRegrade: false });
    expect(screen.getByLabelText('Regrade request')).toBeTruthy();
    expect(screen.queryByLabelText('Response')).toBeNull();
  });
});
