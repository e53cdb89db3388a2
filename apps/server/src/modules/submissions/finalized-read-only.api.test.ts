import { SUBMISSION_MESSAGES } from '@marginalia/contracts';
import { eq } from 'drizzle-orm';
import { courses, rubricCategories, rubricComments } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createFile, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { freshComment } from '../../authorization/grading-world';

// Finished means finished: every grading write on a finalized submission is refused, for everyone who grades
// it, until it is unfinalized by someone allowed to (with the course's noUnfinalize, admins only).

const t = useTestServer();
const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };
const READERS = ['grader', 'superGrader', 'leader', 'admin'] as const;

async function finalizedWorld(noUnfinalize: boolean) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  await db.update(courses).set({ noUnfinalize }).where(eq(courses.id, w.course.id));
  const leader = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, leader.id, ['grader']);
  await createSection(db, w.course.id, 'Lab', { leaders: [leader], students: [w.people.student] });
  const assignment = await createAssignment(db, w.course.id, { points: 10, isReleased: true, isVisible: true });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
  const file = await createFile(db, submission.id);
  const comment = await freshComment(db, file.id, { authorId: w.people.grader.id, pointDelta: 1 });
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [rubricItem] = await db.insert(rubricComments).values({ assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 2 }).returning();
  const tokens = { ...w.tokens, leader: await tokenFor(t.server.ctx, leader) };
  return { ...w, db, tokens, assignment, submission, file, comment, rubricItem, people: { ...w.people, leader } };
}

type World = Awaited<ReturnType<typeof finalizedWorld>>;

/** Each grading write, as a call against the world's finalized submission. */
const WRITES: Record<string, (w: World, auth: string) => Promise<{ status: number; body: any }>> = {
  'add a comment': (w, auth) => t.api.post('/comments/', { auth, body: { file: w.file.id, text: 'late -5', pointDelta: 5, ...range } }),
  'apply a rubric item': (w, auth) => t.api.post('/comments/', { auth, body: { file: w.file.id, text: '', rubricComment: w.rubricItem.id, ...range } }),
  'edit a comment': (w, auth) => t.api.patch(`/comments/${w.comment.id}/`, { auth, body: { pointDelta: 4 } }),
  'delete a comment': (w, auth) => t.api.delete(`/comments/${w.comment.id}/`, { auth }),
  'add a file': (w, auth) => t.api.post('/files/', { auth, body: { submission: w.submission.id, name: 'extra.py', code: 'x = 1\n', extension: 'py' } }),
  'edit a file': (w, auth) => t.api.patch(`/files/${w.file.id}/`, { auth, body: { code: 'print(2)\n' } }),
  'delete a file': (w, auth) => t.api.delete(`/files/${w.file.id}/`, { auth }),
};

describe.each([false, true])('a finalized submission (noUnfinalize %s)', (noUnfinalize) => {
  it.each(READERS)('refuses every grading write of a %s and leaves the grade as it was', async (reader) => {
    const w = await finalizedWorld(noUnfinalize);
    const before = (await storedSubmission(w.db, w.submission.id))!.grade;
    for (const [name, write] of Object.entries(WRITES)) {
      const res = await write(w, w.tokens[reader]);
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 400, body: { non_field_errors: [SUBMISSION_MESSAGES.finalizedReadOnly] } });
    }
    const reassign = await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens[reader], body: { grader: w.people.superGrader.email } });
    // Handing it to someone else is not a grader's right at all (403); those who may hear why not (400).
    expect(reassign.status).toBe(reader === 'leader' || reader === 'grader' ? 403 : 400);
    expect((await storedSubmission(w.db, w.submission.id))!.grade).toBe(before);
  });

  it.each(READERS)('lets a %s grade again only after an allowed unfinalize', async (reader) => {
    const w = await finalizedWorld(noUnfinalize);
    const mayReopen = reader === 'admin' || (!noUnfinalize && (reader === 'grader' || reader === 'superGrader'));
    const reopen = await t.api.patch(`/submissions/${w.submission.id}/`, { auth: w.tokens[reader], body: { isFinalized: false } });
    expect(reopen.status).toBe(mayReopen ? 200 : 403);
    const write = await WRITES['add a comment']!(w, w.tokens[reader]);
    expect(write.status).toBe(mayReopen ? 201 : 400);
  });
});
