import { eq } from 'drizzle-orm';
import { SUBMISSION_MESSAGES } from '@marginalia/contracts';
import { courses, submissions, submissionStudents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createSubmission, storedHistory } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id);
  return { ...w, assignment };
}

describe('POST /submissions/', () => {
  it('creates a submission with its students, answered as the API describes it', async () => {
    const { assignment, people, tokens } = await world();
    const res = await t.api.post('/submissions/', {
      auth: tokens.admin,
      body: { assignment: assignment.id, students: [people.student.email.toUpperCase(), people.otherStudent.email, people.student.email], files: [] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      assignment: assignment.id,
      students: [people.student.email, people.otherStudent.email].sort(),
      grader: null,
      isFinalized: false,
      queueOrderKey: 0,
      dateEdited: expect.any(String),
      dateUploaded: expect.any(String),
      // The assignment's 10 points: nothing deducted yet.
      grade: 10,
      files: [],
      tests: [],
      questionIsOpen: false,
      questionIsRegrade: false,
      questionText: '',
      questionResponse: '',
      questionResponder: null,
      questionDate: null,
      responseDate: null,
      testRunsCompleted: 0,
      lateDayCreditsUsed: 0,
      hasGrader: false,
      needsAttention: false,
    });
    expect(new Date(res.body.dateUploaded).toISOString()).toBe(res.body.dateUploaded);
    // One view-history row per student, not viewed yet.
    const history = await storedHistory(t.server.ctx.db, res.body.id);
    expect(history.map((row) => row.hasViewed)).toEqual([false, false]);
  });

  it('takes a grader and may be finalized with one; super graders may create too', async () => {
    const { assignment, people, tokens } = await world();
    const res = await t.api.post('/submissions/', {
      auth: tokens.superGrader,
      body: { assignment: assignment.id, students: [people.student.email], grader: people.grader.email, isFinalized: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ grader: people.grader.email, hasGrader: true, isFinalized: true });
  });

  it('refuses to finalize without a grader, and a grader who does not grade the course', async () => {
    const { assignment, people, tokens } = await world();
    const unfinishable = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: assignment.id, students: [people.student.email], isFinalized: true, grader: '' } });
    expect(unfinishable.status).toBe(400);
    expect(unfinishable.body).toEqual({ isFinalized: [SUBMISSION_MESSAGES.finalizeNeedsGrader] });
    const notGrader = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: assignment.id, students: [people.student.email], grader: people.student.email } });
    expect(notGrader.status).toBe(400);
    expect(notGrader.body).toEqual({ grader: [SUBMISSION_MESSAGES.notAGrader(people.student.email)] });
  });

  it('needs at least one student, each an active student of the course', async () => {
    const { assignment, people, tokens } = await world();
    const empty = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: assignment.id, students: [] } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual(['students']);
    const inactive = await createUser(t.server.ctx.db);
    await enroll(t.server.ctx.db, assignment.courseId, inactive.id, ['student'], false);
    const strangers = [people.grader.email, people.otherCourseStudent.email, inactive.email, 'nobody@example.edu'];
    const res = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: assignment.id, students: [people.student.email, ...strangers] } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ students: strangers.map(SUBMISSION_MESSAGES.notAStudent) });
  });

  it('names every student who already has a submission for the assignment', async () => {
    const { assignment, course, people, tokens } = await world();
    const db = t.server.ctx.db;
    await createSubmission(db, assignment.id, { students: [people.student] });
    await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    const third = await createUser(db);
    await enroll(db, course.id, third.id, ['student']);
    const res = await t.api.post('/submissions/', {
      auth: tokens.admin,
      body: { assignment: assignment.id, students: [third.email, people.student.email, people.otherStudent.email] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      students: [people.student.email, people.otherStudent.email].sort().map(SUBMISSION_MESSAGES.alreadySubmitted),
    });
    // Another assignment is another matter.
    const other = await createAssignment(db, course.id);
    const elsewhere = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: other.id, students: [people.student.email] } });
    expect(elsewhere.status).toBe(201);
  });

  it('answers one 201 and 400s when several admins submit for the same student at once', async () => {
    const { assignment, course, people, tokens } = await world();
    const secondAdmin = await createUser(t.server.ctx.db);
    await enroll(t.server.ctx.db, course.id, secondAdmin.id, ['courseAdmin']);
    const secondToken = await tokenFor(t.server.ctx, secondAdmin);
    const body = { assignment: assignment.id, students: [people.student.email] };
    const results = await Promise.all([tokens.admin, secondToken, tokens.admin, secondToken].map((auth) => t.api.post('/submissions/', { auth, body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of results.filter((r) => r.status === 400)) {
      expect(refused.body).toEqual({ students: [SUBMISSION_MESSAGES.alreadySubmitted(people.student.email)] });
    }
    const places = await t.server.ctx.db.select().from(submissionStudents).where(eq(submissionStudents.assignmentId, assignment.id));
    expect(places).toHaveLength(1);
  });

  it('treats an assignment the caller cannot see as a bad field (platform admins outside the course too), and refuses graders and students', async () => {
    const { assignment, otherCourse, people, tokens } = await world();
    const hidden = await createAssignment(t.server.ctx.db, otherCourse.id);
    for (const id of [hidden.id, 2_000_000_000]) {
      const res = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: id, students: [people.student.email] } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ assignment: [SUBMISSION_MESSAGES.invalidPk(id)] });
    }
    for (const auth of [tokens.grader, tokens.student]) {
      const res = await t.api.post('/submissions/', { auth, body: { assignment: assignment.id, students: [people.student.email] } });
      expect(res.status).toBe(403);
    }
    for (const auth of [tokens.otherAdmin, tokens.platformAdmin]) {
      const outsider = await t.api.post('/submissions/', { auth, body: { assignment: assignment.id, students: [people.student.email] } });
      expect(outsider.status).toBe(400);
      expect(outsider.body).toEqual({ assignment: [SUBMISSION_MESSAGES.invalidPk(assignment.id)] });
    }
    expect(await t.server.ctx.db.select().from(submissions).where(eq(submissions.assignmentId, assignment.id))).toEqual([]);
  });

  it('refuses to add submissions to an archived course', async () => {
    const { assignment, course, people, tokens } = await world();
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const res = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: assignment.id, students: [people.student.email] } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
  });
});
