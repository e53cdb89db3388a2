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
  const [assignment] = await db.insert(assignments).values({ courseId: w.course.id, name: 'HW' }).returning();
  const [category, otherCategory] = await db
    .insert(rubricCategories)
    .values([
      { assignmentId: assignment!.id, name: 'Style' },
      { assignmentId: assignment!.id, name: 'Tests' },
    ])
    .returning();
  return { ...w, assignment: assignment!, category: category!, otherCategory: otherCategory! };
}

describe('POST /rubricComments/', () => {
  it('creates a comment with its defaults and a name made from its text', async () => {
    const { category, tokens } = await world();
    const res = await t.api.post('/rubricComments/', { auth: tokens.admin, body: { category: category.id, pointDelta: 1.5, text: 'Missing\ndocstring' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      category: category.id,
      name: 'Missing docstring',
      text: 'Missing\ndocstring',
      pointDelta: 1.5,
      sortKey: 0,
      explanation: '',
      instructionText: '',
      templateTextOn: false,
    });
    const again = await t.api.post('/rubricComments/', { auth: tokens.admin, body: { category: category.id, pointDelta: 1, text: 'Missing docstring' } });
    expect(again.body.name).toBe('Missing docstring (2)');
    const blank = await t.api.post('/rubricComments/', { auth: tokens.admin, body: { category: category.id, pointDelta: -1 } });
    expect(blank.body.name).toBe('Rubric comment');
    expect((await t.api.get(`/rubricCategories/${category.id}/`, { auth: tokens.admin })).body.rubricComments).toEqual([res.body.id, again.body.id, blank.body.id]);
    const long = await t.api.post('/rubricComments/', {
      auth: tokens.admin,
      body: { category: category.id, pointDelta: 2, text: 'Off-by-one error in the loop bounds: `range(1, n)` skips the **first** item.' },
    });
    expect(long.body.name).toBe('Off-by-one error in the loop bounds…');
  });

  it('requires pointDelta and refuses a given name used elsewhere in the assignment', async () => {
    const { category, otherCategory, tokens } = await world();
    const missing = await t.api.post('/rubricComments/', { auth: tokens.admin, body: { category: category.id, text: 'x' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(['pointDelta']);
    expect((await t.api.post('/rubricComments/', { auth: tokens.admin, body: { category: category.id, pointDelta: 1, name: 'late' } })).status).toBe(201);
    const clash = await t.api.post('/rubricComments/', { auth: tokens.admin, body: { category: otherCategory.id, pointDelta: 1, name: 'late' } });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ name: [RUBRIC_MESSAGES.duplicateCommentName] });
  });

  it('allows the same name in another assignment', async () => {
    const first = await world();
    const second = await world();
    const body = (categoryId: number) => ({ category: categoryId, pointDelta: 1, name: 'same' });
    expect((await t.api.post('/rubricComments/', { auth: first.tokens.admin, body: body(first.category.id) })).status).toBe(201);
    expect((await t.api.post('/rubricComments/', { auth: second.tokens.admin, body: body(second.category.id) })).status).toBe(201);
  });

  it('gives distinct generated names when the same text is added twice at once', async () => {
    const { category, tokens } = await world();
    const body = { category: category.id, pointDelta: 1, text: 'Off by one' };
    const results = await Promise.all([0, 1, 2].map(() => t.api.post('/rubricComments/', { auth: tokens.admin, body })));
    expect(results.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((res) => res.body.name)).size).toBe(3);
  });

  it('follows the rubric write rules: graders only when allowed, students never, outsiders get a bad field', async () => {
    const { course, category, tokens } = await world();
    const body = { category: category.id, pointDelta: 1 };
    expect((await t.api.post('/rubricComments/', { auth: tokens.grader, body })).status).toBe(403);
    expect((await t.api.post('/rubricComments/', { auth: tokens.student, body })).status).toBe(403);
    const outsider = await t.api.post('/rubricComments/', { auth: tokens.otherAdmin, body });
    expect(outsider.body).toEqual({ category: [`Invalid pk "${category.id}" - object does not exist.`] });
    await t.server.ctx.db.update(courses).set({ allowGradersToEditRubric: true }).where(eq(courses.id, course.id));
    expect((await t.api.post('/rubricComments/', { auth: tokens.grader, body })).status).toBe(201);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const archived = await t.api.post('/rubricComments/', { auth: tokens.admin, body });
    expect([archived.status, archived.body]).toEqual([400, { non_field_errors: [API_ERRORS.courseArchived] }]);
  });
});

describe('GET, PATCH and DELETE /rubricComments/:id/', () => {
  async function withComment() {
    const w = await world();
    const [comment] = await t.server.ctx.db
      .insert(rubricComments)
      .values({ categoryId: w.category.id, assignmentId: w.assignment.id, name: 'mine', pointDelta: 2 })
      .returning();
    return { ...w, comment: comment! };
  }

  it('shows the comment to staff only', async () => {
    const { comment, tokens } = await withComment();
    for (const caller of [tokens.admin, tokens.grader, tokens.superGrader]) {
      expect((await t.api.get(`/rubricComments/${comment.id}/`, { auth: caller })).status).toBe(200);
    }
    expect((await t.api.get(`/rubricComments/${comment.id}/`, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.get(`/rubricComments/${comment.id}/`, { auth: tokens.otherAdmin })).status).toBe(404);
  });

  it('changes the fields given, keeps its own name, moves within the assignment only', async () => {
    const { comment, otherCategory, tokens, course } = await withComment();
    const before = (await t.api.get(`/rubricComments/${comment.id}/`, { auth: tokens.admin })).body;
    expect((await t.api.patch(`/rubricComments/${comment.id}/`, { auth: tokens.admin, body: {} })).body).toEqual(before);
    const same = await t.api.patch(`/rubricComments/${comment.id}/`, { auth: tokens.admin, body: { ...before, pointDelta: -0.5, explanation: 'why' } });
    expect(same.body).toEqual({ ...before, pointDelta: -0.5, explanation: 'why' });
    const moved = await t.api.patch(`/rubricComments/${comment.id}/`, { auth: tokens.admin, body: { category: otherCategory.id } });
    expect(moved.body.category).toBe(otherCategory.id);
    const [foreignAssignment] = await t.server.ctx.db.insert(assignments).values({ courseId: course.id, name: 'Other' }).returning();
    const [foreign] = await t.server.ctx.db.insert(rubricCategories).values({ assignmentId: foreignAssignment!.id, name: 'F' }).returning();
    const away = await t.api.patch(`/rubricComments/${comment.id}/`, { auth: tokens.admin, body: { category: foreign!.id } });
    expect(away.body).toEqual({ category: [RUBRIC_MESSAGES.otherAssignmentCategory] });
    const missing = await t.api.patch(`/rubricComments/${comment.id}/`, { auth: tokens.admin, body: { category: 2_000_000_000 } });
    expect(missing.body).toEqual({ category: ['Invalid pk "2000000000" - object does not exist.'] });
  });

  it('answers a category of another course as an unknown id', async () => {
    const { comment, tokens, otherCourse } = await withComment();
    const [elsewhere] = await t.server.ctx.db.insert(assignments).values({ courseId: otherCourse.id, name: 'Elsewhere' }).returning();
    const [hidden] = await t.server.ctx.db.insert(rubricCategories).values({ assignmentId: elsewhere!.id, name: 'H' }).returning();
    const res = await t.api.patch(`/rubricComments/${comment.id}/`, { auth: tokens.admin, body: { category: hidden!.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ category: [`Invalid pk "${hidden!.id}" - object does not exist.`] });
  });

  it('refuses to rename onto a name used in the assignment', async () => {
    const { comment, category, assignment, tokens } = await withComment();
    await t.server.ctx.db.insert(rubricComments).values({ categoryId: category.id, assignmentId: assignment.id, name: 'taken', pointDelta: 1 });
    const clash = await t.api.patch(`/rubricComments/${comment.id}/`, { auth: tokens.admin, body: { name: 'taken' } });
    expect(clash.body).toEqual({ name: [RUBRIC_MESSAGES.duplicateCommentName] });
    expect((await t.api.patch(`/rubricComments/${comment.id}/`, { auth: tokens.admin, body: { name: 'free' } })).body.name).toBe('free');
  });

  it('deletes it (admins; 204)', async () => {
    const { comment, tokens } = await withComment();
    expect((await t.api.delete(`/rubricComments/${comment.id}/`, { auth: tokens.grader })).status).toBe(403);
    expect((await t.api.delete(`/rubricComments/${comment.id}/`, { auth: tokens.admin })).status).toBe(204);
    expect((await t.api.get(`/rubricComments/${comment.id}/`, { auth: tokens.admin })).status).toBe(404);
  });
});

describe('GET /assignments/:id/rubric/', () => {
  it('nests comments in their categories, both by sortKey then id; students 403', async () => {
    const { assignment, category, otherCategory, tokens } = await world();
    const db = t.server.ctx.db;
    await db.update(rubricCategories).set({ sortKey: -1 }).where(eq(rubricCategories.id, otherCategory.id));
    const [b, a, c] = await db
      .insert(rubricComments)
      .values([
        { categoryId: category.id, assignmentId: assignment.id, name: 'b', pointDelta: 1, sortKey: 2 },
        { categoryId: category.id, assignmentId: assignment.id, name: 'a', pointDelta: 1, sortKey: 1 },
        { categoryId: otherCategory.id, assignmentId: assignment.id, name: 'c', pointDelta: -1 },
      ])
      .returning();
    const res = await t.api.get(`/assignments/${assignment.id}/rubric/`, { auth: tokens.grader });
    expect(res.status).toBe(200);
    expect(res.body.assignment).toBe(assignment.id);
    expect(res.body.rubricCategories.map((cat: { id: number }) => cat.id)).toEqual([otherCategory.id, category.id]);
    expect(res.body.rubricCategories[0].rubricComments.map((x: { id: number }) => x.id)).toEqual([c!.id]);
    expect(res.body.rubricCategories[1].rubricComments.map((x: { id: number }) => x.id)).toEqual([a!.id, b!.id]);
    expect((await t.api.get(`/assignments/${assignment.id}/rubric/`, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.get(`/assignments/${assignment.id}/rubric/`, { auth: tokens.otherAdmin })).status).toBe(404);
  });

  it('shows each category and comment as their own routes do, decimals and empty fields included', async () => {
    const { assignment, category, tokens } = await world();
    const created = await t.api.post('/rubricComments/', {
      auth: tokens.admin,
      body: { category: category.id, pointDelta: -2.25, text: 'Bonus: "tests" \\ ünïcode', explanation: 'Why', templateTextOn: true },
    });
    expect(created.status).toBe(201);
    const res = await t.api.get(`/assignments/${assignment.id}/rubric/`, { auth: tokens.admin });
    const nested = res.body.rubricCategories.find((cat: { id: number }) => cat.id === category.id);
    const own = await t.api.get(`/rubricCategories/${category.id}/`, { auth: tokens.admin });
    expect({ ...nested, rubricComments: nested.rubricComments.map((x: { id: number }) => x.id) }).toEqual(own.body);
    expect(nested.rubricComments).toEqual([(await t.api.get(`/rubricComments/${created.body.id}/`, { auth: tokens.admin })).body]);
    expect(nested.rubricComments[0].pointDelta).toBe(-2.25);
  });
});
