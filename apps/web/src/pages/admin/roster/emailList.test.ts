import { describe, expect, it } from 'vitest';
import { splitEmails } from './emailList';

describe('splitEmails', () => {
  it('splits on lines, commas, semicolons and spaces, lower-cases and drops repeats', () => {
    expect(splitEmails('Ada@X.edu\nbob@x.edu, cy@x.edu;dee@x.edu  ada@x.edu\n\n')).toEqual({
      valid: ['ada@x.edu', 'bob@x.edu', 'cy@x.edu', 'dee@x.edu'],
      invalid: [],
    });
  });

  it('reads addresses copied from a mail program with their names', () => {
    expect(splitEmails('Ada Lovelace <ada@x.edu>, "Hopper, Grace" <grace@x.edu>').valid).toEqual(['ada@x.edu', 'grace@x.edu']);
  });

  it('reports what is not an e-mail address', () => {
    expect(splitEmails('ada@x.edu bob x@ @y.edu')).toEqual({ valid: ['ada@x.edu'], invalid: ['bob', 'x@', '@y.edu'] });
  });
});
