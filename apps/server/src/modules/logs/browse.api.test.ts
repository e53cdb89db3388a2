import { describe, expect, it } from 'vitest';
import { logMessages } from '@marginalia/db';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

// Platform admins read the reports in the app: newest first, by kind, searchable; everyone else is told nothing.

const t = useTestServer();

/** Rows written straight to the table with distinct times, so the order under test does not hang on the clock. */
async function seed(rows: { kind: 'error' | 'log' | 'happiness' | 'help'; message: string; url?: string; userId?: number | null; minutesAgo: number; detail?: Record<string, unknown> }[]) {
  const inserted = await t.server.ctx.db
    .insert(logMessages)
    .values(
      rows.map((row) => ({
        kind: row.kind,
        message: row.message,
        url: row.url ?? '',
        userId: row.userId ?? null,
        detail: row.detail ?? {},
        createdAt: new Date(Date.now() - row.minutesAgo * 60_000),
      })),
    )
    .returning({ id: logMessages.id });
  return inserted.map((row) => row.id);
}

describe('GET /logs/', () => {
  it('pages the reports newest first, naming the user or none for visitors', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const marker = `paging-${Date.now()}`;
    const [oldest, middle, newest] = await seed([
      { kind: 'error', message: `${marker} oldest`, minutesAgo: 30 },
      { kind: 'happiness', message: `${marker} middle`, userId: world.people.student.id, url: 'http://localhost/nowhere', minutesAgo: 20 },
      { kind: 'help', message: `${marker} newest`, userId: world.people.admin.id, minutesAgo: 10 },
    ]);

    const first = await t.api.get(`/logs/?search=${marker}&page=1&page_size=2`, { auth: world.tokens.platformAdmin });

    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.next).toContain('page=2');
    expect(first.body.results).toEqual([
      { id: newest, kind: 'help', createdAt: expect.any(String), userId: world.people.admin.id, userEmail: world.people.admin.email, message: `${marker} newest`, url: '' },
      { id: middle, kind: 'happiness', createdAt: expect.any(String), userId: world.people.student.id, userEmail: world.people.student.email, message: `${marker} middle`, url: 'http://localhost/nowhere' },
    ]);
    const second = await t.api.get(`/logs/?search=${marker}&page=2&page_size=2`, { auth: world.tokens.platformAdmin });
    expect(second.body.results).toEqual([expect.objectContaining({ id: oldest, kind: 'error', userId: null, userEmail: null })]);
    expect(second.body.next).toBeNull();
  });

  it('filters by kind and searches message and URL, matching % and _ literally', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const marker = `filter${Date.now()}`;
    const [crash, , onPage, percent] = await seed([
      { kind: 'error', message: `${marker} Crash in grader`, minutesAgo: 5 },
      { kind: 'log', message: `${marker} crash report exported`, minutesAgo: 4 },
      { kind: 'error', message: 'Shape mismatch', url: `http://localhost/${marker}/code/9`, minutesAgo: 3 },
      { kind: 'error', message: `${marker} 100% done`, minutesAgo: 2 },
    ]);
    const ids = async (query: string) => {
      const res = await t.api.get(`/logs/?${query}`, { auth: world.tokens.platformAdmin });
      expect(res.status).toBe(200);
      return res.body.results.map((entry: { id: number }) => entry.id);
    };

    expect(await ids(`kind=error&search=${marker}`)).toEqual([percent, onPage, crash]);
    expect(await ids(`kind=error&search=${encodeURIComponent(`${marker} CRASH`)}`)).toEqual([crash]);
    expect(await ids(`search=${encodeURIComponent(`${marker} 100%`)}`)).toEqual([percent]);
    expect(await ids(`search=${encodeURIComponent(`${marker}_`)}`)).toEqual([]);
    expect(await ids(`kind=help&search=${marker}`)).toEqual([]);
  });

  it('cuts long messages in the list', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const marker = `long${Date.now()}`;
    await seed([{ kind: 'error', message: `${marker} ${'x'.repeat(3000)}`, minutesAgo: 1 }]);
    const res = await t.api.get(`/logs/?search=${marker}`, { auth: world.tokens.platformAdmin });
    expect(res.body.results[0].message).toHaveLength(500);
  });

  it('answers 400 for an unknown kind', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.get('/logs/?kind=gossip', { auth: world.tokens.platformAdmin });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['kind']);
  });

  it('is hidden from everyone else', async () => {
    const world = await createCourseWorld(t.server.ctx);
    for (const token of [world.tokens.admin, world.tokens.grader, world.tokens.student]) {
      const res = await t.api.get('/logs/', { auth: token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/logs/')).status).toBe(401);
  });
});

describe('GET /logs/{id}/', () => {
  it('shows one whole report with its detail', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const long = `Help with ${'y'.repeat(900)}`;
    const [id] = await seed([{ kind: 'help', message: long, userId: world.people.student.id, url: 'http://localhost/student', minutesAgo: 1, detail: { user: { email: world.people.student.email, isStudent: true } } }]);

    const res = await t.api.get(`/logs/${id}/`, { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      kind: 'help',
      createdAt: expect.any(String),
      userId: world.people.student.id,
      userEmail: world.people.student.email,
      message: long,
      url: 'http://localhost/student',
      detail: { user: { email: world.people.student.email, isStudent: true } },
    });
  });

  it('answers 404 for an unknown report, and to anyone but a platform admin', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const [id] = await seed([{ kind: 'error', message: 'private', minutesAgo: 1 }]);
    expect((await t.api.get('/logs/999999/', { auth: world.tokens.platformAdmin })).status).toBe(404);
    expect((await t.api.get('/logs/abc/', { auth: world.tokens.platformAdmin })).status).toBe(404);
    const refused = await t.api.get(`/logs/${id}/`, { auth: world.tokens.admin });
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('private');
  });
});
