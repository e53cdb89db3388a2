import { eq } from 'drizzle-orm';
import { assignments, comments, courses, files, sectionLeaders, sections, sectionStudents, submissions } from '@marginalia/db';
import { SUBMISSION_MESSAGES } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

/** A submission `grader` holds and is still grading (a finalized one takes no file writes). */
async function fileWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id);
  const submission = await createSubmission(t.server.ctx.db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  return { ...w, assignment, submission };
}

/** Publishes its assignment and finalizes it, so that its student sees it. */
async function release(submission: { id: number; assignmentId: number }) {
  const db = t.server.ctx.db;
  await db.update(assignments).set({ isReleased: true }).where(eq(assignments.id, submission.assignmentId));
  await db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, submission.id));
}

describe('POST /files/', () => {
  it('adds a file for admins and graders, with \\r\\n turned into \\n', async () => {
    const { submission, tokens } = await fileWorld();
    const res = await t.api.post('/files/', {
      auth: tokens.grader,
      body: { name: 'main.py', code: 'a = 1\r\nb = 2\r\n', extension: 'py', submission: submission.id, path: 'src/', comments: [5] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'main.py',
      code: 'a = 1\nb = 2\n',
      extension: 'py',
      submission: submission.id,
      path: 'src/',
      comments: [],
      created: expect.any(String),
    });
    const bare = await t.api.post('/files/', { auth: tokens.admin, body: { name: 'README', submission: submission.id } });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ code: '', extension: '', path: null });
  });

  it('keeps every version of a file with the same path and name, listed oldest first on the submission', async () => {
    const { submission, tokens } = await fileWorld();
    const body = { name: 'main.py', code: 'v1', extension: 'py', submission: submission.id, path: 'src/' };
    const first = await t.api.post('/files/', { auth: tokens.admin, body });
    const second = await t.api.post('/files/', { auth: tokens.admin, body: { ...body, code: 'v2' } });
    expect(second.status).toBe(201);
    const shown = await t.api.get(`/submissions/${submission.id}/`, { auth: tokens.admin });
    expect(shown.body.files).toEqual([first.body.id, second.body.id]);
  });

  it('limits the name to 150 and the extension to 36 characters', async () => {
    const { submission, tokens } = await fileWorld();
    const long = await t.api.post('/files/', { auth: tokens.admin, body: { name: 'x'.repeat(151), extension: 'y'.repeat(37), submission: submission.id } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      name: ['Ensure this field has no more than 150 characters.'],
      extension: ['Ensure this field has no more than 36 characters.'],
    });
    const exact = await t.api.post('/files/', { auth: tokens.admin, body: { name: 'x'.repeat(150), extension: 'y'.repeat(36), submission: submission.id } });
    expect(exact.status).toBe(201);
  });

  it('treats a submission the caller cannot see as a bad field; students may not add files; archived 400', async () => {
    const { submission, course, tokens } = await fileWorld();
    for (const auth of [tokens.otherAdmin, tokens.student]) {
      const res = await t.api.post('/files/', { auth, body: { name: 'a', submission: submission.id } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ submission: [`Invalid pk "${submission.id}" - object does not exist.`] });
    }
    await release(submission);
    expect((await t.api.post('/files/', { auth: tokens.student, body: { name: 'a', submission: submission.id } })).status).toBe(403);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    expect((await t.api.post('/files/', { auth: tokens.admin, body: { name: 'a', submission: submission.id } })).status).toBe(400);
  });
});

