import { describe, expect, it } from 'vitest';
import type { SimilarityExplanation, SimilarityRange, SimilaritySideExplanation } from '@marginalia/contracts';
import { commonResemblanceSentence, EXPLANATION_FALLBACK, explanationSentences, matchedShareSentence } from './explanationText';

const RANGE: SimilarityRange = { file: 'Main.java', startLine: 1, startColumn: 0, endLine: 1, endColumn: 5 };

function side(changes: Partial<SimilaritySideExplanation> = {}): SimilaritySideExplanation {
  return { deadCode: [], rewrites: [], starterLines: 0, ...changes };
}

function explanation(changes: Partial<SimilarityExplanation> = {}): SimilarityExplanation {
  return {
    sides: [side(), side()],
    matchedShare: [1, 1],
    renameCount: 0,
    renames: [],
    changedLiterals: 0,
    reordered: false,
    movedBetweenFiles: false,
    ...changes,
  };
}

const dead = (n: number, reason: SimilaritySideExplanation['deadCode'][number]['reason'] = 'unread-variable') =>
  Array.from({ length: n }, () => ({ reason, range: RANGE }));
const rewrites = (n: number, kind: SimilaritySideExplanation['rewrites'][number]['kind'], part: 'use' | 'declaration') =>
  Array.from({ length: n }, () => ({ kind, part, range: RANGE }));

describe('explanationSentences', () => {
  it('falls back to a plain sentence when nothing was disguised', () => {
    expect(explanationSentences(explanation())).toEqual([EXPLANATION_FALLBACK]);
  });

  it('says what was rewritten, ignored and renamed, in singular and plural', () => {
    const facts = explanation({
      sides: [
        side({ deadCode: dead(1) }),
        side({
          deadCode: [...dead(11), ...dead(2, 'uncalled-function')],
          rewrites: [...rewrites(2, 'constant', 'declaration'), ...rewrites(5, 'constant', 'use'), ...rewrites(1, 'wrapper', 'use')],
        }),
      ],
      renameCount: 7,
      renames: [
        { left: 'count', right: 'total', occurrences: 4 },
        { left: 'i', right: 'k', occurrences: 3 },
        { left: 'scanner', right: 'input', occurrences: 2 },
      ],
      changedLiterals: 1,
      reordered: true,
    });
    expect(explanationSentences(facts)).toEqual([
      'Same structure after 2 named constants were read as their values and 1 Optional or requireNonNull wrapper was removed.',
      '1 dead statement on the left and 11 dead statements and 2 functions nothing calls on the right were ignored: they cannot change what the program does.',
      '7 names differ consistently (count → total, i → k, …), and 1 literal is written differently.',
      'Parts of the matching code are in a different order.',
    ]);
  });

  it('counts only the rewrites that set the sides apart: helpers both sides wrote alike explain nothing', () => {
    const both = explanation({
      sides: [side({ rewrites: rewrites(2, 'helper', 'declaration') }), side({ rewrites: [...rewrites(3, 'helper', 'declaration'), ...rewrites(1, 'constant', 'declaration')] })],
    });
    expect(explanationSentences(both)[0]).toBe('Same structure after 1 helper method was inlined and 1 named constant was read as its value.');
    const alike = explanation({ sides: [side({ rewrites: rewrites(2, 'helper', 'declaration') }), side({ rewrites: rewrites(2, 'helper', 'declaration') })] });
    expect(explanationSentences(alike)).toEqual([EXPLANATION_FALLBACK]);
    // With one side unreadable, the readable side's rewrites are all there is to say.
    const half = explanation({ sides: [side({ rewrites: rewrites(2, 'helper', 'declaration') }), null] });
    expect(explanationSentences(half)[0]).toBe('Same structure after 2 helper methods were inlined.');
  });

  it('counts one of each in the singular, and names the places of a stacked layout', () => {
    const facts = explanation({
      sides: [side(), side({ deadCode: dead(1), rewrites: [...rewrites(1, 'constant', 'declaration'), ...rewrites(1, 'local', 'declaration'), ...rewrites(1, 'helper', 'declaration')] })],
      renameCount: 1,
      renames: [{ left: 'n', right: 'count', occurrences: 2 }],
      changedLiterals: 3,
      movedBetweenFiles: true,
    });
    expect(explanationSentences(facts, 'stacked')).toEqual([
      'Same structure after 1 helper method was inlined, 1 named constant was read as its value and 1 extracted variable was read as its value.',
      '1 dead statement at the bottom was ignored: it cannot change what the program does.',
      '1 name differs consistently (n → count), and 3 literals are written differently.',
      'Parts of the matching code are in other files.',
    ]);
  });

  it('leaves out a side the reader may not read, and mentions starter code', () => {
    const facts = explanation({ sides: [null, side({ starterLines: 12 })], reordered: true, movedBetweenFiles: true });
    expect(explanationSentences(facts)).toEqual([
      'Parts of the matching code are in a different order and in other files.',
      '12 lines matching the starter code were left out.',
    ]);
  });
});

describe('matchedShareSentence', () => {
  it('gives each side its share, or one figure when they agree', () => {
    expect(matchedShareSentence(explanation({ matchedShare: [0.823, 0.64] }))).toBe('82 % of the left and 64 % of the right match.');
    expect(matchedShareSentence(explanation({ matchedShare: [0.823, 0.64] }), 'stacked')).toBe('82 % of the top and 64 % of the bottom match.');
    expect(matchedShareSentence(explanation({ matchedShare: [1, 1] }))).toBe('100 % of the code on each side matches.');
    expect(matchedShareSentence(explanation({ matchedShare: [0, 0] }))).toBe('No code matches.');
  });
});

describe('commonResemblanceSentence', () => {
  it('says nothing when the pair kept its whole score', () => {
    expect(commonResemblanceSentence(1)).toBeNull();
    expect(commonResemblanceSentence(0.996)).toBeNull();
  });

  it('says why the score is lower, and how much of it is left', () => {
    expect(commonResemblanceSentence(0.64)).toBe(
      'Both submissions resemble many others in this check, as code written the way the task suggests or generated for it does: ' +
        'the score is 64 % of what the matching code alone would give.',
    );
    expect(commonResemblanceSentence(0.004)).toMatch(/the score is under 1 % of/);
  });
});
