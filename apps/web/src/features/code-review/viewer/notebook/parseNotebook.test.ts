import { describe, expect, it } from 'vitest';
import { stripAnsi } from './ansi';
import { parseNotebook } from './parseNotebook';

describe('parseNotebook', () => {
  it('reads cells, sources given as lines, and each kind of output', () => {
    const notebook = parseNotebook(
      JSON.stringify({
        metadata: { language_info: { name: 'python' } },
        cells: [
          { cell_type: 'markdown', source: ['# Title\n', 'Some text'] },
          {
            cell_type: 'code',
            execution_count: 3,
            source: 'print(1)',
            outputs: [
              { output_type: 'stream', name: 'stdout', text: ['1\n'] },
              { output_type: 'execute_result', data: { 'text/plain': ['2'] } },
              { output_type: 'display_data', data: { 'image/png': 'iVBORw0K\n', 'text/plain': '<Figure>' } },
              { output_type: 'error', ename: 'ValueError', evalue: 'bad', traceback: ['\u001b[0;31mValueError\u001b[0m: bad'] },
              { output_type: 'unknown' },
            ],
          },
        ],
      }),
    );
    expect(notebook?.language).toBe('python');
    expect(notebook?.cells[0]).toEqual({ type: 'markdown', source: '# Title\nSome text', executionCount: null, outputs: [] });
    expect(notebook?.cells[1]?.executionCount).toBe(3);
    expect(notebook?.cells[1]?.outputs).toEqual([
      { kind: 'text', text: '1\n' },
      { kind: 'text', text: '2' },
      { kind: 'image', src: 'data:image/png;base64,iVBORw0K' },
      { kind: 'error', text: 'ValueError: bad' },
    ]);
  });

  it('rejects text that is not a notebook', () => {
    expect(parseNotebook('{not json')).toBeNull();
    expect(parseNotebook('[1, 2]')).toBeNull();
    expect(parseNotebook('{"metadata": {}}')).toBeNull();
  });

  it('keeps cell indexes when a cell is unreadable', () => {
    const notebook = parseNotebook(JSON.stringify({ cells: [42, { cell_type: 'code', source: 'x' }] }));
    expect(notebook?.cells.map((cell) => cell.source)).toEqual(['', 'x']);
  });
});

describe('stripAnsi', () => {
  it('removes colour codes and keeps the text', () => {
    expect(stripAnsi('\u001b[1;32mok\u001b[0m done\u001b[K')).toBe('ok done');
  });
});
