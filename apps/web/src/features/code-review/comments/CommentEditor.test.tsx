import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COMMENT_MESSAGES } from '@marginalia/contracts';
import { ApiError } from '../../../api/errors';
import { FORCED_RUBRIC_MESSAGE } from './commentRules';
import { makeChoice, makeComment, renderCard } from './testing/commentFixtures';
import { choose, openOptions } from './testing/selects';

const editor = () => screen.getByRole('group', { name: 'Comment editor' });
const text = () => screen.getByLabelText('Comment (Markdown)') as HTMLTextAreaElement;
const points = () => screen.getByLabelText('Points') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

const style = makeChoice({ id: 31, name: 'unclear-names', text: 'Unclear variable names', pointDelta: 1 }, { id: 21, name: 'Style' });
const tests = makeChoice({ id: 32, name: 'good-tests', text: 'Thorough tests', pointDelta: -2 }, { id: 22, name: 'Testing' });
const template = makeChoice({ id: 33, name: 'magic-number', text: 'Name the constant {value}.', pointDelta: 1, templateTextOn: true }, { id: 21, name: 'Style' });
const choices = [style, template, tests];

function renderEditor(changes: Parameters<typeof renderCard>[0] = {}) {
  return renderCard({ editing: true, rubricChoices: choices, ...changes });
}

