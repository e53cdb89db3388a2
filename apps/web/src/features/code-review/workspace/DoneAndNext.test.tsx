import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { QUEUE_MESSAGES, SUBMISSION_MESSAGES } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { QUEUE_EMPTY_MESSAGE } from '../../grading-queue/claimFeedback';
import { useClaimNext } from '../../grading-queue/useClaimNext';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import { scriptedFetch, type Script, type ScriptedRequest } from '../../../test/scriptedFetch';
import { CodeReviewRoute } from '../../../routing/CodeReviewRoute';
import { makeFile, makePermissions, makeReview, makeSubmission } from '../panels/testing/fixtures';

const ME = 'grader@example.edu';
const QUEUE_PATH = '/grader/CS 101/Fall 2024/Homework 1/queue';
const open = (id: number, changes: Parameters<typeof makeSubmission>[0] = {}) =>
  makeReview({ submission: makeSubmission({ id, grader: ME, hasGrader: true, ...changes }), permissions: makePermissions({ canComment: true, canFinalize: true }) });

/** Stands in for the grader console's queue: shows what its claim hook says when the grader lands there. */
function QueueProbe() {
  const { feedback } = useClaimNext(5);
  return <p>Queue says: {feedback?.text ?? 'nothing'}</p>;
}

/**
 * The submission view of submission 41 against a fake server; `claim` answers the queue (null: empty, 204).
 * `hold` keeps the answers to `GET {path}` after its first one waiting until the test releases them.
 */
