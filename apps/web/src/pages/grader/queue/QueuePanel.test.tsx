import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QUEUE_MESSAGES } from '@marginalia/contracts';
import { ARCHIVED_REASON, QUEUE_OFF_REASON } from '../AssignmentWorkspace';
import { graderWorld, HW1_PATH, hw1Submissions, ME, submission } from '../testing/graderWorld';
import { disposeGraderSessions, GRADER_TEST_TIMEOUT, renderGrader } from '../testing/renderGrader';
import { QUEUE_EMPTY_MESSAGE } from '../../../features/grading-queue/claimFeedback';

afterEach(disposeGraderSessions);

const gradeNext = () => screen.findByRole('button', { name: 'Grade next submission' });
const progress = () => screen.findByRole('region', { name: 'Grading progress' });
const statistic = (region: HTMLElement, title: string) =>
  within(region).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;

describe('the grading queue', GRADER_TEST_TIMEOUT, () => {
  it('shows the queue length and the progress of the assignment', async () => {
    renderGrader(HW1_PATH, { server: graderWorld(), email: ME });
    const region = await progress();
    await waitFor(() => expect(statistic(document.body, 'Waiting in the queue')).toBe('2'));
    expect(statistic(region, 'Finalized')).toBe('1');
    expect(statistic(region, 'In progress')).toBe('2');
    expect(statistic(region, 'Unclaimed')).toBe('2');
    expect(statistic(region, 'Total')).toBe('5');
    expect(within(region).getByText('20% finalized')).toBeTruthy();
  });

  it('claims the next submission and opens it in the code view', async () => {
    const server = graderWorld();
    const { location } = renderGrader(HW1_PATH, { server, email: ME });
    fireEvent.click(await gradeNext());
    expect(await screen.findByText('Code view of submission 104')).toBeTruthy();
    expect(location()).toBe('/code/104');
    expect(server.sent('POST', '/assignments/11/claim/')).toHaveLength(1);
    expect(server.state.submissions.find((item) => item.id === 104)?.grader).toBe(ME);
  });

  it('says so when no submission is left, and reads the queue again', async () => {
    const server = graderWorld({ submissions: [submission(101, { grader: ME })] });
    renderGrader(HW1_PATH, { server, email: ME });
    await waitFor(() => expect(statistic(document.body, 'Waiting in the queue')).toBe('0'));
    fireEvent.click(await gradeNext());
    expect(await screen.findByText(QUEUE_EMPTY_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(server.sent('GET', '/assignments/11/queueLength/').length).toBeGreaterThan(1));
  });

  it('is turned off, with the reason, when the course turned its queue off', async () => {
    const server = graderWorld({ courseChanges: { activateQueue: false } });
    renderGrader(HW1_PATH, { server, email: ME });
    expect(await screen.findByText(QUEUE_OFF_REASON)).toBeTruthy();
    expect((await gradeNext()).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(window, { key: 'n' });
    expect(server.sent('POST', '/assignments/11/claim/')).toHaveLength(0);
  });

  it('is turned off in an archived course', async () => {
    renderGrader(HW1_PATH, { server: graderWorld({ courseChanges: { archived: true } }), email: ME });
    expect(await screen.findByText(ARCHIVED_REASON)).toBeTruthy();
    expect((await gradeNext()).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s message when the queue was turned off meanwhile', async () => {
    const server = graderWorld();
    server.answerOnce('POST', '/assignments/11/claim/', 400, { non_field_errors: [QUEUE_MESSAGES.queueOff] });
    const { location } = renderGrader(HW1_PATH, { server, email: ME });
    fireEvent.click(await gradeNext());
    expect(await screen.findByText(QUEUE_MESSAGES.queueOff)).toBeTruthy();
    expect(location()).toBe(HW1_PATH.replaceAll('%20', ' '));
  });

  it('claims with the "n" key, but not while typing in a field, and lists the shortcut', async () => {
    const server = graderWorld({ submissions: hw1Submissions });
    renderGrader(`${HW1_PATH}/all`, { server, email: ME });
    const search = await screen.findByRole('textbox', { name: 'Search submissions' });
    fireEvent.keyDown(search, { key: 'n' });
    expect(server.sent('POST', '/assignments/11/claim/')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByText('Grade the next submission')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'n' });
    expect(await screen.findByText('Code view of submission 104')).toBeTruthy();
  });
});
