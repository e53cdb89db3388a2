import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { assignments, comments, courses, files, rubricCategories, rubricComments, submissions, submissionTests, users, type Database } from '@marginalia/db';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { createUser } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { createGradingWorld, freshComment, freshRubricCategory, freshRubricComment, type GradingWorld } from '../../authorization/grading-world';
import { caller, callerJoin } from '../auth/queries';
import { gradeUnlessAttentionNeeded } from '../grades/listed-grade';
import { grader, responder } from './queries';
import { findSubmissionWithAccess, submissionWithAccess } from './access-queries';
import { commentWithAccess, findCommentWithAccess } from '../comments/access-queries';
import { fileWithAccess, findFileWithAccess } from '../files/queries';
import { findRubricWithAccess, rubricWithAccess } from '../rubric/rubric-tree-query';

// The four detail reads answer their row as one JSON value built in SQL (@marginalia/db jsonRow). Each is compared
// here, field by field, with drizzle's own row mapping of the same fields over the same joins (what the reads
// answered before): timestamps (with microseconds), numerics, nulls, empty arrays, nested arrays' order, JSON
// columns, and the caller's row present or missing, on whichever database the suite runs.

let server: TestServer;
let db: Database;
let w: GradingWorld;
const NO_USER = 2_000_000_000;

beforeAll(async () => {
  server = await startTestServer();
  db = server.ctx.db;
  w = await createGradingWorld(server.ctx);
});
afterAll(() => server.close());

const micro = (text: string) => sql`${text}::timestamptz`;

function oracleSubmission(submissionId: number, userId: number) {
  return db
    .select(submissionWithAccess.fields)
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(grader, eq(grader.id, submissions.graderId))
    .leftJoin(responder, eq(responder.id, submissions.questionResponderId))
    .leftJoin(caller, callerJoin)
    .where(eq(submissions.id, sql.placeholder('submissionId')))
    .prepare('oracle_submission_with_access')
    .execute({ submissionId, userId });
}

