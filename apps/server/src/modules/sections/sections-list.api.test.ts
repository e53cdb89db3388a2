import { eq } from 'drizzle-orm';
import { courseMemberships } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import type { ApiResponse } from '../../testing/http-client';
import { createSection, enrollStudents } from '../../testing/section-factories';
import { useTestServer } from '../../testing/use-test-server';

// GET /courses/{id}/sections/: always the paged envelope, full or compact sections, by name then id.

const t = useTestServer();

/** Follows `next` from the first page to the end, as the web client does; answers every page. */
async function allPages(path: string, token: string) {
  const pages = [];
  let next: string | null = path;
  while (next !== null) {
    const url: URL = new URL(next, t.server.url);
    const res: ApiResponse = await t.api.get(url.pathname + url.search, { auth: token });
    expect(res.status).toBe(200);
    pages.push(res.body);
    next = res.body.next;
    expect(pages.length).toBeLessThan(10);
  }
  return pages;
}

describe('GET /courses/{id}/sections/', () => {
  it('pages through every section by name then id, following next to the end', async () => {
    const { course, otherCourse, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    for (const name of ['Sec 2', 'Sec 10', 'Alpha', 'beta', 'Sec 1']) await createSection(db, course.id, name);
    await createSection(db, otherCourse.id, 'Elsewhere');
    const pages = await allPages(`/courses/${course.id}/sections/?compact=1&page_size=2`, tokens.admin);
    expect(pages.map((p) => p.results.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.count === 5)).toBe(true);
    expect(pages.flatMap((p) => p.results.map((s: { name: string }) => s.name))).toEqual(['Alpha', 'Sec 1', 'Sec 10', 'Sec 2', 'beta']);
    expect(pages[0].previous).toBeNull();
    const previous = new URL(pages[2].previous);
    expect(previous.searchParams.get('page')).toBe('2');
    expect(previous.searchParams.get('compact')).toBe('1');
  });

  it('answers the envelope even without page parameters, 100 to a page', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Only');
    const res = await t.api.get(`/courses/${course.id}/sections/`, { auth: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: section.id, name: 'Only', course: course.id, leaders: [], students: [] }],
    });
    const empty = await t.api.get(`/courses/${course.id}/sections/?page=3`, { auth: tokens.admin });
    expect(empty.body).toMatchObject({ count: 1, next: null, results: [] });
    expect(new URL(empty.body.previous).searchParams.get('page')).toBe('1');
  });

  it('gives full sections by default and compact ones with compact=1 or true', async () => {
    const { course, organization, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const extra = await enrollStudents(db, course.id, organization.id, 3);
    const big = await createSection(db, course.id, 'Big', { leaders: [people.superGrader, people.grader], students: [people.student, ...extra] });
    const small = await createSection(db, course.id, 'Small', { students: [people.otherStudent] });
    const leaders = [people.grader.email, people.superGrader.email].sort();
    const full = await t.api.get(`/courses/${course.id}/sections/?compact=0`, { auth: tokens.admin });
    expect(full.body.results).toEqual([
      { id: big.id, name: 'Big', course: course.id, leaders, students: [people.student, ...extra].map((s) => s.email).sort() },
      { id: small.id, name: 'Small', course: course.id, leaders: [], students: [people.otherStudent.email] },
    ]);
    for (const flag of ['1', 'true']) {
      const compact = await t.api.get(`/courses/${course.id}/sections/?compact=${flag}`, { auth: tokens.admin });
      expect(compact.body.results, flag).toEqual([
        { id: big.id, name: 'Big', course: course.id, leaders, studentCount: 4 },
        { id: small.id, name: 'Small', course: course.id, leaders: [], studentCount: 1 },
      ]);
    }
    expect((await t.api.get(`/courses/${course.id}/sections/?compact=yes`, { auth: tokens.admin })).status).toBe(400);
  });

  it('lets admins and graders read; students 403, outsiders (platform admins too) and unknown courses 404', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    await createSection(t.server.ctx.db, course.id, 'Lab');
    for (const role of ['admin', 'grader', 'superGrader'] as const) {
      const res = await t.api.get(`/courses/${course.id}/sections/?compact=1`, { auth: tokens[role] });
      expect(res.status, role).toBe(200);
      expect(res.body.count, role).toBe(1);
    }
    expect((await t.api.get(`/courses/${course.id}/sections/`, { auth: tokens.student })).status).toBe(403);
    for (const role of ['otherAdmin', 'otherCourseStudent', 'platformAdmin'] as const) {
      const res = await t.api.get(`/courses/${course.id}/sections/`, { auth: tokens[role] });
      expect(res.status, role).toBe(404);
      expect(res.body, role).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/courses/2000000000/sections/', { auth: tokens.admin })).status).toBe(404);
  });

  it('shuts out a super grader removed from the course at once', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    expect((await t.api.get(`/courses/${course.id}/sections/`, { auth: tokens.superGrader })).status).toBe(200);
    await t.server.ctx.db.update(courseMemberships).set({ isActive: false }).where(eq(courseMemberships.userId, people.superGrader.id));
    expect((await t.api.get(`/courses/${course.id}/sections/`, { auth: tokens.superGrader })).status).toBe(404);
  });
});
