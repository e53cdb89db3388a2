import { describe, expect, it } from 'vitest';
import { splitMatches } from './rubricSearch';

describe('splitMatches', () => {
  it('marks every match, ignoring case', () => {
    expect(splitMatches('Name the names', 'name')).toEqual([
      { text: 'Name', match: true },
      { text: ' the ', match: false },
      { text: 'name', match: true },
      { text: 's', match: false },
    ]);
  });

  it('leaves the text whole without a query or a match', () => {
    expect(splitMatches('Indent', '')).toEqual([{ text: 'Indent', match: false }]);
    expect(splitMatches('Indent', 'zz')).toEqual([{ text: 'Indent', match: false }]);
  });
});
