import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { PEER_HIDDEN_NOTICE, REDACTION_NOTICE, type Comment, type ReviewerView } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { scriptedFetch, type Script, type ScriptedRequest } from '../../../test/scriptedFetch';
import { makeCategory, makeFile, makeRubricComment } from '../../../features/code-review/panels/testing/fixtures';
import { stubLayoutApis } from '../../../features/code-review/viewer/testing/viewerFixtures';
import PeerReviewPage from './PeerReviewPage';

// The code view in reviewer mode (docs/PEER-REVIEW.md, "In the web app"): the reviewer's own comments, the rubric
// without points, the review's progress and "Submit review", and nothing of the grading or of the authors.

beforeAll(stubLayoutApis);
afterEach(() => {
  disposeConsoleSessions();
  restoreScreenWidth();
});

const ME = 'reviewer@example.edu';

function comment(id: number, text: string): Comment {
  return { id, file: 1, text, startChar: 0, endChar: 5, startLine: 1, endLine: 1, pointDelta: null, rubricComment: null, author: null, color: '', feedback: 0, tags: [] };
}

function reviewerView(changes: Partial<ReviewerView> = {}, review: Partial<ReviewerView['review']> = {}): ReviewerView {
  return {
    review: { id: 7, assignment: { id: 5, name: 'Lab 1', course: 1 }, submission: 41, label: 'Submission 1', state: 'assigned', closesAt: '2026-12-08T04:59:00Z', submittedAt: null, ...review },
    files: [makeFile({ id: 1, name: 'main.py', code: '# Author: •••••••••••\nprint("hi")\n', comments: [11] })],
    comments: [comment(11, 'Clear names')],
    rubricCategories: [],
    rubricComments: [],
    minComments: 2,
    masked: 1,
    hidden: [],
    ...changes,
  };
}

