import { eq } from 'drizzle-orm';
import { API_ERRORS } from '@marginalia/contracts';
import { assignments, courses, rubricCategories, rubricComments } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const [assignment] = await t.server.ctx.db.insert(assignments).values({ courseId: w.course.id, name: 'HW' }).returning();
  return { ...w, assignment: assignment! };
}

async function insertCategory(assignmentId: number, values: Partial<typeof rubricCategories.$inferInsert> = {}) {
  const [row] = await t.server.ctx.db.insert(rubricCategories).values({ assignmentId, name: 'Style', ...values }).returning();
  return row!;
}

describe('POST /rubricCategories/', () => {
  it('creates a category with its defaults', async () => {
    const { assignment, tokens } = await world();
    const res = await t.api.post('/rubricCategories/', { auth: tokens.admin, body: { name: ' Style ', assignment: assignment.id, pointLimit: 4 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      assignment: assignment.id,
      name: 'Style',
      pointLimit: 4,
      sortKey: 0,
      helpText: '',
      atMostOnce: false,
      peer: false,
      rubricComments: [],
    });
    expect((await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.admin })).body.rubricCategories).toEqual([res.body.id]);
  });

  it('checks the fields: name ≤72 and not blank, pointLimit an integer or null', async () => {
    const { assignment, tokens } = await world();
    const long = await t.api.post('/rubricCategories/', { auth: tokens.admin, body: { name: 'x'.repeat(73), assignment: assignment.id } });
    expect(long.body).toEqual({ name: ['Ensure this field has no more than 72 characters.'] });
    const fraction = await t.api.post('/rubricCategories/', { auth: tokens.admin, body: { name: 'A', assignment: assignment.id, pointLimit: 1.5 } });
    expect(Object.keys(fraction.body)).toEqual(['pointLimit']);
    const missing = await t.api.post('/rubricCategories/', { auth: tokens.admin, body: { assignment: assignment.id } });
    expect(Object.keys(missing.body)).toEqual(['name']);
    const uncapped = await t.api.post('/rubricCategories/', { auth: tokens.admin, body: { name: 'x'.repeat(72), assignment: assignment.id, pointLimit: null } });
    expect(uncapped.status).toBe(201);
    expect(uncapped.body.pointLimit).toBeNull();
  });

  it('lets admins write, graders only when the course allows it, never students', async () => {
    const { course, assignment, tokens } = await world();
    const body = { name: 'A', assignment: assignment.id };
    expect((await t.api.post('/rubricCategories/', { auth: tokens.grader, body })).status).toBe(403);
    expect((await t.api.post('/rubricCategories/', { auth: tokens.student, body })).status).toBe(403);
    await t.server.ctx.db.update(courses).set({ allowGradersToEditRubric: true }).where(eq(courses.id, course.id));
    expect((await t.api.post('/rubricCategories/', { auth: tokens.grader, body })).status).toBe(201);
    expect((await t.api.post('/rubricCategories/', { auth: tokens.student, body })).status).toBe(403);
  });

  it('names an assignment the caller cannot see as a bad field', async () => {
    const { assignment, tokens } = await world();
    const res = await t.api.post('/rubricCategories/', { auth: tokens.otherAdmin, body: { name: 'A', assignment: assignment.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ assignment: [`Invalid pk "${assignment.id}" - object does not exist.`] });
  });

  it('refuses writes in an archived course', async () => {
    const { course, assignment, tokens } = await world();
    const category = await insertCategory(assignment.id);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const archived = { non_field_errors: [API_ERRORS.courseArchived] };
    const created = await t.api.post('/rubricCategories/', { auth: tokens.admin, body: { name: 'A', assignment: assignment.id } });
    expect([created.status, created.body]).toEqual([400, archived]);
    const patched = await t.api.patch(`/rubricCategories/${category.id}/`, { auth: tokens.admin, body: { name: 'B' } });
    expect([patched.status, patched.body]).toEqual([400, archived]);
    expect((await t.api.delete(`/rubricCategories/${category.id}/`, { auth: tokens.admin })).status).toBe(400);
    expect((await t.api.get(`/rubricCategories/${category.id}/`, { auth: tokens.admin })).status).toBe(200);
  });
});

describe('GET, PATCH and DELETE /rubricCategories/:id/', () => {
  it('shows the category to staff with its comments by sortKey then id; students 403, outsiders 404', async () => {
    const { assignment, tokens } = await world();
    const category = await insertCategory(assignment.id);
    const [late, early, tie] = await t.server.ctx.db
      .insert(rubricComments)
      .values([
        { categoryId: category.id, assignmentId: assignment.id, name: 'late', pointDelta: 1, sortKey: 3 },
        { categoryId: category.id, assignmentId: assignment.id, name: 'early', pointDelta: 1, sortKey: 0 },
        { categoryId: category.id, assignmentId: assignment.id, name: 'tie', pointDelta: 1, sortKey: 3 },
      ])
      .returning();
    for (const caller of [tokens.admin, tokens.grader, tokens.superGrader]) {
      const res = await t.api.get(`/rubricCategories/${category.id}/`, { auth: caller });
      expect(res.status).toBe(200);
      expect(res.body.rubricComments).toEqual([early!.id, late!.id, tie!.id]);
    }
    expect((await t.api.get(`/rubricCategories/${category.id}/`, { auth: tokens.student })).status).toBe(403);
    for (const caller of [tokens.otherAdmin, tokens.platformAdmin]) {
      const res = await t.api.get(`/rubricCategories/${category.id}/`, { auth: caller });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('changes the fields given, ignores assignment and read-only ones, accepts {}', async () => {
    const { assignment, tokens } = await world();
    const other = (await t.server.ctx.db.insert(assignments).values({ courseId: assignment.courseId, name: 'Other' }).returning())[0]!;
    const category = await insertCategory(assignment.id);
    const before = (await t.api.get(`/rubricCategories/${category.id}/`, { auth: tokens.admin })).body;
    expect((await t.api.patch(`/rubricCategories/${category.id}/`, { auth: tokens.admin, body: {} })).body).toEqual(before);
    const res = await t.api.patch(`/rubricCategories/${category.id}/`, {
      auth: tokens.admin,
      body: { ...before, name: 'Tests', pointLimit: -2, helpText: 'Bonus', atMostOnce: true, sortKey: 7, assignment: other.id, rubricComments: [1] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, name: 'Tests', pointLimit: -2, helpText: 'Bonus', atMostOnce: true, sortKey: 7 });
    expect((await t.api.patch(`/rubricCategories/${category.id}/`, { auth: tokens.grader, body: { name: 'X' } })).status).toBe(403);
  });

  it('deletes a category with its comments', async () => {
    const { assignment, tokens } = await world();
    const category = await insertCategory(assignment.id);
    await t.server.ctx.db.insert(rubricComments).values({ categoryId: category.id, assignmentId: assignment.id, name: 'c', pointDelta: 1 });
    expect((await t.api.delete(`/rubricCategories/${category.id}/`, { auth: tokens.grader })).status).toBe(403);
    expect((await t.api.delete(`/rubricCategories/${category.id}/`, { auth: tokens.admin })).status).toBe(204);
    expect(await t.server.ctx.db.select().from(rubricComments).where(eq(rubricComments.assignmentId, assignment.id))).toEqual([]);
    expect((await t.api.get(`/rubricCategories/${category.id}/`, { auth: tokens.admin })).status).toBe(404);
  });
});
