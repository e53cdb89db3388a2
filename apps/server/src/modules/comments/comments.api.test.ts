import { eq } from 'drizzle-orm';
import { assignments, comments, courses, rubricCategories, rubricComments, submissions, type Database } from '@marginalia/db';
import { RUBRIC_CATEGORY_COLORS, rubricCategoryColor } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createFile, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function commentWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 10 });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  const file = await createFile(db, submission.id, { code: 'a = 1\nb = 2\nc = 3' });
  const otherGrader = await createUser(db, { organizationId: w.organization.id });
  const leader = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, otherGrader.id, ['grader']);
  await enroll(db, w.course.id, leader.id, ['grader']);
  await createSection(db, w.course.id, 'Lab', { leaders: [leader], students: [w.people.student] });
  const tokens = { ...w.tokens, otherGrader: await tokenFor(t.server.ctx, otherGrader), leader: await tokenFor(t.server.ctx, leader) };
  return { ...w, db, assignment, submission, file, tokens, people: { ...w.people, otherGrader, leader } };
}

async function rubricComment(db: Database, assignmentId: number, pointDelta: number, category: Partial<typeof rubricCategories.$inferInsert> = {}) {
  const [cat] = await db.insert(rubricCategories).values({ assignmentId, name: 'Style', ...category }).returning();
  const [rc] = await db.insert(rubricComments).values({ assignmentId, categoryId: cat!.id, name: `rc${Math.random()}`, pointDelta }).returning();
  return rc!;
}

async function release(db: Database, assignmentId: number, submissionId: number) {
  await db.update(assignments).set({ isReleased: true, isVisible: true }).where(eq(assignments.id, assignmentId));
  await db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, submissionId));
}

const range = { startChar: 0, endChar: 3, startLine: 0, endLine: 0 };
const gradeOf = async (db: Database, submissionId: number) => (await storedSubmission(db, submissionId))!.grade;

