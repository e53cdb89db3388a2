import { describe, expect, it } from 'vitest';
import { comparePairSets, jplagRanking, parseJplagCsv } from './jplag';

const CSV = [
  'first;second;tupleType;plagType;plagTypeGroup;tool;similarity',
  'a;plag-a;Plag-Original;Both;T;Both;100.0',
  'plag-b;b;Plag-Original;Both;T;Both;40',
  'a;b;Original-Original;Both;T;Both;60.5',
  'a;c;Original-Original;Both;T;Both;10',
  '',
].join('\r\n'); // Windows line ends, as some exports have

describe('JPlag raw results', () => {
  it('reads the pairs by the header\'s column names, similarity from percent to 0..1', () => {
    expect(parseJplagCsv(CSV)).toEqual([
      { first: 'a', second: 'plag-a', tupleType: 'Plag-Original', similarity: 1 },
      { first: 'plag-b', second: 'b', tupleType: 'Plag-Original', similarity: 0.4 },
      { first: 'a', second: 'b', tupleType: 'Original-Original', similarity: 0.605 },
      { first: 'a', second: 'c', tupleType: 'Original-Original', similarity: 0.1 },
    ]);
    // Columns in another order are found by name.
    expect(parseJplagCsv('similarity;tupleType;second;first\n12.5;Plag-Plag;y;x')).toEqual([{ first: 'x', second: 'y', tupleType: 'Plag-Plag', similarity: 0.125 }]);
  });

  it('refuses a file without a needed column or with a similarity that is not a number', () => {
    expect(() => parseJplagCsv('first;second;similarity\na;b;1')).toThrow(/tupleType/);
    expect(() => parseJplagCsv('first;second;tupleType;similarity\na;b;Plag-Original;n/a')).toThrow(/no similarity/);
  });

  it('ranks a copy with its original positive and every other pair negative', () => {
    // Ranking: a–plag-a (+), a–b (-), plag-b–b (+), a–c (-): AP (1 + 2/3) / 2; AUC 3 of 4 ordered pairs.
    const ranking = jplagRanking(parseJplagCsv(CSV));
    expect(ranking.positives).toBe(2);
    expect(ranking.negatives).toBe(2);
    expect(ranking.ap).toBeCloseTo((1 + 2 / 3) / 2, 12);
    expect(ranking.auc).toBe(0.75);
  });

  it('tells which of our pairs the study did not score and which it scored that we do not rank, in either order', () => {
    const rows = parseJplagCsv(CSV);
    const idOf = (name: string) => (name === 'c' ? null : name.startsWith('plag-') ? `copy/${name}` : `orig/${name}`);
    const ours = [
      ['orig/a', 'copy/plag-a'],
      ['orig/b', 'copy/plag-b'],
      ['orig/b', 'orig/a'],
      ['orig/a', 'orig/d'],
    ] as const;
    expect(comparePairSets(ours, rows, idOf)).toEqual({ missing: [['orig/a', 'orig/d']], extra: [['a', 'c']] });
    expect(comparePairSets(ours.slice(0, 3), rows.slice(0, 3), idOf)).toEqual({ missing: [], extra: [] });
  });
});
