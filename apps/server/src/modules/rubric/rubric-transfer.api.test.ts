import { eq } from 'drizzle-orm';
import { API_ERRORS, RUBRIC_MESSAGES } from '@marginalia/contracts';
import { assignments, courses, rubricCategories, rubricComments } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const [source, target] = await db
    .insert(assignments)
    .values([
      { courseId: w.course.id, name: 'Source' },
      { courseId: w.course.id, name: 'Target' },
    ])
    .returning();
  const [second, first] = await db
    .insert(rubricCategories)
    .values([
      { assignmentId: source!.id, name: 'Second', sortKey: 2, pointLimit: 3 },
      { assignmentId: source!.id, name: 'First', sortKey: 1, helpText: 'help', atMostOnce: true },
    ])
    .returning();
  await db.insert(rubricComments).values([
    { assignmentId: source!.id, categoryId: first!.id, name: 'b', text: 'B', pointDelta: 2, sortKey: 2 },
    { assignmentId: source!.id, categoryId: first!.id, name: 'a', text: 'A', pointDelta: 1, sortKey: 1, explanation: 'why' },
    { assignmentId: source!.id, categoryId: second!.id, name: 'c', text: 'C', pointDelta: -1, templateTextOn: true },
  ]);
  return { ...w, source: source!, target: target! };
}

const comment = (name: string, text: string, pointDelta: number, extra: object = {}) => ({
  name,
  text,
  pointDelta,
  sortKey: 0,
  explanation: '',
  instructionText: '',
  templateTextOn: false,
  ...extra,
});

describe('rubric export and import', () => {
  it('exports the rubric in order without ids, and imports it into an empty assignment', async () => {
    const { source, target, tokens } = await world();
    const exported = await t.api.get(`/assignments/${source.id}/rubric/export/`, { auth: tokens.grader });
    expect(exported.status).toBe(200);
    expect(exported.body).toEqual({
      rubricCategories: [
        { name: 'First', pointLimit: null, sortKey: 1, helpText: 'help', atMostOnce: true, rubricComments: [comment('a', 'A', 1, { sortKey: 1, explanation: 'why' }), comment('b', 'B', 2, { sortKey: 2 })] },
        { name: 'Second', pointLimit: 3, sortKey: 2, helpText: '', atMostOnce: false, rubricComments: [comment('c', 'C', -1, { templateTextOn: true })] },
      ],
    });
    const imported = await t.api.post(`/assignments/${target.id}/rubric/import/`, { auth: tokens.admin, body: exported.body });
    expect(imported.status).toBe(201);
    expect(imported.body.assignment).toBe(target.id);
    expect((await t.api.get(`/assignments/${target.id}/rubric/export/`, { auth: tokens.admin })).body).toEqual(exported.body);
  });

  it('refuses to import over an existing rubric, leaving it as it was', async () => {
    const { source, tokens } = await world();
    const before = (await t.api.get(`/assignments/${source.id}/rubric/export/`, { auth: tokens.admin })).body;
    const res = await t.api.post(`/assignments/${source.id}/rubric/import/`, { auth: tokens.admin, body: { rubricCategories: [{ name: 'X' }] } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [RUBRIC_MESSAGES.rubricNotEmpty] });
    expect((await t.api.get(`/assignments/${source.id}/rubric/export/`, { auth: tokens.admin })).body).toEqual(before);
  });

  it('generates missing names unique among the given ones, and refuses repeated given names', async () => {
    const { target, tokens } = await world();
    const repeated = await t.api.post(`/assignments/${target.id}/rubric/import/`, {
      auth: tokens.admin,
      body: { rubricCategories: [{ name: 'A', rubricComments: [{ name: 'n', pointDelta: 1 }] }, { name: 'B', rubricComments: [{ name: 'n', pointDelta: 1 }] }] },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body).toEqual({ rubricCategories: [RUBRIC_MESSAGES.duplicateNamesInImport('n')] });
    expect(await t.server.ctx.db.select().from(rubricCategories).where(eq(rubricCategories.assignmentId, target.id))).toEqual([]);
    const generated = await t.api.post(`/assignments/${target.id}/rubric/import/`, {
      auth: tokens.admin,
      body: { rubricCategories: [{ name: 'A', rubricComments: [{ name: 'Typo', pointDelta: 1 }, { text: 'Typo', pointDelta: 1 }, { text: 'Typo', pointDelta: 1 }] }] },
    });
    expect(generated.status).toBe(201);
    expect(generated.body.rubricCategories[0].rubricComments.map((c: { name: string }) => c.name)).toEqual(['Typo', 'Typo (2)', 'Typo (3)']);
  });

  it('follows the rubric rules: students 403, graders write only when allowed, archived 400', async () => {
    const { course, source, target, tokens } = await world();
    const body = { rubricCategories: [{ name: 'A' }] };
    expect((await t.api.get(`/assignments/${source.id}/rubric/export/`, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.get(`/assignments/${source.id}/rubric/export/`, { auth: tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.post(`/assignments/${target.id}/rubric/import/`, { auth: tokens.grader, body })).status).toBe(403);
    expect((await t.api.post(`/assignments/${target.id}/rubric/import/`, { auth: tokens.otherAdmin, body })).status).toBe(404);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const archived = await t.api.post(`/assignments/${target.id}/rubric/import/`, { auth: tokens.admin, body });
    expect([archived.status, archived.body]).toEqual([400, { non_field_errors: [API_ERRORS.courseArchived] }]);
  });

  it('imports an empty rubric as a no-op and answers one 201 and one 400 for two imports at once', async () => {
    const { target, tokens } = await world();
    expect((await t.api.post(`/assignments/${target.id}/rubric/import/`, { auth: tokens.admin, body: { rubricCategories: [] } })).status).toBe(201);
    const body = { rubricCategories: [{ name: 'A', rubricComments: [{ pointDelta: 1 }] }] };
    const results = await Promise.all([0, 1].map(() => t.api.post(`/assignments/${target.id}/rubric/import/`, { auth: tokens.admin, body })));
    expect(results.map((res) => res.status).sort()).toEqual([201, 400]);
  });
});