describe('POST /comments/', () => {
  it('creates a comment (201) with the caller as author, and recomputes the grade', async () => {
    const { db, file, submission, people, tokens } = await commentWorld();
    const res = await t.api.post('/comments/', {
      auth: tokens.grader,
      body: { file: file.id, text: 'Name this better', ...range, pointDelta: 1.5, tags: ['style'], color: 'red', feedback: 1, author: people.admin.email },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      file: file.id,
      text: 'Name this better',
      ...range,
      pointDelta: 1.5,
      rubricComment: null,
      author: people.grader.email,
      color: '',
      feedback: 0,
      tags: ['style'],
    });
    expect(await gradeOf(db, submission.id)).toBe(8.5);
  });

  it('stores a rubric-linked comment without points of its own and grades it by the rubric', async () => {
    const { db, file, assignment, submission, tokens } = await commentWorld();
    const rc = await rubricComment(db, assignment.id, 3, { pointLimit: 4 });
    for (let i = 0; i < 2; i++) {
      const res = await t.api.post('/comments/', { auth: tokens.grader, body: { file: file.id, ...range, rubricComment: rc.id, pointDelta: 9 } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ rubricComment: rc.id, pointDelta: null, text: '' });
    }
    expect(await gradeOf(db, submission.id)).toBe(6);
  });

  it('refuses empty comments, bad ranges, lines outside the file and rubric comments of other assignments', async () => {
    const { db, file, course, submission, tokens } = await commentWorld();
    const post = (body: object) => t.api.post('/comments/', { auth: tokens.admin, body: { file: file.id, ...range, ...body } });
    for (const body of [{}, { text: '' }, { text: null, pointDelta: 0 }, { pointDelta: null }]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ['A comment needs text, points or a rubric comment.'] });
    }
    expect((await post({ pointDelta: -2 })).status).toBe(201);
    expect((await post({ text: 'x', startLine: 2, endLine: 1 })).body).toEqual({ endLine: ['endLine must not be before startLine.'] });
    expect((await post({ text: 'x', startChar: 4, endChar: 3 })).body).toEqual({ endChar: ['endChar must not be before startChar on the same line.'] });
    expect((await post({ text: 'x', startChar: 4, endChar: 3, endLine: 1 })).status).toBe(201);
    expect((await post({ text: 'x', endLine: 2 })).status).toBe(201);
    expect((await post({ text: 'x', endLine: 3 })).body).toEqual({ endLine: ['The file has 3 lines (0-based).'] });
    expect((await post({ text: 'x', startLine: -1 })).status).toBe(400);
    const pdf = await createFile(db, submission.id, { name: 'report.pdf', extension: 'pdf', code: '' });
    expect((await t.api.post('/comments/', { auth: tokens.admin, body: { file: pdf.id, text: 'p. 4', startChar: 0, endChar: 0, startLine: 30, endLine: 31 } })).status).toBe(201);
    const elsewhere = await createAssignment(db, course.id);
    const foreign = await rubricComment(db, elsewhere.id, 1);
    expect((await post({ rubricComment: foreign.id })).body).toEqual({ rubricComment: ['The rubric comment belongs to another assignment.'] });
    expect((await post({ rubricComment: 2_000_000 })).body).toEqual({ rubricComment: ['Invalid pk "2000000" - object does not exist.'] });
    // A rubric comment of another course answers as an unknown id: the message must not confirm it exists.
    const otherCourse = await createCourseWorld(t.server.ctx);
    const outside = await rubricComment(db, (await createAssignment(db, otherCourse.course.id)).id, 1);
    expect((await post({ rubricComment: outside.id })).body).toEqual({ rubricComment: [`Invalid pk "${outside.id}" - object does not exist.`] });
    expect((await post({ text: 'x', file: 2_000_000 })).body).toEqual({ file: ['Invalid pk "2000000" - object does not exist.'] });
  });

  it('lets the claiming grader, super graders, section leaders and admins write; other graders and students 403; outsiders (platform admins too) a bad file', async () => {
    const { db, file, assignment, submission, tokens } = await commentWorld();
    const body = { file: file.id, text: 'ok', ...range };
    for (const auth of [tokens.grader, tokens.superGrader, tokens.leader, tokens.admin]) {
      expect((await t.api.post('/comments/', { auth, body })).status).toBe(201);
    }
    expect((await t.api.post('/comments/', { auth: tokens.otherGrader, body })).status).toBe(403);
    for (const auth of [tokens.otherAdmin, tokens.platformAdmin, tokens.student]) {
      expect((await t.api.post('/comments/', { auth, body })).body).toEqual({ file: [`Invalid pk "${file.id}" - object does not exist.`] });
    }
    expect(await db.select().from(comments).where(eq(comments.fileId, file.id))).toHaveLength(4);
    await release(db, assignment.id, submission.id);
    expect((await t.api.post('/comments/', { auth: tokens.student, body })).status).toBe(403);
  });

  it('lets admins name another staff member as author, and no one else', async () => {
    const { file, people, tokens } = await commentWorld();
    const body = { file: file.id, text: 'ok', ...range };
    const byAdmin = await t.api.post('/comments/', { auth: tokens.admin, body: { ...body, author: people.superGrader.email } });
    expect(byAdmin.body.author).toBe(people.superGrader.email);
    const bad = await t.api.post('/comments/', { auth: tokens.admin, body: { ...body, author: people.student.email } });
    expect(bad.body).toEqual({ author: [`${people.student.email} is not staff of this course.`] });
    const byGrader = await t.api.post('/comments/', { auth: tokens.grader, body: { ...body, author: people.superGrader.email } });
    expect(byGrader.body.author).toBe(people.grader.email);
  });

  it('refuses writes in an archived course (400)', async () => {
    const { db, file, course, tokens } = await commentWorld();
    const created = await t.api.post('/comments/', { auth: tokens.admin, body: { file: file.id, text: 'ok', ...range } });
    await db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    expect((await t.api.post('/comments/', { auth: tokens.admin, body: { file: file.id, text: 'ok', ...range } })).status).toBe(400);
    expect((await t.api.patch(`/comments/${created.body.id}/`, { auth: tokens.admin, body: { text: 'no' } })).status).toBe(400);
    expect((await t.api.delete(`/comments/${created.body.id}/`, { auth: tokens.admin })).status).toBe(400);
    expect((await t.api.get(`/comments/${created.body.id}/`, { auth: tokens.admin })).status).toBe(200);
  });
});

