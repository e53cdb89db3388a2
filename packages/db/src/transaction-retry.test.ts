import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { retryConcurrencyConflictsOnce } from './transaction-retry';

// A transaction PostgreSQL ended for a deadlock or a serialization failure runs once more; anything else, or a
// second conflict, reaches the caller.

function conflict(code: string): Error {
  return Object.assign(new Error(`conflict ${code}`), { code });
}

/** A database whose transactions run `work` and throw the planned errors, one per try, wrapped as drizzle does. */
function fakeDatabase(errors: (Error | null)[]) {
  const tries: number[] = [];
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      tries.push(tries.length + 1);
      const error = errors[tries.length - 1];
      if (error) throw Object.assign(new Error('Failed query'), { cause: error });
      return work({});
    },
  } as unknown as Database;
  return { db: retryConcurrencyConflictsOnce(db), tries };
}

describe('retryConcurrencyConflictsOnce', () => {
  it('runs the transaction again once after a deadlock or a serialization failure', async () => {
    for (const code of ['40P01', '40001']) {
      const { db, tries } = fakeDatabase([conflict(code), null]);
      await expect(db.transaction(async () => 'done')).resolves.toBe('done');
      expect(tries).toEqual([1, 2]);
    }
  });

  it('gives up after the second conflict, and never retries other errors', async () => {
    const twice = fakeDatabase([conflict('40P01'), conflict('40P01'), null]);
    await expect(twice.db.transaction(async () => 'done')).rejects.toThrow('Failed query');
    expect(twice.tries).toEqual([1, 2]);
    const unique = fakeDatabase([conflict('23505'), null]);
    await expect(unique.db.transaction(async () => 'done')).rejects.toThrow('Failed query');
    expect(unique.tries).toEqual([1]);
  });
});
