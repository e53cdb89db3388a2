import { describe, expect, it } from 'vitest';
import { parseResultsFile, parseTestOutputLines } from './file-results';

describe('parseResultsFile', () => {
  it('reads the native array', () => {
    const parsed = parseResultsFile('[{"name":"a","passed":true},{"id":7,"passed":false,"logs":"x","score":0.5,"category":"Other"}]');
    expect(parsed).toEqual({
      ok: true,
      results: [
        { name: 'a', passed: true, logs: '' },
        { id: 7, passed: false, logs: 'x', score: 0.5, category: 'Other' },
      ],
    });
  });

  it('explains invalid JSON and invalid shapes', () => {
    expect(parseResultsFile('[{"name":')).toEqual({ ok: false, message: expect.stringContaining('results.json is not valid JSON') });
    expect(parseResultsFile('{"tests":[]}')).toEqual({ ok: false, message: expect.stringContaining('is not a list of results') });
    expect(parseResultsFile('[{"name":"a","passed":"yes"}]')).toEqual({ ok: false, message: expect.stringContaining('[0].passed must be true or false') });
    expect(parseResultsFile('[{"passed":true}]')).toEqual({ ok: false, message: expect.stringContaining('needs an "id" or a "name"') });
  });
});

describe('parseTestOutputLines', () => {
  it('reads one result per TestOutput line and ignores other output', () => {
    const parsed = parseTestOutputLines('starting\nTestOutput: {"name":"a","passed":true}\n  TestOutput: {"name":"b","passed":false,"score":1}\n');
    expect(parsed).toEqual({ ok: true, results: [{ name: 'a', passed: true, logs: '' }, { name: 'b', passed: false, logs: '', score: 1 }] });
  });

  it('is null without TestOutput lines, and an error for a broken one', () => {
    expect(parseTestOutputLines('just output\n')).toBeNull();
    expect(parseTestOutputLines('TestOutput: nope')).toEqual({ ok: false, message: expect.stringContaining('TestOutput line 1 is not valid JSON') });
  });
});