describe('GET, PATCH and DELETE /files/:id/', () => {
  it('shows a file to whoever sees its submission, with its comment ids', async () => {
    const { submission, people, tokens } = await fileWorld();
    const db = t.server.ctx.db;
    const file = await createFile(db, submission.id);
    const [comment] = await db.insert(comments).values({ fileId: file.id, authorId: people.grader.id, startChar: 0, endChar: 1, startLine: 0, endLine: 0 }).returning();
    for (const auth of [tokens.admin, tokens.grader, tokens.superGrader]) {
      const res = await t.api.get(`/files/${file.id}/`, { auth });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: file.id, name: 'main.py', comments: [comment!.id] });
    }
    for (const auth of [tokens.student, tokens.otherStudent, tokens.otherAdmin]) {
      expect((await t.api.get(`/files/${file.id}/`, { auth })).status).toBe(404);
    }
    await release(submission);
    expect((await t.api.get(`/files/${file.id}/`, { auth: tokens.student })).status).toBe(200);
    expect((await t.api.get(`/files/${file.id}/`, { auth: tokens.otherStudent })).status).toBe(404);
  });

  it('changes the fields given for its grader and admins; submission cannot move; students 403 once they see it', async () => {
    const { submission, assignment, people, tokens } = await fileWorld();
    const db = t.server.ctx.db;
    const file = await createFile(db, submission.id);
    const other = await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    const res = await t.api.patch(`/files/${file.id}/`, { auth: tokens.grader, body: { code: 'x\r\ny', path: null, submission: other.id, created: 'never' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'x\ny', path: null, name: 'main.py', submission: submission.id });
    expect((await t.api.patch(`/files/${file.id}/`, { auth: tokens.admin, body: {} })).status).toBe(200);
    expect((await t.api.patch(`/files/${file.id}/`, { auth: tokens.admin, body: { name: '' } })).status).toBe(400);
    expect((await t.api.patch(`/files/${file.id}/`, { auth: tokens.student, body: {} })).status).toBe(404);
    await release(submission);
    expect((await t.api.patch(`/files/${file.id}/`, { auth: tokens.student, body: {} })).status).toBe(403);
    expect((await t.api.delete(`/files/${file.id}/`, { auth: tokens.student })).status).toBe(403);
  });

  it('deletes for its grader (204)', async () => {
    const { submission, tokens } = await fileWorld();
    const db = t.server.ctx.db;
    const file = await createFile(db, submission.id);
    expect((await t.api.delete(`/files/${file.id}/`, { auth: tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.delete(`/files/${file.id}/`, { auth: tokens.grader })).status).toBe(204);
    expect(await db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
    expect((await t.api.get(`/files/${file.id}/`, { auth: tokens.admin })).status).toBe(404);
  });
});

describe('who may change a submission\'s files', () => {
  /** A grader of the course who neither holds the submission nor leads a section of its student, and one who leads it. */
  async function withOtherGraders() {
    const world = await fileWorld();
    const db = t.server.ctx.db;
    const outsider = await createUser(db, { organizationId: world.organization.id });
    const leader = await createUser(db, { organizationId: world.organization.id });
    await enroll(db, world.course.id, outsider.id, ['grader']);
    await enroll(db, world.course.id, leader.id, ['grader']);
    const [section] = await db.insert(sections).values({ courseId: world.course.id, name: 'Leader' }).returning();
    await db.insert(sectionLeaders).values({ sectionId: section!.id, userId: leader.id });
    await db.insert(sectionStudents).values({ sectionId: section!.id, courseId: world.course.id, userId: world.people.student.id });
    return { ...world, otherGrader: await tokenFor(t.server.ctx, outsider), leader: await tokenFor(t.server.ctx, leader) };
  }

  it('refuses graders who do not grade the submission (403), and deleting leaves the file and its comments alone', async () => {
    const { submission, people, otherGrader } = await withOtherGraders();
    const db = t.server.ctx.db;
    const file = await createFile(db, submission.id);
    const [comment] = await db.insert(comments).values({ fileId: file.id, authorId: people.grader.id, startChar: 0, endChar: 1, startLine: 0, endLine: 0, pointDelta: 3 }).returning();
    expect((await t.api.post('/files/', { auth: otherGrader, body: { name: 'extra.py', submission: submission.id } })).status).toBe(403);
    expect((await t.api.patch(`/files/${file.id}/`, { auth: otherGrader, body: { code: 'rewritten' } })).status).toBe(403);
    expect((await t.api.delete(`/files/${file.id}/`, { auth: otherGrader })).status).toBe(403);
    const [kept] = await db.select().from(files).where(eq(files.id, file.id));
    expect(kept).toMatchObject({ code: 'print(1)\n' });
    expect(await db.select({ id: comments.id }).from(comments).where(eq(comments.fileId, file.id))).toEqual([{ id: comment!.id }]);
    expect(await db.select({ id: files.id }).from(files).where(eq(files.submissionId, submission.id))).toEqual([{ id: file.id }]);
  });

  it('lets the leader of a section of its students and super graders change them', async () => {
    const { submission, tokens, leader } = await withOtherGraders();
    for (const auth of [leader, tokens.superGrader]) {
      const created = await t.api.post('/files/', { auth, body: { name: 'extra.py', submission: submission.id } });
      expect(created.status).toBe(201);
      expect((await t.api.patch(`/files/${created.body.id}/`, { auth, body: { code: 'changed' } })).status).toBe(200);
      expect((await t.api.delete(`/files/${created.body.id}/`, { auth })).status).toBe(204);
    }
  });

  it('lets a grader change the files of a submission only while they hold it', async () => {
    const { submission, tokens } = await fileWorld();
    const db = t.server.ctx.db;
    const file = await createFile(db, submission.id);
    expect((await t.api.patch(`/files/${file.id}/`, { auth: tokens.grader, body: { code: 'mine' } })).status).toBe(200);
    await db.update(submissions).set({ graderId: null }).where(eq(submissions.id, submission.id));
    expect((await t.api.patch(`/files/${file.id}/`, { auth: tokens.grader, body: { code: 'not mine' } })).status).toBe(403);
  });
});

describe('files of a finalized submission', () => {
  it('are read-only for everyone who grades it until it is unfinalized', async () => {
    const { submission, tokens } = await fileWorld();
    const db = t.server.ctx.db;
    const file = await createFile(db, submission.id);
    await db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, submission.id));
    const refused = { non_field_errors: [SUBMISSION_MESSAGES.finalizedReadOnly] };
    for (const auth of [tokens.grader, tokens.superGrader, tokens.admin]) {
      expect(await t.api.post('/files/', { auth, body: { name: 'b.py', submission: submission.id } })).toMatchObject({ status: 400, body: refused });
      expect(await t.api.patch(`/files/${file.id}/`, { auth, body: { code: 'changed' } })).toMatchObject({ status: 400, body: refused });
      expect(await t.api.delete(`/files/${file.id}/`, { auth })).toMatchObject({ status: 400, body: refused });
    }
    expect((await t.api.patch(`/submissions/${submission.id}/`, { auth: tokens.grader, body: { isFinalized: false } })).status).toBe(200);
    expect((await t.api.patch(`/files/${file.id}/`, { auth: tokens.grader, body: { code: 'changed' } })).status).toBe(200);
  });
});
