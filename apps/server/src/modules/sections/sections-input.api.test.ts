import { describe, expect, it } from 'vitest';
import { SECTION_MESSAGES } from '@marginalia/contracts';
import { createCourseWorld } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { useTestServer } from '../../testing/use-test-server';

// Hostile values in each field the sections routes read (the route-wide fuzz test does not send these
// fields): every one gets a 4xx with a JSON body, never a 5xx.

const t = useTestServer();

const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  '',
  'x'.repeat(300),
  'a\u0000b',
  [],
  [null],
  ['not-an-email'],
  [2 ** 31, -3],
  ['UPPER@EXAMPLE.EDU', 'upper@example.edu'],
  {},
  { name: 'nested' },
];
const FIELDS = ['name', 'course', 'leaders', 'students', 'sections', 'onlyUnassigned'];

function expectHandled(res: { status: number; body: unknown }, what: string) {
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) expect(res.body, what).toBeTypeOf('object');
}

describe('hostile input on the sections routes', () => {
  it('never produces a server error', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Target');
    const auth = tokens.admin;
    for (const field of FIELDS) {
      for (const value of HOSTILE) {
        const what = `${field}=${JSON.stringify(value)}`;
        const created = await t.api.post('/sections/', { auth, body: { name: 'New', course: course.id, [field]: value } });
        expectHandled(created, `POST ${what}`);
        if (created.status === 201) expectHandled(await t.api.delete(`/sections/${created.body.id}/`, { auth }), `DELETE after ${what}`);
        expectHandled(await t.api.patch(`/sections/${section.id}/`, { auth, body: { [field]: value } }), `PATCH ${what}`);
        expectHandled(await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth, body: { [field]: value } }), `distribute ${what}`);
      }
    }
    for (const query of ['compact=maybe', 'page=0', 'page=-1', 'page_size=1001', 'page=99999999999999&page_size=1000', 'compact=1&compact=0']) {
      expectHandled(await t.api.get(`/courses/${course.id}/sections/?${query}`, { auth }), query);
    }
  });

  it('answers an out-of-range course id as an unknown course', async () => {
    const { tokens } = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'Lab', course: 2 ** 31 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ course: [SECTION_MESSAGES.invalidPk(2 ** 31)] });
  });
});
