import { eq } from 'drizzle-orm';
import { DEMO_PERIOD, fileKind, SubmissionReview } from '@marginalia/contracts';
import { comments, courseMemberships, courses, files, submissions, users } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { DEMO_ADMIN, JAVA_COUNTER } from '../../seed/demo-content';
import { DEMO_REVIEW_COURSE } from '../../seed/demo-course-content';
import { HOMEWORK_MARKER_FILE } from '../../seed/demo-homework-content';
import { tokenFor } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

// One database for the whole file: the demo is seeded once, by the first test, as a server start would.
describe('GET /demo/review/', () => {
  it('answers 404 while no demo course is seeded', async () => {
    const res = await t.api.get('/demo/review/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('shows the seeded demo submission without login, with only commenting allowed', async () => {
    const first = await seedDemo(t.server.ctx.db, 'demo-password');
    expect(first.created).toBe(true);
    const res = await t.api.get('/demo/review/');
    expect(res.status).toBe(200);
    const review = SubmissionReview.parse(res.body);
    expect(review.course).toMatchObject({ name: DEMO_REVIEW_COURSE.name, period: DEMO_PERIOD });
    expect(review.assignment.name).toBe('Demo: Word Count');
    expect(review.submission.isFinalized).toBe(true);
    expect(review.permissions).toEqual({
      role: 'demo',
      canComment: true,
      canClaim: false,
      canFinalize: false,
      canUnfinalize: false,
      canAnswerRegrade: false,
      canRequestRegrade: false,
      canRateComments: false,
      canManagePartners: false,
      showPoints: true,
      feedbackVisible: true,
    });
    const kinds = review.files.map((file) => fileKind(file.extension));
    expect(kinds).toEqual(expect.arrayContaining(['code', 'markdown', 'notebook', 'image']));
    expect(review.files.filter((file) => file.name === 'wordcount.py')).toHaveLength(2);
    expect(review.files.find((file) => file.path === 'text')?.name).toBe('tokenize.py');
    expect(() => JSON.parse(review.files.find((file) => file.extension === 'ipynb')!.code)).not.toThrow();
    expect(review.comments.length).toBeGreaterThanOrEqual(12);
    expect(review.comments.some((c) => c.rubricComment !== null) && review.comments.some((c) => c.rubricComment === null)).toBe(true);
    expect(review.rubricCategories.some((c) => c.pointLimit !== null)).toBe(true);
    expect(review.rubricComments.length).toBeGreaterThanOrEqual(8);
    expect(review.frequentRubricComments.length).toBeGreaterThan(0);
    expect(review.testCases).toHaveLength(3);
    expect(review.submissionTests.filter((r) => !r.passed)).toHaveLength(1);
    expect(review.submission.grade).toEqual(expect.any(Number));
  });

  it('seeds again without changing anything, and keeps the demo course out of GET /courses/', async () => {
    const db = t.server.ctx.db;
    const count = async () => (await db.select({ id: files.id }).from(files)).length;
    const before = await count();
    const again = await seedDemo(db, 'demo-password');
    expect(again.created).toBe(false);
    expect(await count()).toBe(before);

    const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN));
    const [demoCourse] = await db.select().from(courses).where(eq(courses.period, DEMO_PERIOD));
    await db.insert(courseMemberships).values({ courseId: demoCourse!.id, userId: admin!.id, role: 'courseAdmin' });
    const listed = await t.api.get('/courses/', { auth: await tokenFor(t.server.ctx, admin!) });
    expect(listed.status).toBe(200);
    const periods = listed.body.map((course: { period: string }) => course.period);
    expect(periods).not.toContain(DEMO_PERIOD);
    expect(periods.length).toBeGreaterThan(0);
  });

  it('gives student1\'s Homework 1 submission several files and about fifty comments', async () => {
    const db = t.server.ctx.db;
    const [marker] = await db.select({ submissionId: files.submissionId }).from(files).where(eq(files.name, HOMEWORK_MARKER_FILE));
    const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN));
    const review = (await t.api.get(`/submissions/${marker!.submissionId}/review/`, { auth: await tokenFor(t.server.ctx, admin!) })).body;
    expect(review.submission.students).toEqual(['student1@demo.edu']);
    expect(review.files.map((file: { name: string }) => file.name)).toEqual(expect.arrayContaining(['average.py', 'stats.py', 'io_utils.py', 'README.md', 'checks.ipynb']));
    expect(review.comments.length).toBeGreaterThanOrEqual(45);
    const [stored] = await db.select().from(submissions).where(eq(submissions.id, marker!.submissionId));
    expect(review.submission.grade).toBe(stored!.grade);
  });

  it('highlights `n % 2 == 0` with the comment on student2\'s Main.java', async () => {
    const db = t.server.ctx.db;
    const rows = await db
      .select({ code: files.code, startLine: comments.startLine, endLine: comments.endLine, startChar: comments.startChar, endChar: comments.endChar })
      .from(comments)
      .innerJoin(files, eq(files.id, comments.fileId))
      .where(eq(files.code, JAVA_COUNTER));
    expect(rows).toHaveLength(1);
    const [range] = rows;
    expect(range!.endLine).toBe(range!.startLine);
    const line = range!.code.split('\n')[range!.startLine]!;
    expect(line.slice(range!.startChar, range!.endChar)).toBe('n % 2 == 0');
  });
});
