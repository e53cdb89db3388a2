import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RubricCategory, RubricComment } from '@marginalia/contracts';
import { disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { ASSIGNMENTS_TEST_TIMEOUT, button, openTab } from '../assignments/testing/queries';
import { PEER_RUBRIC_TEXTS } from './peerReviewTexts';
import { fakePeerReviewServer, LAB_1_ID, makeStage, PEER_REVIEW_TAB } from './testing/fakePeerReviewServer';

// The peer rubric in the Peer review tab: the assignment's rubric editor working on the peer rubric.

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const category = (id: number, name: string, peer: boolean, rubricComments: number[] = []): RubricCategory => ({
  id,
  assignment: LAB_1_ID,
  name,
  pointLimit: null,
  sortKey: 0,
  helpText: '',
  atMostOnce: false,
  peer,
  rubricComments,
});
const comment = (id: number, categoryId: number, text: string): RubricComment => ({
  id,
  category: categoryId,
  text,
  pointDelta: 0,
  sortKey: 0,
  explanation: '',
  instructionText: '',
  templateTextOn: false,
  name: `c${id}`,
});

const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const peerSection = () => screen.findByRole('region', { name: PEER_RUBRIC_TEXTS.title });

/** One category in each rubric: "Style" (the assignment's) and "Readability" (the peer rubric's). */
const bothRubrics = () => ({
  categories: [category(21, 'Style', false, [31]), category(22, 'Readability', true, [32])],
  comments: [comment(31, 21, 'Unclear names'), comment(32, 22, 'Names say what they hold')],
});

describe('the peer rubric', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('is not shown while the stage uses the assignment’s rubric', async () => {
    renderAdmin(PEER_REVIEW_TAB, { server: fakePeerReviewServer({ ...bothRubrics() }) });
    await screen.findByText('Save changes');
    expect(screen.queryByRole('region', { name: PEER_RUBRIC_TEXTS.title })).toBeNull();
  });

  it('is edited with the rubric editor: categories made with peer: true, comments in them, the assignment’s rubric left out', async () => {
    const server = fakePeerReviewServer({ stage: makeStage({ rubric: 'peer' }) });
    renderAdmin(PEER_REVIEW_TAB, { server });
    const section = await peerSection();
    expect(await within(section).findByText(/The peer rubric is empty/)).toBeTruthy();
    // The assignment's export and import are not the peer rubric's.
    expect(within(section).queryByRole('button', { name: /Export/ })).toBeNull();

    fireEvent.click(button('Add category', section));
    fireEvent.change(await field('Category name'), { target: { value: 'Readability' } });
    fireEvent.click(button('Add category', section.querySelector('form') as HTMLElement));
    await within(section).findByText('Readability');
    expect(server.sent('POST', '/rubricCategories/')).toEqual([
      { name: 'Readability', pointLimit: null, helpText: '', atMostOnce: false, sortKey: 0, assignment: LAB_1_ID, peer: true },
    ]);

    fireEvent.click(within(section).getByLabelText('Add a comment to Readability'));
    fireEvent.change(await field('Comment text'), { target: { value: 'Names say what they hold' } });
    fireEvent.change(await field('Points'), { target: { value: '0' } });
    fireEvent.click(button('Add comment', section.querySelector('form') as HTMLElement));
    const list = await within(section).findByLabelText('Comments of Readability');
    expect(await within(list).findByText('Names say what they hold')).toBeTruthy();
    expect(server.sent('POST', '/rubricComments/')).toMatchObject([{ text: 'Names say what they hold', category: server.data.categories[0]!.id }]);
  });

  it('shows only the peer rubric’s categories, and the Rubric tab only the assignment’s, at 400 px too', async () => {
    setScreenWidth(400);
    renderAdmin(PEER_REVIEW_TAB, { server: fakePeerReviewServer({ stage: makeStage({ rubric: 'peer' }), ...bothRubrics() }) });
    const section = await peerSection();
    expect(await within(section).findByText('Names say what they hold')).toBeTruthy();
    expect(within(section).queryByText('Style')).toBeNull();

    await openTab('Rubric');
    await screen.findByText('Unclear names');
    await waitFor(() => expect(screen.queryByText('Readability')).toBeNull());
  });
});