function renderReview(routes: Record<string, Script>, width = 1280) {
  setScreenWidth(width);
  const sent: ScriptedRequest[] = [];
  const fetch = scriptedFetch(routes, { record: (request) => sent.push(request) });
  const view = renderConsole('/peer-review/7', {
    fetch,
    token: 't',
    user: makeUser({ email: ME, studentCourses: [1] }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://localhost/peer-review/7',
    routes: <Route path="/peer-review/:reviewId" element={<PeerReviewPage />} />,
  });
  const requests = (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path);
  return { ...view, requests };
}

// Long enough for the view's lazily loaded code to be imported, which the file's first test waits for.
const opened = () => screen.findByTestId('peer-review-label', {}, { timeout: 20_000 });

describe('the code view in reviewer mode', { timeout: 30_000 }, () => {
  it('shows the review, its progress and the masked names, and nothing of the grading or the authors', async () => {
    renderReview({ 'GET /peerReviews/7/submission/': [200, reviewerView()] });
    expect((await opened()).textContent).toBe('Submission 1');
    expect(document.title).toMatch(/^Review: Lab 1 · Submission 1/);
    const bar = screen.getByRole('navigation', { name: 'Peer review' });
    expect(within(bar).getByText('Lab 1')).toBeTruthy();
    expect(within(bar).getByTestId('peer-review-closes').textContent).toMatch(/^Closes /);
    expect(within(bar).getByTestId('peer-review-progress').textContent).toBe('1 comment · 2 needed');
    const submit = within(bar).getByRole('button', { name: 'Submit review' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(submit.getAttribute('aria-describedby')!)?.textContent).toBe('Write 1 more comment first: a review needs at least 2.');
    expect(screen.getByText(REDACTION_NOTICE(1))).toBeTruthy();
    expect(await screen.findByText('Clear names')).toBeTruthy();

    for (const name of ['Claim', 'Done', /^Done & next/, 'Unfinalize', 'Request regrade', 'Open panels: rubric, tests and info']) expect(screen.queryByRole('button', { name })).toBeNull();
    for (const text of [/Grader/, /Unclaimed/, /Tests/, /Regrade/, /Partners/, 'ada@example.edu']) expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByLabelText('Grade')).toBeNull();
    expect(screen.queryByTestId('review-students')).toBeNull();
    // Without a rubric, nothing beside the code.
    expect(screen.queryByRole('complementary', { name: /Rubric/ })).toBeNull();
  });

  it('tells the reviewer which comments staff hid, and shows the rubric without points', async () => {
    const rubric = {
      rubricCategories: [makeCategory({ id: 3, name: 'Style' })],
      rubricComments: [makeRubricComment({ id: 4, category: 3, name: 'naming', text: 'Names say what they hold', pointDelta: 2 })],
      hidden: [{ comment: 11, reason: 'Unkind wording' }],
      masked: 0,
    };
    renderReview({ 'GET /peerReviews/7/submission/': [200, reviewerView(rubric)] });
    await opened();
    const card = (await screen.findByText('Clear names')).closest('[data-testid="comment-card"]') as HTMLElement;
    expect(within(card).getByRole('note').textContent).toBe(PEER_HIDDEN_NOTICE('Unkind wording'));
    expect(screen.queryByText(REDACTION_NOTICE(1))).toBeNull();
    const panel = await screen.findByRole('complementary', { name: 'Rubric' }, { timeout: 8000 });
    expect(within(panel).getByText('Style')).toBeTruthy();
    expect(within(panel).queryByText(/-2|2 points/)).toBeNull();
    expect(within(panel).queryByRole('tab', { name: /Tests|Info/ })).toBeNull();
  });

  it('edits and deletes the reviewer’s comments through /comments/, the progress following', async () => {
    const view = renderReview({
      'GET /peerReviews/7/submission/': [200, reviewerView({ comments: [comment(11, 'Clear names'), comment(12, 'Second')] })],
      'PATCH /comments/11/': [200, { ...comment(11, 'Clearer names'), author: ME }],
      'DELETE /comments/12/': [204, null],
    });
    await opened();
    expect(screen.getByTestId('peer-review-progress').textContent).toBe('2 comments · 2 needed');
    const first = (await screen.findByText('Clear names')).closest('[data-testid="comment-card"]') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Edit comment' }));
    const editor = await screen.findByRole('group', { name: 'Comment editor' }, { timeout: 8000 });
    // No points for a peer reviewer, and no rubric field when the review has none.
    expect(within(editor).queryByLabelText('Points')).toBeNull();
    expect(within(editor).queryByLabelText('Rubric comment')).toBeNull();
    fireEvent.change(within(editor).getByLabelText('Comment (Markdown)'), { target: { value: 'Clearer names' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Clearer names')).toBeTruthy();
    expect(view.requests('PATCH', '/comments/11/').map((request) => request.body)).toEqual([{ text: 'Clearer names', pointDelta: null, rubricComment: null, tags: [] }]);

    const second = screen.getByText('Second').closest('[data-testid="comment-card"]') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Delete comment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Second')).toBeNull());
    expect(view.requests('DELETE', '/comments/12/')).toHaveLength(1);
    expect(screen.getByTestId('peer-review-progress').textContent).toBe('1 comment · 2 needed');
  });

  it('submits the review after a confirmation; the view is then read-only and says so', async () => {
    const submitted = { submittedAt: '2026-12-03T10:00:00Z', state: 'submitted' as const };
    const view = renderReview({
      'GET /peerReviews/7/submission/': [
        [200, reviewerView({ minComments: 1 })],
        [200, reviewerView({ minComments: 1 }, submitted)],
      ],
      'POST /peerReviews/7/submit/': [200, reviewerView({}, submitted).review],
    });
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(within(dialog).getAllByText('Submit this review?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByTestId('peer-submitted')).toBeTruthy();
    expect(view.requests('POST', '/peerReviews/7/submit/')).toHaveLength(1);
    expect(within(screen.getByRole('navigation', { name: 'Peer review' })).getByText('Submitted')).toBeTruthy();
    // The dialog closes once the view is read again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull());
    const card = (await screen.findByText('Clear names')).closest('[data-testid="comment-card"]') as HTMLElement;
    expect(within(card).queryByRole('button', { name: 'Edit comment' })).toBeNull();
  });

  it('says why the server refused a submit, on a phone, and submits when pressed again', async () => {
    const submitted = { submittedAt: '2026-12-03T10:00:00Z', state: 'submitted' as const };
    const view = renderReview(
      {
        'GET /peerReviews/7/submission/': [
          [200, reviewerView({ minComments: 1 })],
          [200, reviewerView({ minComments: 1 }, submitted)],
        ],
        'POST /peerReviews/7/submit/': [
          [400, { detail: 'This review is closed.' }],
          [200, reviewerView({}, submitted).review],
        ],
      },
      400,
    );
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, { timeout: 8000 })).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('The review was not submitted. This review is closed.', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('peer-submitted')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByTestId('peer-submitted')).toBeTruthy();
    expect(view.requests('POST', '/peerReviews/7/submit/')).toHaveLength(2);
  });

  it('shows a submitted review as such when the read after the submit fails', async () => {
    const submitted = { submittedAt: '2026-12-03T10:00:00Z', state: 'submitted' as const };
    renderReview({
      'GET /peerReviews/7/submission/': [[200, reviewerView({ minComments: 1 })], 'offline'],
      'POST /peerReviews/7/submit/': [200, reviewerView({}, submitted).review],
    });
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, { timeout: 8000 })).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByTestId('peer-submitted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull());
    expect(screen.getByTestId('peer-review-label').textContent).toBe('Submission 1');
  });

  it('fits a phone: the files in a drawer, the rubric in another, and the review’s bar', async () => {
    const rubric = { rubricCategories: [makeCategory({ id: 3, name: 'Style' })], rubricComments: [makeRubricComment({ id: 4, category: 3, name: 'naming' })] };
    renderReview({ 'GET /peerReviews/7/submission/': [200, reviewerView(rubric)] }, 400);
    await opened();
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open files' }));
    expect(within(await screen.findByRole('navigation', { name: 'Files' })).getByText('main.py')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the rubric' }));
    expect(await screen.findByRole('tab', { name: 'Rubric' }, { timeout: 8000 })).toBeTruthy();
  });

  it('answers a review that is not the caller’s with the not-found page', async () => {
    renderReview({ 'GET /peerReviews/7/submission/': [404, { detail: 'Not found.' }] });
    expect(await screen.findByText("Sorry, we couldn't find that page.", {}, { timeout: 20_000 })).toBeTruthy();
  });
});
