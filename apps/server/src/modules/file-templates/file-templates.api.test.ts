import { eq } from 'drizzle-orm';
import { API_ERRORS } from '@marginalia/contracts';
import { assignments, courses, fileTemplates } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function world(assignmentValues: Partial<typeof assignments.$inferInsert> = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const [assignment] = await t.server.ctx.db.insert(assignments).values({ courseId: w.course.id, name: 'HW', ...assignmentValues }).returning();
  return { ...w, assignment: assignment! };
}

async function insertTemplate(assignmentId: number) {
  const [row] = await t.server.ctx.db.insert(fileTemplates).values({ assignmentId, name: 'main.py', extension: 'py', code: 'pass\n' }).returning();
  return row!;
}

describe('/fileTemplates/', () => {
  it('creates a template with defaults, normalising line endings, listed on the assignment', async () => {
    const { assignment, tokens } = await world();
    const res = await t.api.post('/fileTemplates/', { auth: tokens.admin, body: { assignment: assignment.id, name: 'main.py', code: 'a\r\nb' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), assignment: assignment.id, name: 'main.py', extension: '', code: 'a\nb', path: null, required: false });
    expect((await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.admin })).body.fileTemplates).toEqual([res.body.id]);
  });

  it('checks the fields and names an assignment the caller cannot see as a bad field', async () => {
    const { assignment, tokens } = await world();
    const long = await t.api.post('/fileTemplates/', { auth: tokens.admin, body: { assignment: assignment.id, name: 'x'.repeat(151) } });
    expect(long.body).toEqual({ name: ['Ensure this field has no more than 150 characters.'] });
    const ext = await t.api.post('/fileTemplates/', { auth: tokens.admin, body: { assignment: assignment.id, name: 'a', extension: 'x'.repeat(37) } });
    expect(Object.keys(ext.body)).toEqual(['extension']);
    const outsider = await t.api.post('/fileTemplates/', { auth: tokens.otherAdmin, body: { assignment: assignment.id, name: 'a' } });
    expect(outsider.body).toEqual({ assignment: [`Invalid pk "${assignment.id}" - object does not exist.`] });
  });

  it('lets only admins write; members who see the assignment read', async () => {
    const { assignment, tokens } = await world();
    const template = await insertTemplate(assignment.id);
    for (const caller of [tokens.grader, tokens.superGrader, tokens.student]) {
      expect((await t.api.post('/fileTemplates/', { auth: caller, body: { assignment: assignment.id, name: 'a' } })).status).toBe(403);
      expect((await t.api.patch(`/fileTemplates/${template.id}/`, { auth: caller, body: { code: 'x' } })).status).toBe(403);
      expect((await t.api.delete(`/fileTemplates/${template.id}/`, { auth: caller })).status).toBe(403);
      expect((await t.api.get(`/fileTemplates/${template.id}/`, { auth: caller })).status).toBe(200);
    }
    expect((await t.api.get(`/fileTemplates/${template.id}/`, { auth: tokens.otherAdmin })).status).toBe(404);
  });

  it('hides the templates of an invisible assignment from students', async () => {
    const { assignment, tokens } = await world({ isVisible: false });
    const template = await insertTemplate(assignment.id);
    expect((await t.api.get(`/fileTemplates/${template.id}/`, { auth: tokens.student })).status).toBe(404);
    expect((await t.api.get(`/fileTemplates/${template.id}/`, { auth: tokens.grader })).status).toBe(200);
  });

  it('changes the fields given, ignores assignment, accepts {}, deletes with 204', async () => {
    const { assignment, tokens, course } = await world();
    const [other] = await t.server.ctx.db.insert(assignments).values({ courseId: course.id, name: 'Other' }).returning();
    const template = await insertTemplate(assignment.id);
    const before = (await t.api.get(`/fileTemplates/${template.id}/`, { auth: tokens.admin })).body;
    expect((await t.api.patch(`/fileTemplates/${template.id}/`, { auth: tokens.admin, body: {} })).body).toEqual(before);
    const res = await t.api.patch(`/fileTemplates/${template.id}/`, { auth: tokens.admin, body: { ...before, path: 'src', required: true, assignment: other!.id } });
    expect(res.body).toEqual({ ...before, path: 'src', required: true });
    expect((await t.api.delete(`/fileTemplates/${template.id}/`, { auth: tokens.admin })).status).toBe(204);
    expect((await t.api.get(`/fileTemplates/${template.id}/`, { auth: tokens.admin })).status).toBe(404);
  });

  it('refuses writes in an archived course', async () => {
    const { assignment, tokens, course } = await world();
    const template = await insertTemplate(assignment.id);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const archived = [400, { non_field_errors: [API_ERRORS.courseArchived] }];
    const created = await t.api.post('/fileTemplates/', { auth: tokens.admin, body: { assignment: assignment.id, name: 'a' } });
    expect([created.status, created.body]).toEqual(archived);
    const patched = await t.api.patch(`/fileTemplates/${template.id}/`, { auth: tokens.admin, body: { code: 'x' } });
    expect([patched.status, patched.body]).toEqual(archived);
    expect((await t.api.delete(`/fileTemplates/${template.id}/`, { auth: tokens.admin })).status).toBe(400);
  });
});
