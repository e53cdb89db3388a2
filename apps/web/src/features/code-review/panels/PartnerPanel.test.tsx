import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SUBMISSION_ACTION_MESSAGES, type ReviewPermissions, type Submission } from '@marginalia/contracts';
import { ApiError } from '../../../api/errors';
import { PartnerPanel } from './PartnerPanel';
import { makePermissions, makeSubmission } from './testing/fixtures';
import { renderPanel } from './testing/renderPanel';

const ME = 'ada@example.edu';

function show(submission: Partial<Submission>, permissions: Partial<ReviewPermissions> = { canManagePartners: true }, takesUploads = true) {
  const onGenerate = vi.fn(async () => 'tok/en');
  const onRemove = vi.fn(async (_email: string) => {});
  const view = renderPanel(
    <PartnerPanel
      submission={makeSubmission({ id: 41, ...submission })}
      permissions={makePermissions({ role: 'student', ...permissions })}
      currentEmail={ME}
      takesUploads={takesUploads}
      onGenerate={onGenerate}
      onRemove={onRemove}
    />,
  );
  return { onGenerate, onRemove, ...view };
}

describe('PartnerPanel', () => {
  const clipboard = { writeText: vi.fn(async (_text: string) => {}) };
  afterEach(() => clipboard.writeText.mockClear());

  it('generates a link, shows it in full and copies it', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    const { onGenerate } = show({ students: [ME] });
    fireEvent.click(screen.getByRole('button', { name: 'Invite a partner' }));
    const field = (await screen.findByLabelText('Partner link')) as HTMLInputElement;
    const expected = `${window.location.origin}/invite/41/tok%2Fen`;
    expect(field.value).toBe(expected);
    expect(onGenerate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(clipboard.writeText).toHaveBeenCalledWith(expected);
  });

  it('removes a partner after confirming, and lets the student leave', async () => {
    const { onRemove } = show({ students: [ME, 'bob@example.edu'] });
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove bob@example.edu' }));
    expect(await screen.findByText('Remove bob@example.edu from this submission?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith('bob@example.edu'));
  });

  it('never offers to remove the last student', () => {
    show({ students: [ME] });
    expect(screen.getByText(`${ME} (you)`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
  });

  it('says that graded work keeps its partners, and offers no change', () => {
    show({ students: [ME, 'bob@example.edu'], isFinalized: true }, { canManagePartners: false });
    expect(screen.getByRole('status').textContent).toBe(SUBMISSION_ACTION_MESSAGES.partnersFinalized);
    expect(screen.getByText('bob@example.edu')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says that the due date has passed when the work is not graded yet', () => {
    show({ students: [ME], isFinalized: false }, { canManagePartners: false });
    expect(screen.getByRole('status').textContent).toBe(SUBMISSION_ACTION_MESSAGES.partnersPastDue);
    expect(screen.queryByRole('button', { name: 'Invite a partner' })).toBeNull();
  });

  it('shows nothing when the assignment never took uploads, or to staff', () => {
    expect(show({ students: [ME], isFinalized: false }, { canManagePartners: false }, false).container.textContent).toBe('');
    expect(show({ students: [ME], isFinalized: true }, { canManagePartners: false, role: 'admin' }).container.textContent).toBe('');
  });

  it('shows why the server refused a link (work graded since the page was read)', async () => {
    const { onGenerate } = show({ students: [ME] });
    onGenerate.mockRejectedValueOnce(new ApiError(400, { non_field_errors: [SUBMISSION_ACTION_MESSAGES.partnersFinalized] }, 'POST'));
    fireEvent.click(screen.getByRole('button', { name: 'Invite a partner' }));
    expect(await screen.findByText(SUBMISSION_ACTION_MESSAGES.partnersFinalized)).toBeTruthy();
    expect(screen.queryByLabelText('Partner link')).toBeNull();
  });
});