describe('GET, PATCH and DELETE /comments/:id/', () => {
  it('shows comments to course staff, and to the student only on their released submission', async () => {
    const { db, file, assignment, submission, tokens } = await commentWorld();
    const { body: created } = await t.api.post('/comments/', { auth: tokens.grader, body: { file: file.id, text: 'ok', ...range } });
    for (const auth of [tokens.admin, tokens.grader, tokens.otherGrader, tokens.superGrader, tokens.leader]) {
      expect((await t.api.get(`/comments/${created.id}/`, { auth })).body).toEqual(created);
    }
    for (const auth of [tokens.student, tokens.otherStudent, tokens.otherAdmin, tokens.otherCourseStudent]) {
      expect((await t.api.get(`/comments/${created.id}/`, { auth })).status).toBe(404);
    }
    await db.update(assignments).set({ isReleased: true }).where(eq(assignments.id, assignment.id));
    expect((await t.api.get(`/comments/${created.id}/`, { auth: tokens.student })).status).toBe(404);
    await release(db, assignment.id, submission.id);
    // hideGradersFromStudents is on by default: the student does not learn who wrote it.
    expect((await t.api.get(`/comments/${created.id}/`, { auth: tokens.student })).body).toEqual({ ...created, author: null });
    await db.update(assignments).set({ hideGradersFromStudents: false }).where(eq(assignments.id, assignment.id));
    expect((await t.api.get(`/comments/${created.id}/`, { auth: tokens.student })).body).toEqual(created);
    expect((await t.api.get(`/comments/${created.id}/`, { auth: tokens.otherStudent })).status).toBe(404);
    expect((await t.api.get('/comments/2000000/', { auth: tokens.admin })).status).toBe(404);
  });

  it('lists a file\'s comments by start line, start char, then id', async () => {
    const { file, tokens } = await commentWorld();
    const at = async (startLine: number, startChar: number) =>
      (await t.api.post('/comments/', { auth: tokens.grader, body: { file: file.id, text: 'x', startLine, endLine: 2, startChar, endChar: 9 } })).body.id;
    const c = await at(1, 5);
    const a = await at(0, 7);
    const d = await at(1, 5);
    const b = await at(1, 0);
    expect((await t.api.get(`/files/${file.id}/`, { auth: tokens.grader })).body.comments).toEqual([a, b, c, d]);
  });

  it('changes the fields given, checks the result as a whole, and recomputes the grade', async () => {
    const { db, file, assignment, submission, tokens } = await commentWorld();
    const rc = await rubricComment(db, assignment.id, 2);
    const { body: created } = await t.api.post('/comments/', { auth: tokens.grader, body: { file: file.id, text: 'x', ...range, pointDelta: 1 } });
    const patch = (auth: string, body: object) => t.api.patch(`/comments/${created.id}/`, { auth, body });
    expect((await patch(tokens.grader, { pointDelta: 3, file: 999, color: 'x', feedback: 1 })).body).toMatchObject({ pointDelta: 3, file: file.id, color: '', feedback: 0 });
    expect(await gradeOf(db, submission.id)).toBe(7);
    expect((await patch(tokens.grader, { rubricComment: rc.id })).body).toMatchObject({ rubricComment: rc.id, pointDelta: null });
    expect(await gradeOf(db, submission.id)).toBe(8);
    expect((await patch(tokens.grader, { rubricComment: null, pointDelta: -1 })).body).toMatchObject({ rubricComment: null, pointDelta: -1 });
    expect(await gradeOf(db, submission.id)).toBe(11);
    expect((await patch(tokens.grader, { startLine: 1 })).body).toEqual({ endLine: ['endLine must not be before startLine.'] });
    expect((await patch(tokens.grader, { text: '', pointDelta: 0 })).status).toBe(400);
    expect((await patch(tokens.grader, {})).status).toBe(200);
    expect((await patch(tokens.otherGrader, {})).status).toBe(403);
    expect((await patch(tokens.student, {})).status).toBe(404);
    expect((await t.api.delete(`/comments/${created.id}/`, { auth: tokens.otherGrader })).status).toBe(403);
    expect((await t.api.delete(`/comments/${created.id}/`, { auth: tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.delete(`/comments/${created.id}/`, { auth: tokens.leader })).status).toBe(204);
    expect(await gradeOf(db, submission.id)).toBe(10);
    expect((await t.api.get(`/comments/${created.id}/`, { auth: tokens.admin })).status).toBe(404);
  });

  it('grades only the comments on the newest version of a file', async () => {
    const { db, file, submission, tokens } = await commentWorld();
    await t.api.post('/comments/', { auth: tokens.grader, body: { file: file.id, text: 'x', ...range, pointDelta: 4 } });
    expect(await gradeOf(db, submission.id)).toBe(6);
    const newer = await t.api.post('/files/', { auth: tokens.grader, body: { name: file.name, code: 'new', submission: submission.id } });
    expect(newer.status).toBe(201);
    expect(await gradeOf(db, submission.id)).toBe(10);
    await t.api.post('/comments/', { auth: tokens.grader, body: { file: newer.body.id, text: 'y', ...range, pointDelta: 1 } });
    expect(await gradeOf(db, submission.id)).toBe(9);
  });
});

describe('concurrent comment writes', () => {
  it('store a grade that counts every comment (the recomputations wait for each other)', async () => {
    const { db, file, submission, tokens } = await commentWorld();
    const posts = Array.from({ length: 8 }, (_, i) =>
      t.api.post('/comments/', { auth: tokens.grader, body: { file: file.id, text: `c${i}`, ...range, pointDelta: 0.5 } }),
    );
    expect((await Promise.all(posts)).map((res) => res.status)).toEqual(Array(8).fill(201));
    expect(await gradeOf(db, submission.id)).toBe(6);
  });
});

describe('PATCH /comments/:id/feedback/', () => {
  it('lets the submission\'s students rate comments once released; staff 403; others 404', async () => {
    const { db, file, assignment, submission, course, tokens } = await commentWorld();
    const { body: created } = await t.api.post('/comments/', { auth: tokens.grader, body: { file: file.id, text: 'x', ...range } });
    const rate = (auth: string, feedback: unknown) => t.api.patch(`/comments/${created.id}/feedback/`, { auth, body: { feedback } });
    expect((await rate(tokens.student, 1)).status).toBe(404);
    await release(db, assignment.id, submission.id);
    const res = await rate(tokens.student, -1);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, author: null, feedback: -1 });
    expect((await rate(tokens.student, 2)).status).toBe(400);
    for (const auth of [tokens.grader, tokens.admin]) expect((await rate(auth, 1)).status).toBe(403);
    expect((await rate(tokens.otherStudent, 1)).status).toBe(404);
    await db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    expect((await rate(tokens.student, 0)).status).toBe(400);
  });
});

