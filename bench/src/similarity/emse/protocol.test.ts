import { describe, expect, it } from 'vitest';
import { emseTasks, loadEmse, originalOf, type EmseCategory, type EmseSubmission, type EmseTask } from './data';
import { attackAllPairs, attackPairs, codeLines, fragmentCopies, idResolver, mixedPairs, topStats } from './protocol';

const submission = (category: EmseCategory, name: string): EmseSubmission => ({
  document: { id: `${category}/${name}`, files: [{ path: 'Main.java', text: `class ${name.replace(/\W/g, '_')} {}` }] },
  category,
  name,
  original: originalOf(category, name),
});

/** Two originals, a dead-code copy of each, two AI obfuscations of the first, one AI-written solution. */
function task(): EmseTask {
  return {
    name: 'T',
    language: 'java',
    jplag: new Map(),
    submissions: [
      submission('human', 's1'),
      submission('human', 's2'),
      submission('insert', 'plag-s1'),
      submission('insert', 'plag-s2'),
      submission('gptobf', 'gpt0-s1'),
      submission('gptobf', 'gpt1-s1'),
      submission('gpt', 'gpt-0.java'),
    ],
  };
}

const keys = (pairs: Array<{ a: string; b: string; positive: boolean }>) => pairs.map((pair) => `${pair.a}|${pair.b}|${pair.positive ? '+' : '-'}`).sort();

describe('the originals of the study\'s submissions', () => {
  it('reads them from the names: plag-<original>, gpt<k>-<original>; none for an AI-written solution', () => {
    expect(originalOf('human', 'subm5')).toBe('subm5');
    expect(originalOf('insert', 'plag-subm5')).toBe('subm5');
    expect(originalOf('refactor', 'plag-student12')).toBe('student12');
    expect(originalOf('gptobf', 'gpt14-subm5')).toBe('subm5');
    expect(originalOf('gpt', 'gpt-3.java')).toBeNull();
    expect(() => originalOf('gptobf', 'plag-subm5')).toThrow(/does not name its original/);
  });
});

describe('the pairs ranked per attack', () => {
  it('are the originals with one another and each copy with its own original, in one check of originals and copies', () => {
    const set = attackPairs(task(), 'gptobf');
    expect(set.documents.map((document) => document.id)).toEqual(['human/s1', 'human/s2', 'gptobf/gpt0-s1', 'gptobf/gpt1-s1']);
    expect(keys(set.pairs)).toEqual(['human/s1|gptobf/gpt0-s1|+', 'human/s1|gptobf/gpt1-s1|+', 'human/s1|human/s2|-'].sort());
  });

  it('over every pair of that check, count a copy with another copy of its original as positive', () => {
    const set = attackAllPairs(task(), 'gptobf');
    expect(set.pairs).toHaveLength(6);
    expect(keys(set.pairs.filter((pair) => pair.positive))).toEqual(
      ['gptobf/gpt0-s1|gptobf/gpt1-s1|+', 'human/s1|gptobf/gpt0-s1|+', 'human/s1|gptobf/gpt1-s1|+'].sort(),
    );
  });
});

describe('the mixed check', () => {
  it('ranks every pair of every submission, positive when both come from one original, never with an AI-written solution', () => {
    const set = mixedPairs(task());
    expect(set.documents).toHaveLength(7);
    expect(set.pairs).toHaveLength(21);
    // s1's group: the original, its dead-code copy and two obfuscations (6 pairs); s2's: the original and its copy.
    expect(set.pairs.filter((pair) => pair.positive)).toHaveLength(7);
    expect(set.pairs.filter((pair) => pair.a === 'gpt/gpt-0.java' || pair.b === 'gpt/gpt-0.java').every((pair) => !pair.positive)).toBe(true);
    expect(set.pairs.find((pair) => pair.a === 'insert/plag-s1' && pair.b === 'gptobf/gpt0-s1')?.positive).toBe(true);
  });

  it('counts AI-written negatives at the head and the rank of the last positive, ties against the measure', () => {
    const items = [
      { score: 0.9, positive: true, ai: false },
      { score: 0.8, positive: false, ai: true },
      { score: 0.7, positive: false, ai: false },
      { score: 0.5, positive: true, ai: false },
      { score: 0.5, positive: false, ai: true },
      { score: 0.1, positive: false, ai: true },
    ];
    // The tie at 0.5 puts the negative first: the head of four holds both AI-written negatives above 0.5 and at it.
    expect(topStats(items, 4)).toEqual({ aiNegativesInTop: 2, lowestPositiveRank: 5 });
    expect(topStats(items, 2)).toEqual({ aiNegativesInTop: 1, lowestPositiveRank: 5 });
    expect(topStats(items.filter((item) => !item.positive), 200).lowestPositiveRank).toBeNull();
  });
});