function renderReview(routes: Record<string, Script>, claim: Script | null, hold?: { path: string; until: Promise<void> }) {
  const sent: ScriptedRequest[] = [];
  const scripted = scriptedFetch(
    {
      'GET /submissions/41/review/': [[200, open(41)], [200, open(41, { isFinalized: true })]],
      'PATCH /submissions/41/': [200, makeSubmission({ id: 41, grader: ME, hasGrader: true, isFinalized: true })],
      'GET /submissions/42/review/': [200, open(42)],
      'GET /assignments/5/queueNext/': [200, { submission: 42 }],
      ...(claim ? { 'POST /assignments/5/claim/': claim } : {}),
      ...routes,
    },
    { record: (request) => sent.push(request) },
  );
  let held = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {

    if (!claim && String(input).endsWith('/assignments/5/claim/')) {
      sent.push({ method: 'POST', path: '/assignments/5/claim/', search: '', body: undefined, authorization: null });
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    const answer = await scripted(input, init);
    if (hold && (init?.method ?? 'GET') === 'GET' && new URL(String(input), 'http://app.test').pathname === hold.path && held++ > 0) await hold.until;
    return answer;
  };
  const view = renderConsole('/code/41', {
    fetch,
    token: 't',
    user: makeUser({ email: ME, graderCourses: [1] }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://localhost/code/41',
    routes: (
      <>
        <Route path="/code/:submissionId" element={<CodeReviewRoute />} />
        <Route path="/grader/*" element={<QueueProbe />} />
      </>
    ),
  });
  const requests = (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path);
  return { ...view, requests };
}

// Long enough for the view's lazily loaded code to be imported, which the file's first test waits for.
const doneAndNext = () => screen.findByRole('button', { name: /^Done & next/ }, { timeout: 20_000 });

describe('"Done & next" in the submission view', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('finalizes the submission, claims the next one and opens it', async () => {
    const view = renderReview({}, [200, makeSubmission({ id: 42, grader: ME, hasGrader: true })]);
    const button = await doneAndNext();
    expect(button.getAttribute('aria-label')).toBe('Done & next: finalize and open the next submission from the queue');
    fireEvent.click(button);
    await waitFor(() => expect(view.location()).toBe('/code/42'));
    expect(view.requests('PATCH', '/submissions/41/').map((request) => request.body)).toEqual([{ isFinalized: true }]);
    expect(view.requests('POST', '/assignments/5/claim/')).toHaveLength(1);
    // The next submission opens ready to be graded and finished the same way.
    expect(await doneAndNext()).toBeTruthy();
  });

  it('reads the next submission of the queue while this one is open; Done & next shows it from there, then as it is now', async () => {
    const next = '/submissions/42/review/';
    let release = () => undefined as void;
    const until = new Promise<void>((resolve) => (release = resolve));
    const readAhead = makeReview({
      submission: makeSubmission({ id: 42 }),
      files: [makeFile({ id: 420, name: 'first.py', submission: 42 })],
      permissions: makePermissions({ canClaim: true }),
    });
    const now = { ...open(42), files: [makeFile({ id: 420, name: 'first.py', submission: 42 }), makeFile({ id: 421, name: 'second.py', submission: 42 })] };
    const view = renderReview({ [`GET ${next}`]: [[200, readAhead], [200, now]] }, [200, makeSubmission({ id: 42, grader: ME, hasGrader: true })], { path: next, until });
    await doneAndNext();
    // Nothing claimed yet: the queue was only asked which submission comes next.
    await waitFor(() => expect(view.requests('GET', next)).toHaveLength(1));
    expect(view.requests('GET', '/assignments/5/queueNext/')).toHaveLength(1);
    expect(view.requests('POST', '/assignments/5/claim/')).toHaveLength(0);

    fireEvent.click(await doneAndNext());
    await waitFor(() => expect(view.location()).toBe('/code/42'));
    // The code shows from what was read ahead while the opening reads the review again.
    expect((await screen.findAllByText('first.py')).length).toBeGreaterThan(0);
    await waitFor(() => expect(view.requests('GET', next)).toHaveLength(2));
    expect(screen.queryByText('second.py')).toBeNull();
    release();
    // Then the view takes the review as it is now.
    expect((await screen.findAllByText('second.py')).length).toBeGreaterThan(0);
    expect(await doneAndNext()).toBeTruthy();
  });

  it('goes back to the queue and says so when no submission is left', async () => {
    const view = renderReview({}, null);
    fireEvent.click(await doneAndNext());
    expect(await screen.findByText(`Queue says: ${QUEUE_EMPTY_MESSAGE}`)).toBeTruthy();
    expect(view.location()).toBe(QUEUE_PATH);
  });

  it("shows the server's refusal to claim in the console's queue", async () => {
    const view = renderReview({}, [400, { non_field_errors: [QUEUE_MESSAGES.queueOff] }]);
    fireEvent.click(await doneAndNext());
    expect(await screen.findByText(`Queue says: ${QUEUE_MESSAGES.queueOff}`)).toBeTruthy();
    expect(view.location()).toBe(QUEUE_PATH);
  });

  it('stays on the submission and shows why when the server refuses to finalize it', async () => {
    const refusal = { isFinalized: [SUBMISSION_MESSAGES.tooFewComments(2)] };
    const view = renderReview({ 'PATCH /submissions/41/': [400, refusal] }, [200, makeSubmission({ id: 42 })]);
    fireEvent.click(await doneAndNext());
    await waitFor(() => expect(view.notifications).toHaveLength(1));
    expect(JSON.stringify(view.notifications[0]!.body)).toContain(SUBMISSION_MESSAGES.tooFewComments(2));
    expect(view.location()).toBe('/code/41');
    expect(view.requests('POST', '/assignments/5/claim/')).toHaveLength(0);
    expect((await doneAndNext()).hasAttribute('disabled')).toBe(false);
  });

  it('answers Alt + Shift + D, which the shortcuts overlay lists', async () => {
    const view = renderReview({}, [200, makeSubmission({ id: 42, grader: ME, hasGrader: true })]);
    await doneAndNext();
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const overlay = await screen.findByRole('dialog');
    expect(within(overlay).getByText('Alt + Shift + D')).toBeTruthy();
    expect(within(overlay).getByText('Done & next: finalize this submission and open the next one from the queue')).toBeTruthy();
    fireEvent.keyDown(window, { code: 'KeyD', key: 'D', altKey: true, shiftKey: true });
    await waitFor(() => expect(view.location()).toBe('/code/42'));
  });

  it('is not offered on finished work, nor to those who cannot finalize', async () => {
    renderReview({ 'GET /submissions/41/review/': [200, makeReview({ submission: makeSubmission({ id: 41 }), permissions: makePermissions({ canClaim: true }) })] }, null);
    expect(await screen.findByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Done & next/ })).toBeNull();
  });
});
