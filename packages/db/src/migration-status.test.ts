import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './connect';
import { committedMigrations, pendingMigrations } from './migration-status';

describe('pendingMigrations', () => {
  const committed = committedMigrations();
  const handle = connect();
  afterAll(async () => (await handle).close());

  it('reads the committed journal, oldest first', () => {
    expect(committed[0]!.tag).toBe('0000_core');
    expect(committed.map((m) => m.when)).toEqual([...committed.map((m) => m.when)].sort((a, b) => a - b));
  });

  it('lists every migration on an empty database, none once migrated, and one whose record is gone', async () => {
    const { db, migrate } = await handle;
    expect(await pendingMigrations(db, committed)).toEqual(committed.map((m) => m.tag));
    await migrate();
    expect(await pendingMigrations(db, committed)).toEqual([]);
    const middle = committed[1]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${middle.when}`);
    expect(await pendingMigrations(db, committed)).toEqual([middle.tag]);
  }, 60_000);
});
