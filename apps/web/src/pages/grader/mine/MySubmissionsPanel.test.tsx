import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REVISION_TEXTS, SUBMISSION_MESSAGES } from '@marginalia/contracts';
import { fakeGraderServer } from '../testing/fakeGraderServer';
import { graderWorld, HW1_PATH, hw1, hw1Submissions, intro, ME, submission } from '../testing/graderWorld';
import { disposeGraderSessions, GRADER_TEST_TIMEOUT, renderGrader } from '../testing/renderGrader';
import { NO_UNFINALIZE_REASON } from './MySubmissionActions';

afterEach(disposeGraderSessions);

const MINE = `${HW1_PATH}/mine`;
const group = (name: string) => screen.findByRole('region', { name });
const rowOf = (region: HTMLElement, student: string) => within(region).getByText(student).closest('tr') as HTMLElement;

describe('my submissions', GRADER_TEST_TIMEOUT, () => {
  it('lists only the caller’s submissions, in progress apart from finalized, each with a link to the code view', async () => {
    renderGrader(MINE, { server: graderWorld(), email: ME });
    const inProgress = await group('In progress');
    const finalized = await group('Finalized');
    expect(within(inProgress).getByText('s101@demo.edu')).toBeTruthy();
    expect(within(inProgress).queryByText('s103@demo.edu')).toBeNull();
    expect(within(finalized).getByText('s102@demo.edu')).toBeTruthy();
    expect(within(finalized).getByText('9.5 / 10')).toBeTruthy();
    const open = within(rowOf(inProgress, 's101@demo.edu')).getByRole('link', { name: 'Open the submission of s101@demo.edu' });
    expect(open.getAttribute('href')).toBe('/code/101');
    expect(within(finalized).queryByRole('button', { name: /Unclaim/ })).toBeNull();
  });

  it('unclaims after a confirmation, and the submission goes back to the queue', async () => {
    const server = graderWorld();
    renderGrader(MINE, { server, email: ME });
    const inProgress = await group('In progress');
    fireEvent.click(within(inProgress).getByRole('button', { name: 'Unclaim the submission of s101@demo.edu' }));
    expect(server.sent('PATCH', '/submissions/101/')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Unclaim' }));
    await waitFor(() => expect(server.sent('PATCH', '/submissions/101/').map((request) => request.body)).toEqual([{ grader: '' }]));
    await waitFor(() => expect(screen.queryByText('s101@demo.edu')).toBeNull());
    expect(server.state.submissions.find((item) => item.id === 101)?.grader).toBeNull();
  });

  it('unfinalizes where the course allows it, after asking (its feedback is published), and the submission moves to in progress', async () => {
    const server = graderWorld();
    renderGrader(MINE, { server, email: ME });
    const finalized = await group('Finalized');
    fireEvent.click(within(finalized).getByRole('button', { name: 'Unfinalize the submission of s102@demo.edu' }));
    expect(await screen.findByText(REVISION_TEXTS.unfinalizeContent)).toBeTruthy();
    expect(server.sent('PATCH', '/submissions/102/')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: REVISION_TEXTS.unfinalizeConfirm }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'In progress' })).getByText('s102@demo.edu')).toBeTruthy());
    expect(server.sent('PATCH', '/submissions/102/').map((request) => request.body)).toEqual([{ isFinalized: false }]);
  });

  it('explains why a grader cannot unfinalize when the course forbids it', async () => {
    const server = graderWorld({ courseChanges: { noUnfinalize: true } });
    renderGrader(MINE, { server, email: ME });
    const finalized = await group('Finalized');
    await waitFor(() =>
      expect(within(finalized).getByRole('button', { name: `Unfinalize the submission of s102@demo.edu: ${NO_UNFINALIZE_REASON}` }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('lets a course admin unfinalize even when the course forbids graders to', async () => {
    const server = fakeGraderServer({
      me: ME,
      courses: [{ ...intro, noUnfinalize: true }],
      adminCourseIds: [intro.id],
      assignments: [hw1],
      submissions: hw1Submissions,
    });
    renderGrader(MINE, { server, email: ME });
    const finalized = await group('Finalized');
    fireEvent.click(await within(finalized).findByRole('button', { name: 'Unfinalize the submission of s102@demo.edu' }));
    fireEvent.click(await screen.findByRole('button', { name: REVISION_TEXTS.unfinalizeConfirm }));
    await waitFor(() => expect(server.sent('PATCH', '/submissions/102/')).toHaveLength(1));
    await waitFor(() => expect(server.state.submissions.find((item) => item.id === 102)?.isFinalized).toBe(false));
  });

  it('shows the server’s reason when a change is refused', async () => {
    const server = graderWorld();
    server.answerOnce('PATCH', '/submissions/101/', 400, { grader: [SUBMISSION_MESSAGES.unfinalizeFirst] });
    renderGrader(MINE, { server, email: ME });
    fireEvent.click(within(await group('In progress')).getByRole('button', { name: 'Unclaim the submission of s101@demo.edu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unclaim' }));
    expect(await screen.findByText(SUBMISSION_MESSAGES.unfinalizeFirst)).toBeTruthy();
    expect(screen.getByText('The change was not made.')).toBeTruthy();
  });

  it('says when the caller has not claimed anything yet', async () => {
    renderGrader(MINE, { server: graderWorld({ submissions: [submission(104)] }), email: ME });
    expect(await screen.findByText(/You have not claimed any submissions yet/)).toBeTruthy();
  });
});
