import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../core/app-context';
import { createMatrixWorld, PERSONAS, type MatrixWorld, type Persona } from '../../authorization/matrix-world';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// Every submission, grading-queue and file route called by every kind of caller, against a finalized submission of `student`
// in a published, visible assignment (so that its student may read it). Anonymous callers get 401; people
// outside the course (platform admins too: inside a course they act only through login-as), and students who may
// not see the submission, 404 (or 400 when it is named in a body), always with the same body; members without the
// right 403.

const t = useTestServer();

type Outcome = 'ok' | number;
interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  name: string;
  path: (w: Fixture) => Promise<string> | string;
  body?: (w: Fixture) => Promise<unknown> | unknown;
  expected: Outcomes;
}

interface Fixture extends MatrixWorld {
  ctx: AppContext;
  submissionId: number;
  assignmentId: number;
  fileId: number;
}

const STAFF: Persona[] = ['admin', 'grader', 'otherSectionGrader', 'superGrader'];
type Outcomes = Partial<Record<Persona, Outcome>>;
const of = (personas: Persona[], outcome: Outcome): Outcomes => Object.fromEntries(personas.map((p) => [p, outcome]));
const OUTSIDE: Outcomes = { anonymous: 401, otherCourseStudent: 404, otherAdmin: 404, platformAdmin: 404 };
const readable: Outcomes = { ...OUTSIDE, ...of(STAFF, 'ok'), student: 'ok', otherStudent: 404 };
const staffWrite: Outcomes = { ...OUTSIDE, ...of(STAFF, 'ok'), student: 403, otherStudent: 404 };
/** Grading writes (files) on the finalized submission: refused (400) for those who grade it, 403 for other graders and its student. */
const finalizedGradingWrite: Outcomes = { ...OUTSIDE, ...of(['admin', 'grader', 'superGrader'], 400), otherSectionGrader: 403, student: 403, otherStudent: 404 };
const adminWrite: Outcomes = { ...OUTSIDE, ...of(STAFF, 403), admin: 'ok', student: 403, otherStudent: 404 };

/** A released assignment with a finalized submission of the student, made for one call (creations and deletions). */
async function fresh(w: Fixture) {
  const assignment = await createAssignment(w.ctx.db, w.course.id, { isReleased: true });
  const submission = await createSubmission(w.ctx.db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
  return { assignment, submission };
}

const CALLS: Call[] = [
  { method: 'GET', name: 'GET /submissions/:id/', path: (w) => `/submissions/${w.submissionId}/`, expected: readable },
  { method: 'GET', name: 'GET /submissions/:id/history', path: (w) => `/submissions/${w.submissionId}/history`, expected: readable },
  // Staff may PATCH within their rights (queue/grading-rules.api.test.ts); an empty PATCH changes nothing.
  { method: 'PATCH', name: 'PATCH /submissions/:id/', path: (w) => `/submissions/${w.submissionId}/`, body: () => ({}), expected: staffWrite },
  { method: 'DELETE', name: 'DELETE /submissions/:id/', path: async (w) => `/submissions/${(await fresh(w)).submission.id}/`, expected: adminWrite },
  {
    method: 'POST',
    name: 'POST /submissions/',
    path: () => '/submissions/',
    body: async (w) => ({ assignment: (await createAssignment(w.ctx.db, w.course.id)).id, students: [w.people.student.email] }),
    expected: { anonymous: 401, otherCourseStudent: 400, otherAdmin: 400, platformAdmin: 400, ...of(STAFF, 403), ...of(['admin', 'superGrader'], 'ok'), student: 403, otherStudent: 403 },
  },
  {
    method: 'GET',
    name: 'GET /assignments/:id/submissions?student=<student>',
    path: (w) => `/assignments/${w.assignmentId}/submissions?student=${encodeURIComponent(w.people.student.email)}`,
    expected: { ...OUTSIDE, ...of(STAFF, 'ok'), student: 'ok', otherStudent: 403 },
  },
  {
    method: 'POST',
    name: 'POST /assignments/:id/claim/',
    path: (w) => `/assignments/${w.assignmentId}/claim/`,
    expected: { ...OUTSIDE, ...of(['admin', 'grader', 'otherSectionGrader', 'superGrader'], 'ok'), student: 403, otherStudent: 403 },
  },
  {
    method: 'GET',
    name: 'GET /assignments/:id/queueLength/',
    path: (w) => `/assignments/${w.assignmentId}/queueLength/`,
    expected: { ...OUTSIDE, ...of(STAFF, 'ok'), student: 403, otherStudent: 403 },
  },
  { method: 'POST', name: 'POST /files/', path: () => '/files/', body: (w) => ({ name: 'a.py', submission: w.submissionId }), expected: { ...finalizedGradingWrite, otherCourseStudent: 400, otherAdmin: 400, platformAdmin: 400, otherStudent: 400 } },
  { method: 'GET', name: 'GET /files/:id/', path: (w) => `/files/${w.fileId}/`, expected: readable },
  { method: 'PATCH', name: 'PATCH /files/:id/', path: (w) => `/files/${w.fileId}/`, body: () => ({}), expected: finalizedGradingWrite },
  { method: 'DELETE', name: 'DELETE /files/:id/', path: async (w) => `/files/${(await createFile(w.ctx.db, w.submissionId)).id}/`, expected: finalizedGradingWrite },
];

describe('submission and file routes per caller', () => {
  for (const call of CALLS) {
    it(call.name, async () => {
      const world = await createMatrixWorld(t.server.ctx);
      const { assignment, submission } = await fresh({ ...world, ctx: t.server.ctx } as Fixture);
      const file = await createFile(t.server.ctx.db, submission.id);
      const fixture: Fixture = { ...world, ctx: t.server.ctx, submissionId: submission.id, assignmentId: assignment.id, fileId: file.id };
      const outcomes: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const persona of PERSONAS) {
        const res = await t.api.call(call.method, await call.path(fixture), { auth: world.tokens[persona], body: await call.body?.(fixture) });
        outcomes[persona] = res.status >= 200 && res.status < 300 ? 'ok' : String(res.status);
        expected[persona] = String(call.expected[persona]);
        if (outcomes[persona] !== 'ok') expect(res.text, `${persona}: error bodies are never empty`).not.toBe('');
        if (res.status === 404) expect(res.body, `${persona}: the 404 body`).toEqual({ detail: 'Not found.' });
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
