import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTOGRADER_ZIP_MESSAGES } from '@marginalia/contracts';
import { disposeSessions } from '../../../../../test/renderAdmin';
import { button, findButton } from '../../testing/queries';
import { fakeTestsServer, makeAutograderZip, makeOverviewRow, TESTS_ASSIGNMENT_ID } from '../testing/fakeTestsServer';
import { renderTestsTab } from '../testing/renderTestsTab';

afterEach(disposeSessions);

const ZIP = `/assignments/${TESTS_ASSIGNMENT_ID}/autograder/`;
const TITLE = 'Autograder zip (Gradescope format)';

async function zipSection() {
  return within(await screen.findByRole('region', { name: TITLE }));
}

function choose(section: ReturnType<typeof within>, file: File) {
  const labelled = section.getByLabelText(/Choose (the|a new) autograder zip/);
  const input = labelled.matches('input') ? labelled : labelled.querySelector('input[type="file"]');
  fireEvent.change(input!, { target: { files: [file] } });
}

describe('the autograder zip of the Tests tab', { timeout: 60_000 }, () => {
  it('says what the zip must hold, uploads it, follows its build and then lets runs use it', async () => {
    const server = fakeTestsServer({ overview: [makeOverviewRow({ id: 101, students: ['ann@x.edu'] })] });
    renderTestsTab(server);
    const section = await zipSection();
    expect(section.getAllByText(/setup\.sh and run_autograder at its root/).length).toBeGreaterThan(0);
    expect(section.getAllByText(/\/autograder\/results\/results\.json/).length).toBeGreaterThan(0);
    // Without tests or a zip, nothing can run.
    expect((await findButton('Run all')).disabled).toBe(true);

    choose(section, new File(['PK\u0003\u0004'], 'grader.zip', { type: 'application/zip' }));
    await waitFor(() => expect(server.sent('POST', ZIP)).toHaveLength(1));
    const form = server.sent('POST', ZIP)[0] as FormData;
    expect((form.get('file') as File).name).toBe('grader.zip');
    expect(await section.findByText('grader.zip')).toBeTruthy();
    expect(section.getByLabelText('Build state: Building')).toBeTruthy();
    expect(section.getByRole('status').textContent).toContain('Unpacking the zip');
    expect(section.getByText(/runs of this assignment use it: the categories and tests below are not run/)).toBeTruthy();
    // With a zip, the runs need no tests of their own.
    await waitFor(() => expect(button('Run all').disabled).toBe(false));

    // The tab reads the state again every two seconds while it builds: the step and the log follow.
    server.advanceZip({ step: 'Running setup.sh', log: 'Reading package lists...\n' });
    await waitFor(() => expect(section.getByRole('status').textContent).toContain('Running setup.sh'), { timeout: 8000 });
    expect(section.getByLabelText('Build log').textContent).toBe('Reading package lists...\n');

    server.advanceZip({ state: 'ready', step: null, built: '2026-11-26T09:03:06Z', durationMs: 185_000 });
    expect(await section.findByLabelText('Build state: Ready', {}, { timeout: 8000 })).toBeTruthy();
    expect(section.getByText(/in 3 min 5 s/)).toBeTruthy();
    // Ready: the log is folded.
    expect(section.queryByLabelText('Build log')).toBeNull();
    expect(screen.queryByText('This assignment has no tests to run.')).toBeNull();
  });

  it('refuses a file that is not a zip before sending it, and shows the server refusing one', async () => {
    const server = fakeTestsServer();
    renderTestsTab(server);
    const section = await zipSection();
    choose(section, new File(['hello'], 'notes.txt'));
    expect(await section.findByText(AUTOGRADER_ZIP_MESSAGES.notZip)).toBeTruthy();
    expect(server.sent('POST', ZIP)).toHaveLength(0);

    server.answerOnce('POST', ZIP, 400, { file: [AUTOGRADER_ZIP_MESSAGES.missingRunAutograder] });
    choose(section, new File(['PK'], 'empty.zip'));
    expect(await section.findByText(AUTOGRADER_ZIP_MESSAGES.missingRunAutograder)).toBeTruthy();
    expect(server.tests.autograder).toBeNull();
  });

  it('shows why a build failed with its log open', async () => {
    const server = fakeTestsServer({ autograder: makeAutograderZip({ state: 'failed', step: null, error: 'setup.sh exited with status 100.', log: 'E: Unable to locate package nosuch\n' }) });
    renderTestsTab(server);
    const section = await zipSection();
    expect(await section.findByLabelText('Build state: Build failed')).toBeTruthy();
    expect(section.getByText('setup.sh exited with status 100.')).toBeTruthy();
    expect(section.getByLabelText('Build log where it failed').textContent).toContain('Unable to locate package');
  });

  it("opens a long failed build's log at its first error, with the whole log one click away", async () => {
    const downloads = Array.from({ length: 900 }, (_, index) => `Get:${index} http://deb.debian.org/debian bookworm/main amd64 package${index}`);
    const log = [...downloads, 'Collecting numpy', 'error: externally-managed-environment', 'hint: See PEP 668'].join('\n') + '\n';
    renderTestsTab(fakeTestsServer({ autograder: makeAutograderZip({ state: 'failed', step: null, error: 'setup.sh failed (exit status 1).', log }) }));
    const section = await zipSection();
    expect(await section.findByText('setup.sh failed (exit status 1).')).toBeTruthy();
    expect(section.getByText(/First error, line 902 of 903:/)).toBeTruthy();
    const excerpt = section.getByLabelText('Build log where it failed').textContent!;
    expect(excerpt).toContain('error: externally-managed-environment');
    expect(excerpt).not.toContain('package5\n');
    fireEvent.click(section.getByRole('button', { name: 'Show the whole build log (903 lines)' }));
    expect(section.getByLabelText('Build log').textContent).toContain('package5\n');
    fireEvent.click(section.getByRole('button', { name: 'Show where it failed' }));
    expect(section.getByLabelText('Build log where it failed')).toBeTruthy();
  });

  it("changes the zip's time limit, 10 minutes to begin with", async () => {
    const server = fakeTestsServer({ autograder: makeAutograderZip({ state: 'ready', step: null, built: '2026-11-26T09:03:06Z', durationMs: 4_000 }) });
    renderTestsTab(server);
    const section = await zipSection();
    const input = (await section.findByRole('spinbutton', { name: 'Time limit' })) as HTMLInputElement;
    expect(input.value).toBe('600');
    expect(section.getByText(/Gradescope's default is 10 minutes/)).toBeTruthy();
    expect(button('Save time limit').disabled).toBe(true);
    fireEvent.change(input, { target: { value: '1200' } });
    fireEvent.click(section.getByRole('button', { name: 'Save time limit' }));
    await waitFor(() => expect(server.sent('PATCH', ZIP)).toEqual([{ timeLimitSeconds: 1200 }]));
    await waitFor(() => expect(server.tests.autograder?.timeLimitSeconds).toBe(1200));
  });

  it("shows the zip's time limit without a control in an archived course", async () => {
    renderTestsTab(fakeTestsServer({ archived: true, autograder: makeAutograderZip({ state: 'ready', step: null, timeLimitSeconds: 900 }) }));
    const section = await zipSection();
    expect(await section.findByText('900 seconds')).toBeTruthy();
    expect(section.queryByRole('spinbutton', { name: 'Time limit' })).toBeNull();
  });

  it('removes the zip after a confirmation naming it', async () => {
    const server = fakeTestsServer({ autograder: makeAutograderZip({ fileName: 'hw3.zip', state: 'ready', step: null, built: '2026-11-26T09:03:06Z', durationMs: 4_000 }) });
    renderTestsTab(server);
    const section = await zipSection();
    fireEvent.click(await waitFor(() => button('Remove')));
    const confirm = (await screen.findByText('Remove the autograder zip hw3.zip?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(button('Remove', confirm));
    await waitFor(() => expect(server.sent('DELETE', ZIP)).toHaveLength(1));
    await waitFor(() => expect(section.queryByText('hw3.zip')).toBeNull());
    expect(section.getByLabelText('Choose the autograder zip')).toBeTruthy();
  });

  it('offers neither upload nor removal in an archived course', async () => {
    renderTestsTab(fakeTestsServer({ archived: true, autograder: makeAutograderZip({ state: 'ready', step: null }) }));
    const section = await zipSection();
    expect(await section.findByText('autograder.zip')).toBeTruthy();
    expect(section.queryByLabelText(/Choose (the|a new) autograder zip/)).toBeNull();
    expect(section.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