describe('a comment’s color', () => {
  it('is its rubric category’s colour wherever comments are read, and none for a free comment', async () => {
    const { db, assignment, submission, file, tokens } = await commentWorld();
    const style = await rubricComment(db, assignment.id, 1);
    const tests = await rubricComment(db, assignment.id, 2, { name: 'Tests' });
    const post = (body: object) => t.api.post('/comments/', { auth: tokens.grader, body: { file: file.id, text: 'x', ...range, ...body } });
    const linked = await post({ rubricComment: style.id, pointDelta: null });
    const other = await post({ rubricComment: tests.id, pointDelta: null, startLine: 1, endLine: 1 });
    const free = await post({ pointDelta: 1, startLine: 2, endLine: 2 });
    const styleColor = rubricCategoryColor(style.categoryId);
    expect(RUBRIC_CATEGORY_COLORS).toContain(styleColor);
    expect(linked.body.color).toBe(styleColor);
    expect(other.body.color).toBe(rubricCategoryColor(tests.categoryId));
    expect(other.body.color).not.toBe(styleColor);
    expect(free.body.color).toBe('');
    // The same colour on every read: the comment, the submission view and the rubric comment's uses.
    expect((await t.api.get(`/comments/${linked.body.id}/`, { auth: tokens.admin })).body.color).toBe(styleColor);
    const review = await t.api.get(`/submissions/${submission.id}/review/`, { auth: tokens.grader });
    expect(Object.fromEntries(review.body.comments.map((comment: { id: number; color: string }) => [comment.id, comment.color]))).toEqual({
      [linked.body.id]: styleColor,
      [other.body.id]: rubricCategoryColor(tests.categoryId),
      [free.body.id]: '',
    });
    const uses = await t.api.get(`/rubricComments/${style.id}/comments/`, { auth: tokens.grader });
    expect(uses.body.map((comment: { color: string }) => comment.color)).toEqual([styleColor]);
    // Unlinking takes the colour away; linking a free comment gives it one.
    const unlinked = await t.api.patch(`/comments/${linked.body.id}/`, { auth: tokens.grader, body: { rubricComment: null, pointDelta: 1 } });
    expect(unlinked.body.color).toBe('');
    const relinked = await t.api.patch(`/comments/${free.body.id}/`, { auth: tokens.grader, body: { rubricComment: style.id, pointDelta: null } });
    expect(relinked.body.color).toBe(styleColor);
  });
});