describe('comment editor', { timeout: 30_000 }, () => {
  it('starts from the comment, with the points in the sign people read', () => {
    renderEditor({ comment: makeComment({ text: 'Shorter, please.', pointDelta: 2, tags: ['style'] }) });
    expect(text().value).toBe('Shorter, please.');
    expect(points().value).toBe('-2');
    expect(screen.getByText('style')).toBeTruthy();
    expect(document.activeElement).toBe(text());
  });

  it('tells the page while it holds unsaved changes, and that it holds none once it closes', () => {
    const onDirtyChange = vi.fn();
    const { unmount } = renderEditor({ comment: makeComment({ text: 'Keep', id: -1, isSaved: false }), onDirtyChange });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    fireEvent.change(text(), { target: { value: 'Keep this' } });
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    fireEvent.change(text(), { target: { value: 'Keep' } });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    fireEvent.change(points(), { target: { value: '-1' } });
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    unmount();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('saves the draft with stored signs: -2 typed is a deduction of 2', async () => {
    const { props } = renderEditor({ comment: makeComment({ text: '', id: -1, isSaved: false }) });
    fireEvent.change(text(), { target: { value: 'Off by one.' } });
    fireEvent.change(points(), { target: { value: '-2' } });
    save();
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
    expect(props.onSave).toHaveBeenCalledWith({ text: 'Off by one.', pointDelta: 2, rubricComment: null, tags: [] });
  });

  it('sends no points when the field is empty, and a bonus as a negative delta', async () => {
    const { props } = renderEditor({ comment: makeComment({ text: 'Nice.', pointDelta: 1 }) });
    fireEvent.change(points(), { target: { value: '' } });
    save();
    await waitFor(() => expect(props.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ pointDelta: null })));
    fireEvent.change(points(), { target: { value: '1.5' } });
    save();
    await waitFor(() => expect(props.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ pointDelta: -1.5 })));
  });

  it('refuses an empty comment with the rule of docs/PRODUCT.md §5.3', async () => {
    const { props } = renderEditor({ comment: makeComment({ text: '', id: -1, isSaved: false }) });
    fireEvent.change(text(), { target: { value: '   ' } });
    fireEvent.change(points(), { target: { value: '0' } });
    save();
    expect(await screen.findByText(COMMENT_MESSAGES.empty)).toBeTruthy();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('takes the points of a linked rubric comment and sends none of its own', async () => {
    const { props } = renderEditor({ comment: makeComment({ text: '', pointDelta: 4 }) });
    expect(points().value).toBe('-4');
    await choose(editor(), 'Rubric comment', 'unclear-names', 'style unclear');
    await waitFor(() => expect(points().disabled).toBe(true));
    expect(points().value).toBe('-1');
    save();
    await waitFor(() => expect(props.onSave).toHaveBeenCalledWith({ text: '', pointDelta: null, rubricComment: 31, tags: [] }));
  });

  it('searches rubric comments by category name and text', async () => {
    renderEditor();
    const input = screen.getByLabelText('Rubric comment');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'thorough' } });
    await waitFor(() => expect(openOptions().map((option) => option.textContent)).toEqual(['good-tests+2']));
    fireEvent.change(input, { target: { value: 'Style' } });
    await waitFor(() => expect(openOptions()).toHaveLength(2));
  });

  it("fills an empty text with a template rubric comment's text to adapt", async () => {
    renderEditor({ comment: makeComment({ text: '' }) });
    await choose(editor(), 'Rubric comment', 'magic-number');
    await waitFor(() => expect(text().value).toBe('Name the constant {value}.'));
  });

  it('takes only rubric comments in forced rubric mode', async () => {
    const { props } = renderEditor({ forcedRubricMode: true, comment: makeComment({ text: 'Free text', id: -1, isSaved: false }) });
    expect(points().disabled).toBe(true);
    save();
    expect(await screen.findByText(FORCED_RUBRIC_MESSAGE)).toBeTruthy();
    expect(props.onSave).not.toHaveBeenCalled();

    await choose(editor(), 'Rubric comment', 'good-tests');
    save();
    await waitFor(() => expect(props.onSave).toHaveBeenCalledWith({ text: 'Free text', pointDelta: null, rubricComment: 32, tags: [] }));
  });

  it("shows the server's refusal beside the field it concerns and above the buttons", async () => {
    const onSave = vi.fn(() =>
      Promise.reject(new ApiError(400, { pointDelta: ['Ensure this value is less than or equal to 1000.'], non_field_errors: ['The file is gone.'] }, 'PATCH /comments/41/')),
    );
    renderEditor({ onSave });
    fireEvent.change(points(), { target: { value: '-5000' } });
    save();
    expect(await screen.findByText('Ensure this value is less than or equal to 1000.')).toBeTruthy();
    expect(screen.getByText('The file is gone.')).toBeTruthy();
    // Still editing: nothing typed is lost.
    expect(points().value).toBe('-5000');
  });

  it('explains a failure that is not about a field', async () => {
    const onSave = vi.fn(() => Promise.reject(new ApiError(403, { detail: 'You do not have permission to perform this action.' }, 'PATCH /comments/41/')));
    renderEditor({ onSave });
    save();
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeTruthy();
  });

  it('saves with Alt+S, cancels with Escape, and keeps Enter for new lines', async () => {
    const { props } = renderEditor();
    fireEvent.keyDown(text(), { key: 'Enter' });
    expect(props.onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(text(), { key: 's', code: 'KeyS', altKey: true });
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(text(), { key: 'Escape' });
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes an open dropdown with Escape before leaving the editor', async () => {
    const { props } = renderEditor();
    const input = screen.getByLabelText('Rubric comment');
    fireEvent.mouseDown(input);
    await waitFor(() => expect(openOptions().length).toBeGreaterThan(0));
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    expect(props.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(openOptions()).toHaveLength(0));
    fireEvent.keyDown(text(), { key: 'Escape', code: 'Escape' });
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it("saves when the page's save shortcut fires", async () => {
    const { props, rerender } = renderEditor({ saveNonce: 0 });
    expect(props.onSave).not.toHaveBeenCalled();
    rerender({ saveNonce: 1 });
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
  });

  it('cancels with the Cancel button', () => {
    const { props } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('deletes a saved comment after confirmation; an unsaved one has nothing to delete', async () => {
    const { props, rerender } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this comment?')).toBeTruthy();
    const confirm = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm button')].find((button) => button.textContent === 'Delete');
    fireEvent.click(confirm!);
    await waitFor(() => expect(props.onDelete).toHaveBeenCalledTimes(1));

    rerender({ comment: makeComment({ id: -2, isSaved: false }) });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('previews the Markdown', () => {
    renderEditor({ comment: makeComment({ text: 'Use **const**.' }) });
    fireEvent.click(screen.getByText('Preview'));
    expect(screen.getByText('const').tagName).toBe('STRONG');
    fireEvent.click(screen.getByText('Write'));
    expect(text().value).toBe('Use **const**.');
  });
});
