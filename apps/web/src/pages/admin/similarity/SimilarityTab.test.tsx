import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIMILARITY_HISTOGRAM_BUCKETS, SIMILARITY_TEXTS } from '@marginalia/contracts';
import { makeCourse } from '../../../test/fakeAdminServer';
import { disposeSessions } from '../../../test/renderAdmin';
import { fakeSimilarityServer } from './testing/fakeSimilarityServer';
import { makeCheck, makePair, otherCourseSide } from './testing/fixtures';
import { renderSimilarity } from './testing/renderSimilarity';
import { waitUntil } from './testing/waitUntil';

afterEach(disposeSessions);

const SLOW = { timeout: 30_000 };

function pairsRequests(server: ReturnType<typeof fakeSimilarityServer>) {
  return server.requests.filter((request) => request.method === 'GET' && /\/similarityChecks\/\d+\/pairs\/$/.test(request.path));
}

const histogram = () => {
  const buckets = new Array<number>(SIMILARITY_HISTOGRAM_BUCKETS).fill(0);
  buckets[0] = 3;
  buckets[9] = 1;
  buckets[18] = 1;
  return buckets;
};

describe('the Similarity tab', SLOW, () => {
  it('without a check: says so, then starts one with the defaults and follows it until it completes', async () => {
    const server = fakeSimilarityServer({
      submissions: [
        { id: 101, students: ['ada@demo.edu'] },
        { id: 102, students: ['bob@demo.edu'] },
      ],
    });
    renderSimilarity(server);
    expect(await screen.findByText(/No similarity check yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Start a check/ }));
    const [sent] = await waitForSent(server, 'POST', '/assignments/11/similarityChecks/');
    expect(sent).toEqual({ language: 'auto', minimumMatchTokens: 12, earlierAssignments: [], baseSubmission: null });
    expect(await screen.findByText('Queued')).toBeTruthy();

    const id = server.similarity.checks[0]!.id;
    server.advance(id, { state: 'running', step: 'Comparing', progress: { done: 3, total: 6 } });
    expect(await screen.findByText('Comparing')).toBeTruthy();
    expect(screen.getByLabelText('3 of 6 done')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Start a check/ }).hasAttribute('disabled')).toBe(true);

    server.similarity.pairs.push(makePair({ id: 1, check: id, similarity: 0.9 }));
    server.advance(id, { state: 'complete', submissionCount: 2, pairCount: 1, histogram: histogram(), durationMs: 1200 });
    expect(await screen.findByText(/2 submissions compared, 1 pair with matches, in 1.2 s/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Open the pair ada@demo.edu and bob@demo.edu, 90 %/ })).toBeTruthy();
  });

  it('a complete check: the histogram with its threshold, the pairs most similar first, filtered by the threshold', async () => {
    const server = fakeSimilarityServer({
      checks: [makeCheck({ id: 1, histogram: histogram(), outdatedSubmissions: 2 })],
      pairs: [
        makePair({ id: 1, similarity: 0.45 }),
        makePair({ id: 2, similarity: 0.93, sides: [{ id: 103, label: 'cy@demo.edu', earlier: null, readable: true }, { id: 900, label: 'old@demo.edu', earlier: { course: 'CS 1', period: 'Fall 2025', assignment: 'Lab 1' }, readable: true }] }),
        makePair({ id: 3, similarity: 0.1 }),
      ],
    });
    renderSimilarity(server);
    const links = await screen.findAllByRole('link', { name: /Open the pair/ });
    expect(links.map((link) => link.textContent)).toEqual(['93 %', '45 %']);
    expect(screen.getByText('CS 1, Fall 2025')).toBeTruthy();
    expect(pairsRequests(server).at(-1)!.query.get('minSimilarity')).toBe('0.3');

    expect(document.querySelectorAll('[data-testid="histogram-bar"]')).toHaveLength(SIMILARITY_HISTOGRAM_BUCKETS);
    expect(document.querySelector('[data-testid="histogram-threshold"]')!.getAttribute('x1')).toBe(String(0.3 * 400));
    expect(screen.getByRole('button', { name: /Update \(2 new or changed submissions\)/ })).toBeTruthy();

    const slider = screen.getByRole('slider');
    act(() => slider.focus());
    for (let step = 0; step < 20; step += 1) fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyUp(slider, { key: 'ArrowRight', keyCode: 39 });
    await waitForQuery(server, '0.5');
    await waitUntil(() => screen.queryAllByRole('link', { name: /Open the pair/ }).length, (count) => count === 1);
    expect(screen.getByText('Threshold: 50 %')).toBeTruthy();
  });

  it('shows the groups at the threshold, each member linked to its closest pair, and keeps the view in the address', async () => {
    const member = (id: number, label: string, pair: number, other: number, similarity: number) => ({
      submission: { id, label, earlier: null, readable: true },
      closest: { pair, with: other, similarity },
    });
    const server = fakeSimilarityServer({
      checks: [makeCheck({ id: 1, histogram: histogram() })],
      pairs: [makePair({ id: 1, similarity: 0.93 }), makePair({ id: 2, similarity: 0.6, submissions: [101, 105], sides: [{ id: 101, label: 'ada@demo.edu', earlier: null, readable: true }, { id: 105, label: 'eve@demo.edu', earlier: null, readable: true }] })],
      groups: [
        { similarity: 0.41, members: [member(101, 'ada@demo.edu', 7, 102, 0.8), member(102, 'bob@demo.edu', 7, 101, 0.8), member(104, 'dan@demo.edu', 8, 101, 0.35)] },
        { similarity: 0.2, members: [member(105, 'eve@demo.edu', 9, 106, 0.2), member(106, 'fay@demo.edu', 9, 105, 0.2)] },
      ],
    });
    renderSimilarity(server);
    await screen.findAllByRole('link', { name: /Open the pair/ });
    fireEvent.click(screen.getByText('Groups'));

    const group = await screen.findByRole('region', { name: 'Group 1: 3 submissions' });
    expect(group.textContent).toContain('41 % on average');
    const links = screen.getAllByRole('link', { name: /Open the pair/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open the pair ada@demo.edu and bob@demo.edu, 80 %',
      'Open the pair bob@demo.edu and ada@demo.edu, 80 %',
      'Open the pair dan@demo.edu and ada@demo.edu, 35 %',
    ]);
    expect(links[2]!.getAttribute('href')).toMatch(/\/similarity\/8\?view=groups$/);
    // The group under the threshold is not shown, and the review status (a filter of pairs) is gone.
    expect(screen.queryByRole('region', { name: /Group 2/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Review status' })).toBeNull();
    const asked = server.requests.filter((request) => /\/similarityChecks\/1\/groups\/$/.test(request.path));
    expect(asked.at(-1)!.query.get('minSimilarity')).toBe('0.3');

    // The group's pairs in the table: only those among its submissions, until every pair is asked for again.
    fireEvent.click(screen.getByRole('button', { name: 'Show the pairs of group 1' }));
    expect(await screen.findByText('Pairs among the 3 submissions of a group, at or above the threshold.')).toBeTruthy();
    await waitUntil(() => pairsRequests(server).at(-1)?.query.get('among'), (among) => among === '101,102,104');
    await waitUntil(() => screen.queryAllByRole('link', { name: /Open the pair/ }).length, (count) => count === 1);
    fireEvent.click(screen.getByRole('button', { name: 'Show every pair' }));
    await waitUntil(() => screen.queryAllByRole('link', { name: /Open the pair/ }).length, (count) => count === 2);
    expect(screen.queryByText(/Pairs among the/)).toBeNull();
  });

  it('says when the groups could not be read, and reads them again on request', async () => {
    const server = fakeSimilarityServer({ checks: [makeCheck({ id: 1, histogram: histogram() })], pairs: [makePair({ id: 1, similarity: 0.93 })] });
    server.answerOnce('GET', '/similarityChecks/1/groups/', 400, { non_field_errors: ['The check has not finished yet.'] });
    renderSimilarity(server, { search: '?view=groups' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No group at this threshold/)).toBeTruthy();
  });

  it('says so when no group reaches the threshold', async () => {
    const server = fakeSimilarityServer({ checks: [makeCheck({ id: 1, histogram: histogram() })], pairs: [makePair({ id: 1, similarity: 0.93 })] });
    renderSimilarity(server, { search: '?view=groups&min=60' });
    expect(await screen.findByText("No group at this threshold: no submissions' pairs average 60 % or more.")).toBeTruthy();
  });

  it('marks a side from a course the reader may not read, with where it comes from', async () => {
    const server = fakeSimilarityServer({
      checks: [makeCheck({ id: 1, histogram: histogram() })],
      pairs: [makePair({ id: 1, similarity: 0.8, sides: [{ id: 101, label: 'ada@demo.edu', earlier: null, readable: true }, otherCourseSide(900)] })],
    });
    renderSimilarity(server);
    const link = await screen.findByRole('link', { name: /Open the pair/ });
    expect(link.getAttribute('aria-label')).toBe(`Open the pair ada@demo.edu and ${SIMILARITY_TEXTS.otherCourseSide} (CS 101, Fall 2025), 80 %`);
    const masked = screen.getByTestId('other-course-side');
    expect(masked.textContent).toBe(SIMILARITY_TEXTS.otherCourseSide);
    expect(masked.closest('tr')!.textContent).toContain('CS 101, Fall 2025');
  });

  it('marks the scores the common-resemblance discount lowered, and only those', async () => {
    const server = fakeSimilarityServer({
      checks: [makeCheck({ id: 1, histogram: histogram() })],
      pairs: [makePair({ id: 1, similarity: 0.9 }), makePair({ id: 2, similarity: 0.35, commonResemblance: 0.64 }), makePair({ id: 3, similarity: 0.3, commonResemblance: 0.997 })],
    });
    renderSimilarity(server);
    await screen.findAllByRole('link', { name: /Open the pair/ });
    const marks = screen.getAllByRole('img', { name: /^Lowered to/ });
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual([
      'Lowered to 64 % of what the matching code alone would give: both submissions resemble many others in this check.',
    ]);
    expect(marks[0]!.closest('tr')!.textContent).toContain('35 %');
  });

  it('downloads the flagged pairs as CSV', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:flagged');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const server = fakeSimilarityServer({ checks: [makeCheck({ id: 1, histogram: histogram() })], pairs: [makePair({ id: 1, similarity: 0.9 })] });
      renderSimilarity(server);
      fireEvent.click(await screen.findByRole('button', { name: /Export flagged/ }));
      await waitUntil(() => saved, (names) => names.length === 1);
      expect(saved).toEqual(['similarity-check-1-flagged.csv']);
      expect(server.requests.some((request) => request.path === '/similarityChecks/1/flagged/')).toBe(true);
    } finally {
      click.mockRestore();
    }
  });

  it('in an archived course: the checks can be read, not started or updated', async () => {
    const server = fakeSimilarityServer({ archived: true, checks: [makeCheck({ id: 1, histogram: histogram(), outdatedSubmissions: 2 })], pairs: [makePair({ id: 1, similarity: 0.9 })] });
    renderSimilarity(server);
    expect(await screen.findByRole('link', { name: /Open the pair/ })).toBeTruthy();
    expect(screen.getByText(/This course is archived/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Start a check/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Update/ })).toBeNull();
  });

  it('a failed check: its error', async () => {
    const server = fakeSimilarityServer({ checks: [makeCheck({ id: 1, state: 'failed', error: 'The worker ran out of memory.' })] });
    renderSimilarity(server);
    expect(await screen.findByText('The check failed')).toBeTruthy();
    expect(screen.getByText('The worker ran out of memory.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a complete check of one submission: nothing to compare', async () => {
    const server = fakeSimilarityServer({ checks: [makeCheck({ id: 1, submissionCount: 1, pairCount: 0 })], submissions: [{ id: 101, students: ['ada@demo.edu'] }] });
    renderSimilarity(server);
    expect(await screen.findByText(/There was only one submission/)).toBeTruthy();
    expect(await screen.findByText(/Only one submission so far/)).toBeTruthy();
  });

  it('offers the other courses’ assignments as earlier offerings and shows the server’s refusal on its field', async () => {
    const server = fakeSimilarityServer({
      otherCourses: [{ course: makeCourse({ id: 2, name: 'Intro to Programming', period: 'Fall 2025' }), assignments: ['Lab 1 (2025)'] }],
      submissions: [{ id: 101, students: ['ada@demo.edu'] }, { id: 102, students: ['bob@demo.edu'] }],
    });
    renderSimilarity(server);
    const select = await screen.findByLabelText('Earlier offerings to compare against');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('Lab 1 (2025) (Intro to Programming, Fall 2025)'));
    server.answerOnce('POST', '/assignments/11/similarityChecks/', 400, { earlierAssignments: ['Earlier offerings must be assignments of other courses you administer.'] });
    fireEvent.click(screen.getByRole('button', { name: /Start a check/ }));
    await waitUntil(() => server.sent('POST', '/assignments/11/similarityChecks/').length, (count) => count === 1);
    expect(await screen.findByText('Earlier offerings must be assignments of other courses you administer.')).toBeTruthy();
    const [sent] = server.sent('POST', '/assignments/11/similarityChecks/') as { earlierAssignments: number[] }[];
    expect(sent!.earlierAssignments).toHaveLength(1);
  });
});

async function waitForSent(server: ReturnType<typeof fakeSimilarityServer>, method: string, path: string) {
  return waitUntil(() => server.sent(method, path), (sent) => sent.length > 0);
}

async function waitForQuery(server: ReturnType<typeof fakeSimilarityServer>, min: string) {
  await waitUntil(() => pairsRequests(server).map((request) => request.query.get('minSimilarity')), (values) => values.includes(min));
}
