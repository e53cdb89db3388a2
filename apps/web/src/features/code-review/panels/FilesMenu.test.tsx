import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FilesMenu } from './FilesMenu';
import { makeFile } from './testing/fixtures';
import { renderPanel } from './testing/renderPanel';
import type { FileEntry } from '../model/types';

const main = makeFile({ id: 3, name: 'Main.java', path: 'src', created: '2024-03-03T10:00:00.000Z' });
const mainOld = makeFile({ id: 1, name: 'Main.java', path: 'src', created: '2024-03-01T10:00:00.000Z' });
const mainOlder = makeFile({ id: 2, name: 'Main.java', path: 'src', created: '2024-03-02T10:00:00.000Z' });
const util = makeFile({ id: 4, name: 'Util.java', path: 'src/util', created: '2024-03-03T10:00:00.000Z' });
const readme = makeFile({ id: 5, name: 'README-with-a-very-long-name-indeed.md', path: null });

const entries: FileEntry[] = [
  { key: 'README-with-a-very-long-name-indeed.md', current: readme, older: [] },
  { key: 'src/Main.java', current: main, older: [mainOld, mainOlder] },
  { key: 'src/util/Util.java', current: util, older: [] },
];

function items() {
  return screen.getAllByRole('treeitem');
}

describe('FilesMenu', () => {
  it('lists folders, files with their comment counts, and older versions newest first under their file', () => {
    renderPanel(<FilesMenu entries={entries} selectedFileId={3} commentCounts={new Map([[3, 2], [1, 1]])} onSelect={() => {}} />);
    const labels = items().map((item) => item.textContent);
    expect(labels[0]).toBe('src');
    expect(labels[1]).toBe('util');
    expect(labels[2]).toBe('Util.java');
    expect(labels[3]).toBe('Main.java2');
    expect(labels[4]).toMatch(/^Version of Mar 2, 2024/);
    expect(labels[5]).toMatch(/^Version of Mar 1, 2024.*1$/);
    expect(labels[6]).toBe('README-with-a-very-long-name-indeed.md');
    expect(screen.getByTitle('2 comments')).toBeTruthy();
    expect(screen.getByTitle('src/Main.java')).toBeTruthy();
    expect(screen.getByTitle('README-with-a-very-long-name-indeed.md')).toBeTruthy();
    const selected = items().filter((item) => item.getAttribute('aria-selected') === 'true');
    expect(selected.map((item) => item.textContent)).toEqual(['Main.java2']);
  });

  it('selects a file or an older version, never a folder', () => {
    const onSelect = vi.fn();
    renderPanel(<FilesMenu entries={entries} selectedFileId={3} commentCounts={new Map()} onSelect={onSelect} />);
    fireEvent.click(screen.getByText('Util.java'));
    fireEvent.click(screen.getByText(/^Version of Mar 1, 2024/));
    fireEvent.click(screen.getByText('util'));
    expect(onSelect.mock.calls).toEqual([[4], [1]]);
  });

  it('keeps the file of a selected older version open', () => {
    const { rerender } = renderPanel(<FilesMenu entries={entries} selectedFileId={3} commentCounts={new Map()} onSelect={() => {}} />);
    // Folding Main.java hides its versions...
    const mainItem = items().find((item) => item.textContent === 'Main.java')!;
    fireEvent.click(mainItem.querySelector('.ant-tree-switcher')!);
    expect(screen.queryByText(/^Version of/)).toBeNull();
    // ...until one of them is selected from elsewhere on the page.
    rerender(<FilesMenu entries={entries} selectedFileId={2} commentCounts={new Map()} onSelect={() => {}} />);
    const selected = items().filter((item) => item.getAttribute('aria-selected') === 'true');
    expect(selected.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Version of Mar 2, 2024/)]);
  });
});

describe('FilesMenu keyboard', () => {
  it('moves with the arrow keys and selects with Enter', () => {
    const onSelect = vi.fn();
    renderPanel(<FilesMenu entries={entries} selectedFileId={5} commentCounts={new Map()} onSelect={onSelect} />);
    const tree = screen.getByRole('tree', { name: 'Files' });
    // Focus starts on the selected file (README, last); up past the versions of Main.java and Main.java itself.
    fireEvent.focus(tree);
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(tree, { key: 'ArrowUp' });
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(4);
  });
});
