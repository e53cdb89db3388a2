import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '@marginalia/contracts';
import { draftProblem, effectivePoints, FORCED_RUBRIC_MESSAGE, isEmptyDraft } from './commentRules';
import { makeChoice } from './testing/commentFixtures';

const draft = (changes = {}) => ({ text: '', pointDelta: null, rubricComment: null, tags: [], ...changes });

describe('comment rules', () => {
  it('counts a free comment by its own points and a rubric comment by the rubric', () => {
    const rubric = makeChoice({ id: 31, pointDelta: 3 });
    expect(effectivePoints({ pointDelta: 2, rubricComment: null }, null)).toBe(2);
    expect(effectivePoints({ pointDelta: 2, rubricComment: 31 }, rubric)).toBe(3);
    expect(effectivePoints({ pointDelta: 2, rubricComment: 31 }, null)).toBeNull();
  });

  it('calls a comment empty without text, points or rubric link (docs/PRODUCT.md §5)', () => {
    expect(isEmptyDraft(draft())).toBe(true);
    expect(isEmptyDraft(draft({ pointDelta: 0, text: '  ' }))).toBe(true);
    expect(isEmptyDraft(draft({ pointDelta: 1 }))).toBe(false);
    expect(isEmptyDraft(draft({ text: 'x' }))).toBe(false);
    expect(isEmptyDraft(draft({ rubricComment: 3 }))).toBe(false);
    expect(isEmptyDraft(draft({ tags: ['only a tag'] }))).toBe(true);
  });

  it('asks for a rubric comment first in forced rubric mode', () => {
    expect(draftProblem(draft(), false)).toBe(COMMENT_MESSAGES.empty);
    expect(draftProblem(draft(), true)).toBe(FORCED_RUBRIC_MESSAGE);
    expect(draftProblem(draft({ text: 'x' }), true)).toBe(FORCED_RUBRIC_MESSAGE);
    expect(draftProblem(draft({ rubricComment: 3 }), true)).toBeNull();
  });
});
