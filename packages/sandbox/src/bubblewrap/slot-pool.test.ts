import { describe, expect, it } from 'vitest';
import { SlotPool } from './slot-pool';

describe('SlotPool', () => {
  it('hands out free slots, then makes callers wait in order', async () => {
    const pool = new SlotPool(2);
    expect(await pool.acquire()).toBe(0);
    expect(await pool.acquire()).toBe(1);
    const order: number[] = [];
    const first = pool.acquire().then((slot) => order.push(slot));
    const second = pool.acquire().then((slot) => order.push(slot));
    pool.release(1);
    pool.release(0);
    await Promise.all([first, second]);
    expect(order).toEqual([1, 0]);
  });

  it('lets a waiter leave the line when its signal fires', async () => {
    const pool = new SlotPool(1);
    await pool.acquire();
    const controller = new AbortController();
    const waiting = pool.acquire(controller.signal);
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');
    pool.release(0);
    expect(await pool.acquire()).toBe(0);
    await expect(pool.acquire(AbortSignal.abort())).rejects.toBeDefined();
  });
});
