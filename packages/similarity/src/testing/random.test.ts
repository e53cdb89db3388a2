import { describe, expect, it } from 'vitest';
import { Random } from './random';

describe('Random', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = Array.from({ length: 5 }, ((random) => () => random.next())(new Random(7)));
    const b = Array.from({ length: 5 }, ((random) => () => random.next())(new Random(7)));
    const c = Array.from({ length: 5 }, ((random) => () => random.next())(new Random(8)));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('spreads integers over their whole range', () => {
    const random = new Random(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shuffles and samples without losing or repeating items', () => {
    const random = new Random(3);
    const items = Array.from({ length: 20 }, (_, index) => index);
    const shuffled = random.shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    const sample = random.sample(items, 5);
    expect(new Set(sample).size).toBe(5);
    expect(items).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('forks into independent streams', () => {
    const parent = new Random(9);
    const first = parent.fork(1).next();
    const second = parent.fork(1).next();
    expect(first).not.toBe(second);
  });
});
