import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubLayoutApis } from '../../../../features/code-review/viewer/testing/viewerFixtures';
import { disposeSessions } from '../../../../test/renderAdmin';
import { fakeSimilarityServer } from '../testing/fakeSimilarityServer';
import { SIMILARITY_TEXTS } from '@marginalia/contracts';
import { makeMaskedPairDetail, makePairDetail } from '../testing/fixtures';
import { renderSimilarity } from '../testing/renderSimilarity';
import { waitUntil } from '../testing/waitUntil';

beforeAll(stubLayoutApis);
afterEach(disposeSessions);

function side(index: 0 | 1): HTMLElement {
  return screen.getByTestId(`pair-side-${index}`);
}

/** The colour index of fragment `index`'s marks on a side (every mark of it, deduplicated). */
function colourOn(sideIndex: 0 | 1, index: number): string[] {
  const marks = [...side(sideIndex).querySelectorAll(`.cm-fragment[data-fragment="${index}"]`)];
  return [...new Set(marks.map((mark) => mark.getAttribute('data-colour') ?? ''))];
}

const activeOn = (sideIndex: 0 | 1) => [
  ...new Set([...side(sideIndex).querySelectorAll('.cm-fragment-active')].map((mark) => mark.getAttribute('data-fragment'))),
];

