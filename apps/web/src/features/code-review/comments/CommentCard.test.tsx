import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeChoice, makeComment, renderCard, staffPermissions, studentPermissions } from './testing/commentFixtures';

const card = () => screen.getByTestId('comment-card');

describe('comment card, read view', { timeout: 30_000 }, () => {
  it('shows the author, the text as Markdown and the tags', () => {
    renderCard({ comment: makeComment({ text: 'Use **const** here.', tags: ['style', 'naming'] }) });
    expect(card().getAttribute('aria-label')).toBe('Comment by grader@example.edu');
    expect(screen.getByText('grader@example.edu')).toBeTruthy();
    expect(screen.getByText('const').tagName).toBe('STRONG');
    expect(screen.getByText('style')).toBeTruthy();
    expect(screen.getByText('naming')).toBeTruthy();
    expect(screen.queryByText('Unsaved')).toBeNull();
  });

  it('shows a deduction as a red "-2" and a bonus as a green "+1"', () => {
    const { rerender } = renderCard({ comment: makeComment({ pointDelta: 2 }) });
    const deduction = screen.getByText('-2');
    expect(deduction.closest('[data-tone]')?.getAttribute('data-tone')).toBe('error');
    rerender({ comment: makeComment({ pointDelta: -1 }) });
    const bonus = screen.getByText('+1');
    expect(bonus.closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    expect(screen.queryByText('-2')).toBeNull();
  });

  it('shows no points tag for a comment without points or with zero points', () => {
    const { rerender } = renderCard({ comment: makeComment({ pointDelta: null }) });
    expect(screen.queryByLabelText(/^Points:/)).toBeNull();
    rerender({ comment: makeComment({ pointDelta: 0 }) });
    expect(screen.queryByLabelText(/^Points:/)).toBeNull();
  });

  it("shows a rubric comment's points, category and name rather than the comment's own points", () => {
    const rubric = makeChoice({ pointDelta: 3, name: 'unclear-names' }, { name: 'Style' });
    renderCard({ comment: makeComment({ rubricComment: rubric.rubricComment.id, pointDelta: 5 }), rubric });
    expect(screen.getByText('-3')).toBeTruthy();
    expect(screen.queryByText('-5')).toBeNull();
    const link = screen.getByTestId('comment-rubric-link');
    expect(link.textContent).toContain('Style');
    expect(link.textContent).toContain('unclear-names');
  });

  it("reads the rubric comment's text when the comment has none of its own", () => {
    const rubric = makeChoice({ text: 'Names should say what a value is.' });
    renderCard({ comment: makeComment({ rubricComment: rubric.rubricComment.id, text: '' }), rubric });
    expect(screen.getByText('Names should say what a value is.')).toBeTruthy();
  });

  it('hides every points tag when points are hidden', () => {
    const rubric = makeChoice({ pointDelta: 3 });
    renderCard({
      comment: makeComment({ rubricComment: rubric.rubricComment.id }),
      rubric,
      permissions: studentPermissions({ showPoints: false }),
    });
    expect(screen.queryByText('-3')).toBeNull();
    expect(screen.queryByLabelText(/^Points:/)).toBeNull();
  });

  it("shows students the rubric comment's explanation, and lets staff open it", () => {
    const rubric = makeChoice({ explanation: 'See *chapter 3* on naming.' });
    const comment = makeComment({ rubricComment: rubric.rubricComment.id });
    const { rerender } = renderCard({ comment, rubric, permissions: studentPermissions() });
    expect(screen.getByLabelText('Explanation').textContent).toContain('chapter 3');
    expect(screen.queryByText('Show explanation')).toBeNull();

    rerender({ permissions: staffPermissions() });
    expect(screen.queryByLabelText('Explanation')).toBeNull();
    fireEvent.click(screen.getByText('Show explanation'));
    expect(screen.getByLabelText('Explanation').textContent).toContain('chapter 3');
    fireEvent.click(screen.getByText('Hide explanation'));
    expect(screen.queryByLabelText('Explanation')).toBeNull();
  });

  it('marks an unsaved comment', () => {
    renderCard({ comment: makeComment({ id: -1, isSaved: false }) });
    expect(screen.getByText('Unsaved')).toBeTruthy();
  });

  it('hides the author when the page gives no label', () => {
    renderCard({ authorLabel: null, permissions: studentPermissions() });
    expect(card().getAttribute('aria-label')).toBe('Comment');
    expect(screen.queryByText('grader@example.edu')).toBeNull();
  });

  it.each([
    ['an image with a handler', '<img src=x onerror=alert(1)>'],
    ['a script', '<script>alert(1)</script>'],
    ['a javascript: link', '[click me](javascript:alert(1))'],
    ['a raw javascript: anchor', '<a href="javascript:alert(1)">click me</a>'],
  ])('renders %s in the text inert', (_what, text) => {
    const rubric = makeChoice({ explanation: text });
    renderCard({ comment: makeComment({ text, rubricComment: rubric.rubricComment.id }), rubric, permissions: studentPermissions() });
    const root = card();
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    for (const anchor of root.querySelectorAll('a')) expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
  });

  it('reports hover and activation to the page', () => {
    const { props } = renderCard();
    fireEvent.mouseEnter(card());
    expect(props.onHover).toHaveBeenLastCalledWith(true);
    fireEvent.mouseLeave(card());
    expect(props.onHover).toHaveBeenLastCalledWith(false);
    fireEvent.click(card());
    expect(props.onActivate).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(card(), { key: 'Enter' });
    expect(props.onActivate).toHaveBeenCalledTimes(2);
  });

  it('marks the active card for assistive technology', () => {
    renderCard({ active: true });
    expect(card().getAttribute('aria-current')).toBe('true');
  });
});

describe('comment card, actions', { timeout: 30_000 }, () => {
  it('offers edit and a confirmed delete to people who may comment', async () => {
    const { props } = renderCard();
    fireEvent.click(screen.getByLabelText('Edit comment'));
    expect(props.onEdit).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByLabelText('Delete comment'));
    expect(await screen.findByText('Delete this comment?')).toBeTruthy();
    expect(props.onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDelete).toHaveBeenCalledTimes(1));
  });

  it('builds no confirmation until delete is pressed, and keeps the keyboard focus on the delete button', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    renderCard({ onDelete });
    // A card that is only read holds no popover, message holder or antd button: they are made on first use.
    expect(document.querySelector('.ant-popover, .ant-popconfirm, .ant-btn')).toBeNull();
    const remove = screen.getByRole('button', { name: 'Delete comment' });
    remove.focus();
    fireEvent.click(remove, { detail: 0 });
    expect(await screen.findByText('Delete this comment?')).toBeTruthy();
    const pressed = screen.getByRole('button', { name: 'Delete comment' });
    expect(document.activeElement).toBe(pressed);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('says so when the delete is refused, and keeps the card', async () => {
    const onDelete = vi.fn(() => Promise.reject(new Error('offline')));
    renderCard({ onDelete });
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The comment could not be deleted. Try again.')).toBeTruthy();
    expect(card()).toBeTruthy();
  });

  it('offers no edit or delete to students', () => {
    renderCard({ permissions: studentPermissions() });
    expect(screen.queryByLabelText('Edit comment')).toBeNull();
    expect(screen.queryByLabelText('Delete comment')).toBeNull();
  });

  it('lets a student rate a comment and take the rating back', async () => {
    const { props } = renderCard({ permissions: studentPermissions() });
    const helpful = screen.getByLabelText('Helpful');
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(helpful);
    expect(props.onRate).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(screen.getByLabelText('Helpful').getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(screen.getByLabelText('Helpful'));
    expect(props.onRate).toHaveBeenLastCalledWith(0);
    await waitFor(() => expect(screen.getByLabelText('Helpful').getAttribute('aria-pressed')).toBe('false'));

    fireEvent.click(screen.getByLabelText('Not helpful'));
    expect(props.onRate).toHaveBeenLastCalledWith(-1);
    expect(props.onRate).toHaveBeenCalledTimes(3);
  });

  it("starts from the student's saved rating", () => {
    renderCard({ comment: makeComment({ feedback: -1 }), permissions: studentPermissions() });
    expect(screen.getByLabelText('Not helpful').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Helpful').getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the rating back and says so when the server refuses it', async () => {
    const onRate = vi.fn(() => Promise.reject(new Error('offline')));
    renderCard({ permissions: studentPermissions(), onRate });
    fireEvent.click(screen.getByLabelText('Helpful'));
    expect(await screen.findByText('Your rating could not be saved. Try again.')).toBeTruthy();
    expect(screen.getByLabelText('Helpful').getAttribute('aria-pressed')).toBe('false');
  });

  it('offers no rating when the assignment does not take feedback', () => {
    renderCard({ permissions: studentPermissions({ canRateComments: false }) });
    expect(screen.queryByLabelText('Helpful')).toBeNull();
  });
});