describe('reading the archive', () => {
  const text = (value: string) => Buffer.from(value);

  it('makes a submission of each folder and of each file directly in a category, with its language', () => {
    const files = new Map([
      ['datasets/T/human/s1/A.java', text('class A {}')],
      ['datasets/T/human/s1/B.java', text('class B {}')],
      ['datasets/T/refactor/plag-s1/A.java', text('class A {}')],
      ['datasets/T/refactor/plag-s1/AConstants.java', text('class AConstants {}')],
      ['datasets/T/gpt/gpt-0.java', text('class G {}')],
      ['datasets/T/readme.txt', text('notes')],
      ['datasets/OnlyAi/gpt/gpt-0.java', text('class G {}')],
      ['datasets/C/human/u1/u1.cpp', text('int main() {}')],
      ['raw-results/T-refactor-Both.csv', text('first;second;tupleType;similarity\ns1;plag-s1;Plag-Original;50\n')],
    ]);
    const tasks = emseTasks(files);
    // A task without originals is left out.
    expect(tasks.map((entry) => [entry.name, entry.language])).toEqual([
      ['C', 'cpp'],
      ['T', 'java'],
    ]);
    const t = tasks[1]!;
    expect(t.submissions.map((entry) => [entry.document.id, entry.original, entry.document.files.map((file) => file.path)])).toEqual([
      ['gpt/gpt-0.java', null, ['gpt-0.java']],
      ['human/s1', 's1', ['A.java', 'B.java']],
      ['refactor/plag-s1', 's1', ['A.java', 'AConstants.java']],
    ]);
    expect(t.jplag.get('refactor')?.get('Both')).toEqual([{ first: 's1', second: 'plag-s1', tupleType: 'Plag-Original', similarity: 0.5 }]);
    const id = idResolver(t, 'refactor');
    expect([id('s1'), id('plag-s1'), id('plag-s9')]).toEqual(['human/s1', 'refactor/plag-s1', null]);
  });

  it('leaves out a submission that holds nothing but comments', () => {
    const files = new Map([
      ['datasets/T/human/s1/A.java', text('class A {}')],
      ['datasets/T/gptobf/gpt0-s1/A.java', text('// omitted\n/* nothing\n here */\n')],
      ['datasets/T/gptobf/gpt1-s1/A.java', text('// kept\nclass A {}')],
    ]);
    expect(emseTasks(files)[0]!.submissions.map((entry) => entry.document.id)).toEqual(['gptobf/gpt1-s1', 'human/s1']);
  });

  it('is absent, not an error, when the archive is not beside the repository', async () => {
    await expect(loadEmse('/nonexistent/emse25-public.zip')).resolves.toBeNull();
  });

  it('refuses a copy of an original the task does not have', () => {
    expect(() => emseTasks(new Map([['datasets/T/human/s1/A.java', text('class A {}')], ['datasets/T/insert/plag-s2/A.java', text('class A {}')]]))).toThrow(/unknown original/);
  });
});

describe('fragments among the AI obfuscations', () => {
  const withText = (entry: EmseSubmission, text: string): EmseSubmission => ({ ...entry, document: { ...entry.document, files: [{ path: 'Main.java', text }] } });
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `int x${i} = ${i};`).join('\n');

  it('count lines of code without comments and blank lines', () => {
    const text = '/* a\n   block */\nint a = 1;\n\n// only a comment\nint b = 2; // and a tail\n   \n';
    expect(codeLines({ id: 'x', files: [{ path: 'Main.java', text }, { path: 'B.java', text: 'class B {}' }] })).toBe(3);
  });

  it('are the obfuscations keeping under half of their original\'s lines of code', () => {
    const base = task();
    const submissions = base.submissions.map((entry) => {
      if (entry.name === 's1') return withText(entry, lines(20));
      if (entry.name === 'gpt0-s1') return withText(entry, `${lines(9)}\n// the rest is left out for brevity`);
      if (entry.name === 'gpt1-s1') return withText(entry, lines(10));
      return entry;
    });
    expect([...fragmentCopies({ ...base, submissions })]).toEqual(['gptobf/gpt0-s1']);
  });
});
