import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeComment, makeFile, renderFileView, stubLayoutApis } from './testing/viewerFixtures';

beforeAll(stubLayoutApis);
afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob cannot read itself back; FileReader can. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** Markdown files, notebooks and binary notices load their views on demand: allow for a first load. */
const VIEW_LOAD = { timeout: 15_000 };

const PNG_PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('Markdown files', { timeout: 30_000 }, () => {
  const payload = '# Notes\n\nHello <img src="x" onerror="window.__hacked = 1"> <script>window.__hacked = 2</script> **bold**';

  it('are rendered, sanitized, and can be switched to their source', async () => {
    renderFileView({ file: makeFile({ name: 'README.md', extension: 'md', code: payload }), comments: [makeComment({ startLine: 2, startChar: 0, endLine: 2, endChar: 5 })] });
    // The Markdown view and its renderer load when the file is opened.
    const rendered = await screen.findByTestId('markdown-viewer', {}, VIEW_LOAD);
    expect(within(rendered).getByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(within(rendered).getByText('bold').tagName).toBe('STRONG');
    expect(rendered.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(rendered.querySelector('script')).toBeNull();
    expect(within(rendered).getByText('Line 3')).toBeTruthy();
    expect(within(rendered).getByText('Say hello more warmly')).toBeTruthy();

    fireEvent.click(screen.getByText('Source'));
    expect(screen.queryByTestId('markdown-viewer')).toBeNull();
    expect(screen.getByTestId('code-viewer').querySelector('.cm-content')?.textContent).toContain('# Notes');
    expect(screen.getByTestId('code-viewer').querySelector('.cm-comment-range')?.textContent).toBe('Hello');
  });
});

describe('notebooks', { timeout: 30_000 }, () => {
  const notebook = {
    metadata: { kernelspec: { language: 'python' } },
    cells: [
      { cell_type: 'markdown', source: '## Part 1\n<script>window.__hacked = 3</script>' },
      {
        cell_type: 'code',
        execution_count: 1,
        source: ['x = compute()\n', 'print(x)'],
        outputs: [
          { output_type: 'stream', name: 'stdout', text: 'forty-two\n' },
          { output_type: 'display_data', data: { 'text/html': '<b>table</b><script>window.__hacked = 4</script><img src="y" onerror="window.__hacked = 5">' } },
          { output_type: 'display_data', data: { 'image/png': PNG_PIXEL } },
          { output_type: 'error', ename: 'NameError', evalue: 'x', traceback: ['\u001b[0;31mNameError\u001b[0m: name is not defined'] },
        ],
      },
    ],
  };

  it('show cells in order with their outputs, highlighted, sanitized and without terminal codes', async () => {
    renderFileView({ file: makeFile({ name: 'work.ipynb', extension: 'ipynb', code: JSON.stringify(notebook) }) });
    const viewer = await screen.findByTestId('notebook-viewer', {}, VIEW_LOAD);
    const cells = within(viewer).getAllByTestId('notebook-cell');
    expect(cells).toHaveLength(2);
    expect(within(cells[0]!).getByRole('heading', { name: 'Part 1' })).toBeTruthy();
    expect(within(cells[1]!).getByTestId('notebook-cell-source').textContent).toBe('x = compute()\nprint(x)');
    // Highlighted once the notebook's language has loaded.
    await waitFor(() => expect(within(cells[1]!).getByTestId('notebook-cell-source').querySelector('span[class]')).not.toBeNull());
    expect(within(cells[1]!).getByText('forty-two')).toBeTruthy();
    expect(within(cells[1]!).getByText('table').tagName).toBe('B');
    expect(within(cells[1]!).getByRole('img', { name: 'Output of cell 2' }).getAttribute('src')).toBe(`data:image/png;base64,${PNG_PIXEL}`);
    expect(within(cells[1]!).getByText('NameError: name is not defined')).toBeTruthy();
    expect(viewer.textContent).not.toContain('\u001b');
    expect(viewer.querySelector('script')).toBeNull();
    expect(viewer.querySelector('[onerror]')).toBeNull();
  });

  it('comment on a whole cell, on a selection in a cell, and show comments after their cell', async () => {
    const comment = makeComment({ id: 7, startLine: 1, startChar: 4, endLine: 1, endChar: 13, text: 'Name the result' });
    const { props } = renderFileView({ file: makeFile({ name: 'work.ipynb', extension: 'ipynb', code: JSON.stringify(notebook) }), comments: [comment] });
    fireEvent.click(await screen.findByRole('button', { name: 'Comment on cell 2' }, VIEW_LOAD));
    expect(props.onSelectionDone).toHaveBeenLastCalledWith({ startLine: 1, startChar: 0, endLine: 1, endChar: 22 });

    const cell = screen.getAllByTestId('notebook-cell')[1]!;
    expect(within(cell).getByText('Name the result')).toBeTruthy();
    // Once the notebook's language has loaded, the highlighting may split the range into one mark per token.
    const marks = [...cell.querySelectorAll<HTMLElement>('.cm-comment-range[data-comment-id="7"]')];
    expect(marks.map((part) => part.textContent).join('')).toBe('compute()');
    const mark = marks[0]!;
    fireEvent.mouseOver(mark);
    expect(props.onHoverComment).toHaveBeenLastCalledWith(7);

    const source = within(cell).getByTestId('notebook-cell-source');
    const text = source.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    fireEvent.mouseUp(source);
    expect(props.onSelectionDone).toHaveBeenLastCalledWith({ startLine: 1, startChar: 0, endLine: 1, endChar: 1 });
  });

  it('that cannot be read are shown as text with a notice', async () => {
    renderFileView({ file: makeFile({ name: 'broken.ipynb', extension: 'ipynb', code: '{"cells": [' }) });
    expect(await screen.findByText(/This notebook could not be read/, {}, VIEW_LOAD)).toBeTruthy();
    expect(screen.getByTestId('code-viewer').querySelector('.cm-content')?.textContent).toContain('{"cells": [');
  });
});

describe('images', () => {
  it('are shown from their data with the file name as alt text, commented as a whole', () => {
    const { props } = renderFileView({ file: makeFile({ name: 'plot.png', extension: 'png', code: PNG_PIXEL }), comments: [makeComment({ startLine: 0, startChar: 0, endLine: 0, endChar: 0 })] });
    expect(screen.getByRole('img', { name: 'plot.png' }).getAttribute('src')).toBe(`data:image/png;base64,${PNG_PIXEL}`);
    expect(within(screen.getByTestId('comment-margin')).getByText('Say hello more warmly')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Comment on image/ }));
    expect(props.onSelectionDone).toHaveBeenCalledWith({ startLine: 0, startChar: 0, endLine: 0, endChar: 0 });
  });

  it('offer no comment button to those who cannot comment', () => {
    renderFileView({ file: makeFile({ name: 'photo.JPG', extension: '', code: PNG_PIXEL }), canComment: false });
    expect(screen.getByRole('img', { name: 'photo.JPG' }).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(screen.queryByRole('button', { name: /Comment on image/ })).toBeNull();
  });
});

describe('PDFs', () => {
  it('are shown from a PDF blob that is freed on unmount, commented by page', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    const revokeObjectURL = vi.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const { props, unmount } = renderFileView({
      file: makeFile({ name: 'report.pdf', extension: 'pdf', code: btoa('%PDF-1.4 fake') }),
      comments: [makeComment({ startLine: 2, startChar: 0, endLine: 2, endChar: 0 })],
    });
    const frame = await screen.findByTitle('report.pdf');
    expect(frame.getAttribute('src')).toBe('blob:report');
    expect(created[0]?.type).toBe('application/pdf');
    expect(await blobText(created[0]!)).toBe('%PDF-1.4 fake');
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
    expect(within(screen.getByTestId('comment-margin')).getByText('Page 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Page'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: /Comment on page/ }));
    expect(props.onSelectionDone).toHaveBeenCalledWith({ startLine: 3, startChar: 0, endLine: 3, endChar: 0 });

    unmount();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:report'));
  });
});

describe('binary files', { timeout: 30_000 }, () => {
  it('are not shown as code but can be downloaded', async () => {
    renderFileView({ file: makeFile({ name: 'Main.class', extension: 'class', code: btoa('\u00ca\u00fe\u00ba\u00be') }) });
    expect(screen.getByRole('status', { name: 'Loading the file' })).toBeTruthy();
    expect(await screen.findByText("This file can't be shown as code.", {}, VIEW_LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
    expect(screen.queryByTestId('code-viewer')).toBeNull();
  });
});
