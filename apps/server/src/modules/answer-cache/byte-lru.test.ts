import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';

const entry = (bytes: number) => ({ body: Buffer.alloc(bytes) });

describe('ByteLru', () => {
  it('drops the entries read longest ago once the bytes pass the bound', () => {
    const lru = new ByteLru(1000);
    lru.set('a', entry(300));
    lru.set('b', entry(300));
    lru.set('c', entry(300));
    expect(lru.get('a')).toBeDefined(); // a is now the most recently used, b the least
    lru.set('d', entry(300));
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.get('d')].every(Boolean)).toBe(true);
    expect(lru.bytes).toBeLessThanOrEqual(1000);
  });

  it('never holds more than its bound, whatever is stored', () => {
    const lru = new ByteLru(10_000);
    for (let i = 0; i < 500; i += 1) {
      lru.set(`key-${i % 37}`, entry((i * 7919) % 3000));
      expect(lru.bytes).toBeLessThanOrEqual(10_000);
    }
  });

  it('does not keep an answer larger than the whole bound, and replacing a key frees the old bytes', () => {
    const lru = new ByteLru(1000);
    lru.set('big', entry(2000));
    expect(lru.get('big')).toBeUndefined();
    expect(lru.bytes).toBe(0);
    lru.set('k', entry(500));
    lru.set('k', entry(100));
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(100 + 2);
  });
});
