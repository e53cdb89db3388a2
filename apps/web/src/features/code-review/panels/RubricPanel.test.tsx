import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GradeBreakdown, RubricChoice } from '../model/types';
import { FORCED_RUBRIC_NOTICE, RubricPanel, SELECT_FIRST_HINT, type RubricPanelProps } from './RubricPanel';
import { makeCategory, makeRubricComment } from './testing/fixtures';
import { markMatches } from './HighlightedMarkdown';
import { renderPanel } from './testing/renderPanel';

const style = makeCategory({ id: 1, name: 'Style', sortKey: 1, pointLimit: 4, helpText: 'Naming and layout.' });
const logic = makeCategory({ id: 2, name: 'Logic', sortKey: 0 });
const naming = makeRubricComment({ id: 10, category: 1, name: 'Poor naming', text: 'Use **descriptive** names.', pointDelta: 2, instructionText: 'Only for public methods.' });
const indent = makeRubricComment({ id: 11, category: 1, name: 'Indentation', text: 'Indent consistently.', pointDelta: 1, templateTextOn: true });
const offByOne = makeRubricComment({ id: 12, category: 2, name: 'Off by one', text: 'Check the loop bound.', pointDelta: 3 });
const clever = makeRubricComment({ id: 13, category: 2, name: 'Clever solution', text: 'Nice!', pointDelta: -1 });

const choices: RubricChoice[] = [
  { rubricComment: naming, category: style },
  { rubricComment: indent, category: style },
  { rubricComment: offByOne, category: logic },
  { rubricComment: clever, category: logic },
];

const breakdown: GradeBreakdown = {
  points: 10,
  additiveGrading: false,
  categories: [
    { category: style, sum: 5, counted: 4 },
    { category: logic, sum: 0, counted: 0 },
  ],
  freeComments: 0,
  tests: 0,
  total: 6,
};

function show(changes: Partial<RubricPanelProps> = {}) {
  const onApply = vi.fn();
  renderPanel(
    <RubricPanel
      choices={choices}
      categories={[style, logic]}
      breakdown={breakdown}
      frequent={[]}
      forcedRubricMode={false}
      canApply
      showPoints
      onApply={onApply}
      {...changes}
    />,
  );
  return onApply;
}

describe('RubricPanel', () => {
  it('lists categories in order with points, limits, running totals, the capped tag, texts and instructions', () => {
    show();
    const sections = screen.getAllByRole('region').filter((region) => region.tagName === 'SECTION');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['Logic', 'Style']);
    const styleSection = within(screen.getByRole('region', { name: 'Style' }));
    expect(styleSection.getByLabelText('Style total').textContent).toBe('-5 of -4 max');
    expect(styleSection.getByText('capped')).toBeTruthy();
    expect(styleSection.getByText('At most 4 points lost')).toBeTruthy();
    expect(styleSection.getByText('Naming and layout.')).toBeTruthy();
    const namingItem = within(screen.getByTestId('rubric-comment-10'));
    expect(namingItem.getByText('-2')).toBeTruthy();
    expect(namingItem.getByText('descriptive').tagName).toBe('STRONG');
    expect(namingItem.getByLabelText('Grader instructions').textContent).toContain('Only for public methods.');
    expect(within(screen.getByTestId('rubric-comment-11')).getByText('Template')).toBeTruthy();
    expect(within(screen.getByTestId('rubric-comment-13')).getByText('+1')).toBeTruthy();
    // Nothing adds up in Logic yet: no total, no cap.
    expect(within(screen.getByRole('region', { name: 'Logic' })).queryByLabelText('Logic total')).toBeNull();
  });

  it('hides points when the viewer may not see them', () => {
    show({ showPoints: false });
    expect(screen.queryByText('-2')).toBeNull();
    expect(screen.queryByLabelText('Style total')).toBeNull();
  });

  it('filters by name, text or category and marks what matched', () => {
    show();
    const search = screen.getByLabelText('Search the rubric');
    fireEvent.change(search, { target: { value: 'LOOP' } });
    expect(screen.getByTestId('rubric-comment-12')).toBeTruthy();
    expect(screen.queryByTestId('rubric-comment-10')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Style' })).toBeNull();

    fireEvent.change(search, { target: { value: 'nam' } });
    expect(screen.getByTestId('rubric-comment-10')).toBeTruthy();
    // In the name ("Poor naming") and in the text ("names").
    expect(screen.getAllByText('nam', { selector: 'mark' })).toHaveLength(2);
    expect(screen.queryByTestId('rubric-comment-12')).toBeNull();

    fireEvent.change(search, { target: { value: 'style' } });
    expect(screen.getByTestId('rubric-comment-10')).toBeTruthy();
    expect(screen.getByTestId('rubric-comment-11')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.getByText('No rubric comments match.')).toBeTruthy();
  });

  it('applies a rubric comment on click or Enter when code is selected', () => {
    const onApply = show();
    fireEvent.click(screen.getByRole('button', { name: 'Apply Off by one' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Apply Poor naming' }), { key: 'Enter' });
    expect(onApply.mock.calls).toEqual([[12], [10]]);
    expect(screen.queryByText(SELECT_FIRST_HINT)).toBeNull();
  });

  it('asks for a selection first when there is none', () => {
    const onApply = show({ canApply: false });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Off by one' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(SELECT_FIRST_HINT)).toBeTruthy();
  });

  it('shows the frequently used comments on top, most used first, and the forced rubric notice', () => {
    show({ frequent: [12, 10], forcedRubricMode: true });
    expect(screen.getByText(FORCED_RUBRIC_NOTICE)).toBeTruthy();
    const frequent = screen.getByRole('region', { name: 'Frequently used' });
    expect(within(frequent).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Apply Off by one',
      'Apply Poor naming',
    ]);
    expect(screen.getByTestId('frequent-rubric-comment-12')).toBeTruthy();
  });

  it('says so when the assignment has no rubric', () => {
    show({ choices: [], categories: [] });
    expect(screen.getByText('No rubric comments yet.')).toBeTruthy();
  });
});

describe('RubricPanel search marks', () => {
  it('marks matches inside the Markdown text too, as text only', () => {
    show();
    fireEvent.change(screen.getByLabelText('Search the rubric'), { target: { value: 'descr' } });
    const item = screen.getByTestId('rubric-comment-10');
    const mark = within(item).getByText('descr', { selector: 'mark' });
    // The match sits inside the bold text it was written in.
    expect(mark.parentElement?.tagName).toBe('STRONG');
    expect(item.textContent).toContain('Use descriptive names.');
  });

  it('never turns what was typed into markup', () => {
    const html = markMatches('<p>a &lt;b&gt; c</p>', '<b>', 'yellow');
    expect(html).toBe('<p>a <mark style="background: yellow; color: inherit; padding: 0px;">&lt;b&gt;</mark> c</p>');
  });

  it('shows every rubric comment as not applicable on finished work, with the reason instead of "Select code first"', () => {
    const onApply = show({ canApply: false, lockedReason: 'This work is finished: unfinalize it to apply rubric comments.' });
    expect(screen.getByRole('status').textContent).toContain('This work is finished: unfinalize it to apply rubric comments.');
    const item = screen.getByTestId('rubric-comment-10');
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.getAttribute('title')).toBe('This work is finished: unfinalize it to apply rubric comments.');
    fireEvent.click(item);
    fireEvent.keyDown(item, { key: 'Enter' });
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.queryByText(SELECT_FIRST_HINT)).toBeNull();
  });
});
