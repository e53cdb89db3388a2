import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReview } from '@marginalia/contracts';
import { SessionMachine } from '../../../session/sessionMachine';
import { memoryTokens, scriptedApi } from '../../../test/fakes';
import { renderWithApp } from '../../../test/renderApp';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { makeFile, makePermissions, makeReview, makeSubmission } from '../panels/testing/fixtures';
import { stubLayoutApis } from '../viewer/testing/viewerFixtures';
import { ReviewWorkspace } from './ReviewWorkspace';

// "Request regrade" beside the student's grade, and links that land on the regrade request (?regrade=).

beforeAll(stubLayoutApis);
const machines: SessionMachine[] = [];
afterEach(() => {
  machines.splice(0).forEach((machine) => machine.dispose());
  restoreScreenWidth();
});

const files = [makeFile({ id: 1, name: 'main.py', code: 'print("hi")\n' })];

function renderAt(width: number, shown: SubmissionReview, path = '/code/41', me = 'student@example.edu') {
  setScreenWidth(width);
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  renderWithApp(<ReviewWorkspace review={shown} mode="live" me={me} backTo="/student" />, { machine, path });
}

describe('regrade requests in the submission view', () => {
  it('offers "Request regrade" beside the grade, which opens the form in the Info panel', { timeout: 90_000 }, async () => {
    const review = makeReview({
      files,
      submission: makeSubmission({ id: 41, isFinalized: true }),
      permissions: makePermissions({ role: 'student', canRequestRegrade: true, showPoints: true }),
    });
    renderAt(1280, review);
    const bar = screen.getByRole('navigation', { name: 'Submission' });
    expect(within(bar).getByLabelText('Grade')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Request regrade' }));
    const form = await screen.findByLabelText('What should be regraded?', {}, { timeout: 40_000 });
    await waitFor(() => expect(document.activeElement).toBe(form));
    expect(screen.getByRole('tab', { name: /Info/, selected: true })).toBeTruthy();
  });

  it('offers no "Request regrade" when the assignment takes none or one is open', { timeout: 90_000 }, () => {
    renderAt(1280, makeReview({ files, permissions: makePermissions({ role: 'student', canRequestRegrade: false }) }));
    expect(screen.queryByRole('button', { name: 'Request regrade' })).toBeNull();
  });

  it('lands staff on the request a link opens: the Info panel, the request in view and focused', { timeout: 90_000 }, async () => {
    const review = makeReview({
      files,
      submission: makeSubmission({ id: 41, isFinalized: true, questionIsOpen: true, questionIsRegrade: true, questionText: 'Line 3 is right.', questionDate: '2026-03-03T19:15:00Z' }),
      permissions: makePermissions({ role: 'grader', canAnswerRegrade: true }),
    });
    renderAt(1280, review, '/code/41?regrade=show', 'grader@example.edu');
    const request = await screen.findByRole('region', { name: 'Regrade' }, { timeout: 40_000 });
    await waitFor(() => expect(document.activeElement).toBe(request));
    expect(screen.getByRole('tab', { name: /Info/, selected: true })).toBeTruthy();
    // The request's date is in the course's zone (the fixture's course is in New York), named.
    expect(within(request).getByLabelText('Regrade request').textContent).toContain('Asked on Mar 3, 2026, 2:15 PM EST');
  });
});