function oracleFile(fileId: number, userId: number) {
  return db
    .select(fileWithAccess.fields)
    .from(files)
    .innerJoin(submissions, eq(submissions.id, files.submissionId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(caller, callerJoin)
    .where(eq(files.id, sql.placeholder('fileId')))
    .prepare('oracle_file_with_access')
    .execute({ fileId, userId });
}

function oracleComment(commentId: number, userId: number) {
  return db
    .select(commentWithAccess.fields)
    .from(comments)
    .innerJoin(files, eq(files.id, comments.fileId))
    .innerJoin(submissions, eq(submissions.id, files.submissionId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(users, eq(users.id, comments.authorId))
    .leftJoin(caller, callerJoin)
    .where(eq(comments.id, sql.placeholder('commentId')))
    .prepare('oracle_comment_with_access')
    .execute({ commentId, userId });
}

function oracleRubric(assignmentId: number, userId: number) {
  return db
    .select(rubricWithAccess.fields)
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(caller, callerJoin)
    .where(eq(assignments.id, sql.placeholder('assignmentId')))
    .prepare('oracle_rubric_with_access')
    .execute({ assignmentId, userId });
}

/** Callers: a course admin (roles, row), a student, and no user at all (no roles, no row). */
const callers = () => [w.people.admin.id, w.people.student.id, NO_USER];

describe('detail reads answered as one JSON value', () => {
  it('read a submission exactly as drizzle maps its row: with partners, a question, tests and a grade, and with none of them', async () => {
    const assignment = await createAssignment(db, w.course.id, { points: 12.25, uploadDueDate: new Date('2026-03-01T10:00:00Z') });
    const partner = await createUser(db, { organizationId: w.organization.id });
    const full = await createSubmission(db, assignment.id, {
      students: [w.people.student, partner],
      grader: w.people.grader,
      isFinalized: true,
      grade: 7.125,
      queueOrderKey: 9_007_199_254,
      questionIsOpen: false,
      questionIsRegrade: true,
      questionText: 'Why "minus" \\ two?\nLine two',
      questionResponse: 'Because — ünïcode',
      questionResponderId: w.people.admin.id,
      lateDayCreditsUsed: 2,
    });
    await db
      .update(submissions)
      .set({ dateUploaded: sql`${micro('2026-01-02 03:04:05.678999+00')}`, questionDate: sql`${micro('2026-01-03 00:00:00+00')}`, responseDate: sql`${micro('2026-01-04 23:59:59.999999+00')}` })
      .where(eq(submissions.id, full.id));
    await createFile(db, full.id, { name: 'b.py' });
    await createFile(db, full.id, { name: 'a.py' });
    await db.insert(submissionTests).values({ submissionId: full.id, testCaseId: w.testCase.id, passed: true });
    const bare = await createSubmission(db, assignment.id, { students: [] });
    await db.update(courses).set({ webhooks: [{ url: 'https://example.org/hook', events: ['grade'] }], lateDayCreditsAllowable: 3 }).where(eq(courses.id, w.course.id));

    for (const submission of [full, bare, w.submission, w.open.submission]) {
      for (const userId of callers()) {
        const [expected] = await oracleSubmission(submission.id, userId);
        const grade = gradeUnlessAttentionNeeded(expected!.stored.grade, expected!.stored.needsAttention);
        expect(await findSubmissionWithAccess(db, submission.id, userId), `submission ${submission.id} as ${userId}`).toStrictEqual({
          ...expected,
          stored: { ...expected!.stored, grade },
        });
      }
    }
    const bareRead = await findSubmissionWithAccess(db, bare.id, NO_USER);
    expect(bareRead).toMatchObject({ caller: null, courseRoles: [], stored: { students: [], files: [], tests: [], grader: null, grade: null } });
    const fullRead = await findSubmissionWithAccess(db, full.id, w.people.admin.id);
    expect(fullRead?.stored.dateUploaded.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(fullRead?.stored.grade).toBe(7.125);
    expect(fullRead?.course.webhooks).toEqual([{ url: 'https://example.org/hook', events: ['grade'] }]);
    expect(await findSubmissionWithAccess(db, 999_999_999, w.people.admin.id)).toBeNull();
  });

  it('read a file exactly as drizzle maps its row: with comments in reading order, and with none', async () => {
    const empty = await createFile(db, w.open.submission.id, { name: 'empty.txt', code: '', extension: 'txt', path: 'dir/sub' });
    const later = await freshComment(db, w.file.id, { startLine: 0, startChar: 0 });
    for (const file of [w.file, w.open.file, empty]) {
      for (const userId of callers()) {
        const [expected] = await oracleFile(file.id, userId);
        expect(await findFileWithAccess(db, file.id, userId), `file ${file.id} as ${userId}`).toStrictEqual(expected);
      }
    }
    expect((await findFileWithAccess(db, empty.id, w.people.admin.id))?.file.comments).toEqual([]);
    expect((await findFileWithAccess(db, w.file.id, w.people.admin.id))?.file.comments).toEqual([later.id, w.comment.id].sort((a, b) => a - b));
    expect(await findFileWithAccess(db, 999_999_999, w.people.admin.id)).toBeNull();
  });

  it('read a comment exactly as drizzle maps its row: rubric-linked with an author, and free without one', async () => {
    const free = await freshComment(db, w.file.id, { pointDelta: -1.5, text: 'tab\there "quoted"', tags: ['style', 'naming'], feedback: -1 });
    for (const comment of [w.comment, w.open.comment, free]) {
      for (const userId of callers()) {
        const [expected] = await oracleComment(comment.id, userId);
        expect(await findCommentWithAccess(db, comment.id, userId), `comment ${comment.id} as ${userId}`).toStrictEqual(expected);
      }
    }
    expect((await findCommentWithAccess(db, free.id, w.people.admin.id))?.shown).toMatchObject({ author: null, pointDelta: -1.5, tags: ['style', 'naming'] });
    expect(await findCommentWithAccess(db, 999_999_999, w.people.admin.id)).toBeNull();
  });

  it('read a rubric exactly as drizzle maps its row: categories with and without comments, and none at all', async () => {
    const noRubric = await createAssignment(db, w.course.id, { regradeDeadline: new Date('2026-05-05T05:05:05.5Z') });
    const emptyCategory = await freshRubricCategory(db, w.assignment.id);
    await db.update(rubricCategories).set({ sortKey: -1, pointLimit: 3 }).where(eq(rubricCategories.id, emptyCategory.id));
    const second = await freshRubricComment(db, w.assignment.id, w.rubricCategory.id);
    await db.update(rubricComments).set({ pointDelta: -0.75, explanation: 'a "why"\n' }).where(eq(rubricComments.id, second.id));
    for (const assignmentId of [w.assignment.id, noRubric.id]) {
      for (const userId of callers()) {
        const [expected] = await oracleRubric(assignmentId, userId);
        expect(await findRubricWithAccess(db, assignmentId, userId), `rubric ${assignmentId} as ${userId}`).toStrictEqual(expected);
      }
    }
    const read = await findRubricWithAccess(db, w.assignment.id, w.people.admin.id);
    expect(read?.rubric.map((category) => category.id)).toEqual([emptyCategory.id, w.rubricCategory.id]);
    expect(read?.rubric[0]).toMatchObject({ rubricComments: [], pointLimit: 3 });
    expect(read?.rubric[1]?.rubricComments.map((comment) => comment.pointDelta)).toContain(-0.75);
    expect((await findRubricWithAccess(db, noRubric.id, w.people.admin.id))?.rubric).toEqual([]);
    expect(await findRubricWithAccess(db, 999_999_999, w.people.admin.id)).toBeNull();
  });
});
