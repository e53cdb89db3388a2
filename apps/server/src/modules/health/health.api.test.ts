import { committedMigrations, rowsOf } from '@marginalia/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/http-client';
import { startTestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

describe('GET /health/', () => {
  it('answers without credentials and without asking the database', async () => {
    const res = await t.api.get('/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /health/ready', () => {
  it('is 200 without credentials once every committed migration is applied', async () => {
    const res = await t.api.get('/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is 503 and names the migration a database lacks, then 200 once it is applied', async () => {
    const last = committedMigrations().at(-1)!;
    const { db } = t.server.ctx;
    const [record] = rowsOf<{ hash: string; created_at: number }>(
      await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash, created_at`),
    );
    expect(record).toBeDefined();

    const res = await t.api.get('/health/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', reason: 'migrations_pending', pendingMigrations: [last.tag] });
    expect(res.body.detail).toMatch(/npm run migrate/);
    // Liveness does not depend on the database.
    expect((await t.api.get('/health/')).status).toBe(200);

    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${record!.hash}, ${record!.created_at})`);
    expect((await t.api.get('/health/ready')).status).toBe(200);
  });

  it('is 503 when the database does not answer', async () => {
    const server = await startTestServer();
    try {
      await server.database.close();
      const api = apiClient(server.url);
      const res = await api.get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', reason: 'database_unavailable' });
      expect(res.body.detail).toMatch(/^The database did not answer: /);
      expect((await api.get('/health/')).status).toBe(200);
    } finally {
      await server.app.close();
    }
  });
});