describe('the pair view', { timeout: 30_000 }, () => {
  it('draws each fragment in the same colour on both sides, and lists them', async () => {
    const server = fakeSimilarityServer({ details: [makePairDetail()] });
    renderSimilarity(server, { pairId: 501 });
    expect(await screen.findByText('91 %')).toBeTruthy();
    expect(await within(side(0)).findByLabelText('Code of ada@demo.edu, area.py')).toBeTruthy();
    expect(within(side(1)).getByLabelText('Code of bob@demo.edu, surface.py')).toBeTruthy();
    await waitUntil(() => colourOn(0, 1).length > 0 && colourOn(1, 1).length > 0, Boolean);

    expect(colourOn(0, 0)).toEqual(['0']);
    expect(colourOn(1, 0)).toEqual(['0']);
    expect(colourOn(0, 1)).toEqual(['1']);
    expect(colourOn(1, 1)).toEqual(['1']);
    expect(side(0).querySelector('.cm-fragment[data-fragment="0"]')!.textContent).toBe('def area(width, height):');
    expect(side(1).querySelector('.cm-fragment[data-fragment="0"]')!.textContent).toBe('def surface(w, h):');

    const list = screen.getByRole('list', { name: 'Matching fragments' });
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Fragment 1: lines 1–2 and lines 6–7, 14 tokens',
      'Fragment 2: lines 4–5 and lines 3–4, 13 tokens',
    ]);
    expect(screen.getByRole('link', { name: 'Open the submission of ada@demo.edu' }).getAttribute('href')).toBe('/code/101');
    expect(screen.getByRole('link', { name: /All pairs/ }).getAttribute('href')).toBe(
      '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201/similarity',
    );
  });

  it('says why the pair is similar, lists the renames, and marks ignored and rewritten code', async () => {
    const server = fakeSimilarityServer({ details: [makePairDetail()] });
    renderSimilarity(server, { pairId: 501 });
    const section = await screen.findByRole('region', { name: 'Why these are similar' });
    expect(within(section).getByTestId('pair-explanation').textContent).toBe(
      'Same structure after 1 named constant was read as its value. 1 dead statement on the right was ignored: it cannot change what the program does. ' +
        '4 names differ consistently (area → surface, height → h, …). Parts of the matching code are in a different order. 100 % of the left and 86 % of the right match.',
    );
    const renames = within(section).getByRole('list', { name: 'Names changed:' });
    expect(within(renames).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['area → surface', 'height → h', 'width → w', 'main → run']);
    expect(within(renames).getByLabelText('area became surface, 2 places')).toBeTruthy();
    expect(within(section).getByText(/^In the code:/).textContent).toBe(
      'In the code: dimmed code was ignored, underlined code was read as its value; hover over it for why.',
    );

    await waitUntil(() => side(1).querySelector('[data-explanation="ignored"]'), Boolean);
    const ignored = side(1).querySelector('[data-explanation="ignored"]')!;
    expect(ignored.textContent).toBe('import sys');
    expect(ignored.getAttribute('title')).toBe('Ignored: cannot change what the program does');
    const rewritten = side(1).querySelector('[data-explanation="rewritten"]')!;
    expect(rewritten.textContent).toBe('2');
    expect(rewritten.getAttribute('title')).toBe('Read as its value');
    expect(side(0).querySelector('[data-explanation]')).toBeNull();
  });

  it('reads the course and its assignments only once it has found the course by its name (opened from a link)', async () => {
    const server = fakeSimilarityServer({ details: [makePairDetail()] });
    renderSimilarity(server, { pairId: 501 });
    expect(await screen.findByText('91 %')).toBeTruthy();
    const courseReads = server.requests.filter((request) => request.path.startsWith('/courses/') && request.path !== '/courses/mine/');
    expect(courseReads.length).toBeGreaterThan(0);
    expect(courseReads.filter((request) => request.path.startsWith('/courses/0/'))).toEqual([]);
  });

  it('says when the score was lowered because both submissions resemble much of the check', async () => {
    const server = fakeSimilarityServer({ details: [makePairDetail({ commonResemblance: 0.42 })] });
    renderSimilarity(server, { pairId: 501 });
    const section = await screen.findByRole('region', { name: 'Why these are similar' });
    expect(within(section).getByTestId('pair-explanation').textContent).toMatch(
      /100 % of the left and 86 % of the right match\. Both submissions resemble many others in this check, .*: the score is 42 % of what the matching code alone would give\.$/,
    );
  });

  it('goes to the next and previous fragment with the keys and the buttons, on both sides at once', async () => {
    const server = fakeSimilarityServer({ details: [makePairDetail()] });
    renderSimilarity(server, { pairId: 501 });
    await screen.findByText('91 %');
    const hint = screen.getByText(/next, .* previous; scrolling one side scrolls the other/);
    expect([...hint.querySelectorAll('kbd')].map((key) => key.textContent)).toEqual(['J', 'N', 'K', 'P']);

    act(() => void fireEvent.keyDown(document.body, { key: 'j' }));
    expect(await screen.findByText('Fragment 1 of 2')).toBeTruthy();
    expect(activeOn(0)).toEqual(['0']);
    expect(activeOn(1)).toEqual(['0']);

    act(() => void fireEvent.keyDown(document.body, { key: 'n' }));
    expect(await screen.findByText('Fragment 2 of 2')).toBeTruthy();
    expect(activeOn(0)).toEqual(['1']);
    expect(activeOn(1)).toEqual(['1']);

    fireEvent.click(screen.getByRole('button', { name: 'Previous fragment' }));
    expect(await screen.findByText('Fragment 1 of 2')).toBeTruthy();

    // A click on a fragment in either view chooses it.
    fireEvent.click(side(1).querySelector('.cm-fragment[data-fragment="1"]')!);
    expect(await screen.findByText('Fragment 2 of 2')).toBeTruthy();

    // Typing in the note is not navigation.
    fireEvent.keyDown(screen.getByLabelText('Review note'), { key: 'k' });
    expect(screen.getByText('Fragment 2 of 2')).toBeTruthy();
  });

  it('saves the review with its note and shows who changed it', async () => {
    const server = fakeSimilarityServer({ details: [makePairDetail()] });
    renderSimilarity(server, { pairId: 501 });
    await screen.findByText('91 %');
    expect(screen.getByText('Not reviewed yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Flagged' }));
    fireEvent.change(screen.getByLabelText('Review note'), { target: { value: 'Same structure, renamed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText(/Flagged by admin@demo.edu/)).toBeTruthy();
    expect(server.sent('PATCH', '/similarityPairs/501/')).toEqual([{ status: 'flagged', note: 'Same structure, renamed.' }]);
  });

  it('shows a side from a course the reader may not read as such: no name, no code, no link, its half of each fragment left out', async () => {
    const server = fakeSimilarityServer({ details: [makeMaskedPairDetail()] });
    renderSimilarity(server, { pairId: 501 });
    await screen.findByText('91 %');
    const note = screen.getByRole('note', { name: SIMILARITY_TEXTS.otherCourseSide });
    expect(note.textContent).toContain(SIMILARITY_TEXTS.otherCourseSideDetail);
    expect(screen.queryByTestId('pair-side-1')).toBeNull();
    expect(screen.getByText('CS 101, Fall 2025: Word count')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('/code/102');
    expect(screen.queryByText('bob@demo.edu')).toBeNull();

    // The readable side keeps its code and its fragments, and the keys still go through them.
    expect(await within(side(0)).findByLabelText('Code of ada@demo.edu, area.py')).toBeTruthy();
    await waitUntil(() => colourOn(0, 1).length > 0, Boolean);
    expect(colourOn(0, 0)).toEqual(['0']);
    const list = screen.getByRole('list', { name: 'Matching fragments' });
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Fragment 1: lines 1–2 and code not shown, 14 tokens',
      'Fragment 2: lines 4–5 and code not shown, 13 tokens',
    ]);
    act(() => void fireEvent.keyDown(document.body, { key: 'j' }));
    expect(await screen.findByText('Fragment 1 of 2')).toBeTruthy();
    expect(activeOn(0)).toEqual(['0']);

    // The explanation keeps its counts but names nothing of the hidden side.
    const section = screen.getByRole('region', { name: 'Why these are similar' });
    expect(within(section).getByTestId('pair-explanation').textContent).toContain('4 names differ consistently.');
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).queryByText(/surface/)).toBeNull();
  });

  it('says so when the pair cannot be read', async () => {
    const server = fakeSimilarityServer();
    renderSimilarity(server, { pairId: 999 });
    expect(await screen.findByText(/This pair could not be loaded/)).toBeTruthy();
  });
});
