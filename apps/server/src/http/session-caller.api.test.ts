import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_ERRORS } from '@marginalia/contracts';
import { courseMemberships, users } from '@marginalia/db';
import { startTestServer, type TestServer } from '../testing/test-server';
import { apiClient, type ApiClient } from '../testing/http-client';
import { apiKeyFor, createUser, enroll, tokenFor } from '../testing/factories';
import { createGradingWorld, type GradingWorld } from '../authorization/grading-world';

// The detail reads that read their caller's user row in their own statement (session-caller.ts) answer exactly
// as if authentication had read it first: a refused session is 401 before a missing object's or a malformed id's 404.

let server: TestServer;
let api: ApiClient;
let w: GradingWorld;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  w = await createGradingWorld(server.ctx);
});
afterAll(() => server.close());

const reads = () => ({
  submission: `/submissions/${w.submission.id}/`,
  comment: `/comments/${w.comment.id}/`,
  file: `/files/${w.file.id}/`,
  rubric: `/assignments/${w.assignment.id}/rubric/`,
});
const missing = { submission: '/submissions/999999/', comment: '/comments/999999/', file: '/files/999999/', rubric: '/assignments/999999/rubric/' };
const badIds = { submission: '/submissions/abc/', comment: '/comments/0/', file: '/files/-1/', rubric: '/assignments/x/rubric/' };

/** A member of the course with the grader role, whose account the test then changes. */
async function freshGrader() {
  const user = await createUser(server.ctx.db, { organizationId: w.organization.id });
  await enroll(server.ctx.db, w.course.id, user.id, ['grader']);
  return { user, token: await tokenFor(server.ctx, user) };
}

describe('detail reads that read their caller with their object', () => {
  it('answer staff, students of released work, and 404 to outsiders, as before', async () => {
    for (const [name, path] of Object.entries(reads())) {
      expect((await api.get(path, { auth: w.tokens.grader })).status, name).toBe(200);
      expect((await api.get(path, { auth: w.tokens.otherAdmin })).status, name).toBe(404);
      expect((await api.get(path, { auth: w.tokens.otherCourseStudent })).status, name).toBe(404);
    }
    for (const name of ['submission', 'comment', 'file'] as const) {
      expect((await api.get(reads()[name], { auth: w.tokens.student })).status, name).toBe(200);
      expect((await api.get(reads()[name], { auth: w.tokens.otherStudent })).status, name).toBe(404);
    }
  });

  it('answer the caller as their own user row says (API keys and sessions alike)', async () => {
    const key = await apiKeyFor(server.ctx.db, w.people.grader);
    for (const [name, path] of Object.entries(reads())) {
      const bySession = await api.get(path, { auth: w.tokens.grader });
      const byKey = await api.get(path, { headers: { authorization: `Token ${key}` } });
      expect(byKey.status, name).toBe(200);
      expect(byKey.body, name).toEqual(bySession.body);
    }
  });

  it('refuse a deactivated account with 401, before any 404', async () => {
    const { user, token } = await freshGrader();
    for (const [name, path] of Object.entries(reads())) expect((await api.get(path, { auth: token })).status, name).toBe(200);
    await server.ctx.db.update(users).set({ isActivated: false }).where(eq(users.id, user.id));
    for (const paths of [reads(), missing, badIds]) {
      for (const [name, path] of Object.entries(paths)) {
        const res = await api.get(path, { auth: token });
        expect(res.status, `${name} ${path}`).toBe(401);
        expect(res.body, path).toEqual({ detail: API_ERRORS.invalidToken });
      }
    }
  });

  it('refuse a session ended since (password change, sign-out everywhere) with 401', async () => {
    const { user, token } = await freshGrader();
    await server.ctx.db.update(users).set({ tokenVersion: user.tokenVersion + 1 }).where(eq(users.id, user.id));
    for (const paths of [reads(), missing]) {
      for (const [name, path] of Object.entries(paths)) {
        const res = await api.get(path, { auth: token });
        expect(res.status, `${name} ${path}`).toBe(401);
        expect(res.body, path).toEqual({ detail: API_ERRORS.invalidToken });
      }
    }
  });

  it('refuse the token of a deleted user with 401', async () => {
    const { user, token } = await freshGrader();
    await server.ctx.db.delete(users).where(eq(users.id, user.id));
    for (const [name, path] of Object.entries({ ...reads(), missing: missing.submission })) {
      expect((await api.get(path, { auth: token })).status, name).toBe(401);
    }
  });

  it('answer 404 for a missing object or a malformed id to a valid session, 401 without one', async () => {
    for (const [name, path] of Object.entries({ ...missing, ...Object.fromEntries(Object.entries(badIds).map(([k, v]) => [`${k} (bad id)`, v])) })) {
      const res = await api.get(path, { auth: w.tokens.grader });
      expect(res.status, name).toBe(404);
      expect(res.body, name).toEqual({ detail: API_ERRORS.notFound });
    }
    for (const [name, path] of Object.entries(reads())) {
      expect((await api.get(path)).status, name).toBe(401);
      expect((await api.get(path, { auth: 'JWT not-a-token' })).status, name).toBe(401);
    }
  });

  it('refuse a member removed from the course at once', async () => {
    const { user, token } = await freshGrader();
    expect((await api.get(reads().submission, { auth: token })).status).toBe(200);
    await server.ctx.db.update(courseMemberships).set({ isActive: false }).where(eq(courseMemberships.userId, user.id));
    for (const [name, path] of Object.entries(reads())) expect((await api.get(path, { auth: token })).status, name).toBe(404);
  });
});
