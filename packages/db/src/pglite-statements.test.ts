import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPgliteStatements } from './pglite-statements';

let kept: PGlite;

beforeAll(async () => {
  kept = keepPgliteStatements(await PGlite.create());
  await kept.exec(`create table things (id serial primary key, name text unique not null, data jsonb, seen timestamptz, tags text[])`);
  // A new PGlite runs initdb in WASM: seconds on a busy machine.
}, 120_000);
afterAll(() => kept.close());

const insert = 'insert into things (name, data, seen, tags) values ($1, $2, $3, $4) returning id, name, data, seen, tags';

describe('statements kept by name on PGlite', () => {
  it('answer as a fresh query would, the first time and every time after', async () => {
    const seen = new Date('2026-01-02T03:04:05.000Z');
    const first = await kept.query(insert, ['a', { nested: [1, 'x'] }, seen, ['p', 'q']]);
    expect(first.rows).toEqual([{ id: 1, name: 'a', data: { nested: [1, 'x'] }, seen, tags: ['p', 'q'] }]);
    await kept.query(insert, ['b', null, null, null]);
    const read = 'select id, name, data from things where id = $1';
    for (const [id, name] of [[1, 'a'], [2, 'b'], [1, 'a']] as const) {
      const result = await kept.query<{ id: number; name: string }>(read, [id]);
      expect(result.rows.map((row) => [row.id, row.name])).toEqual([[id, name]]);
      expect(result.fields.map((field) => field.name)).toEqual(['id', 'name', 'data']);
    }
  });

  it('give rows as arrays when asked, as drizzle does', async () => {
    const result = await kept.query('select id, name from things where name = $1', ['a'], { rowMode: 'array' });
    expect(result.rows).toEqual([[1, 'a']]);
  });

  it('decode with the parsers a caller brings, every time (drizzle keeps timestamps as text)', async () => {
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `text:${value}` } };
    for (let i = 0; i < 2; i++) {
      const result = await kept.query<unknown[]>('select seen, id from things where id = $1', [1], options);
      expect(result.rows).toEqual([[expect.stringMatching(/^text:2026-01-02 03:04:05/), 1]]);
    }
    expect((await kept.query<{ seen: Date }>('select seen from things where id = $1', [1])).rows[0]!.seen).toBeInstanceOf(Date);
  });

  it('report how many rows a write changed', async () => {
    const result = await kept.query('update things set data = $1 where id > $2', [{ changed: true }, 0]);
    expect(result.affectedRows).toBe(2);
  });

  it('keep PostgreSQL errors (with their codes) and leave the session usable', async () => {
    await expect(kept.query(insert, ['a', null, null, null])).rejects.toMatchObject({ code: '23505' });
    await expect(kept.query('select * from no_such_table', [])).rejects.toMatchObject({ code: '42P01' });
    expect((await kept.query('select count(*)::int as n from things', [])).rows).toEqual([{ n: 2 }]);
  });

  it('parse a statement again when its table changed shape', async () => {
    const read = 'select * from things where id = $1';
    expect(Object.keys((await kept.query<object>(read, [1])).rows[0]!)).not.toContain('extra');
    await kept.exec('alter table things add column extra int default 7');
    expect((await kept.query<{ extra: number }>(read, [1])).rows[0]!.extra).toBe(7);
  });

  it('wait for a transaction under way, and run inside one through its own handle', async () => {
    let inside = '';
    const transaction = kept.transaction(async (tx) => {
      await tx.query(`update things set name = 'renamed' where id = 1`);
      inside = (await tx.query<{ name: string }>('select name from things where id = $1', [1])).rows[0]!.name;
      await tx.rollback();
    });
    const outside = kept.query<{ name: string }>('select name from things where id = $1', [1]);
    await transaction;
    expect(inside).toBe('renamed');
    expect((await outside).rows[0]!.name).toBe('a');
  });

  it('stay within a bounded number of statements', async () => {
    for (let i = 0; i < 520; i++) await kept.query(`select $1::int + ${i} as n`, [1]);
    const { rows } = await kept.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements', []);
    expect(rows[0]!.n).toBeLessThanOrEqual(500);
    expect((await kept.query<{ n: number }>('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }]);
  });
});
