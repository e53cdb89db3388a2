import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// Odd input to the submission and file routes gets a 4xx, never a 5xx: extreme numbers and dates, wrong types.

const t = useTestServer();

const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0.5,
  2 ** 53 + 1,
  1e308,
  '',
  'x'.repeat(300),
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-05:00',
  '2026-13-45T99:99:99Z',
  [],
  ['not-an-email'],
  { id: 1 },
];
const SUBMISSION_FIELDS = ['assignment', 'students', 'grader', 'isFinalized', 'queueOrderKey', 'dateUploaded', 'lateDayCreditsUsed', 'questionIsOpen', 'questionIsRegrade'];
const FILE_FIELDS = ['name', 'code', 'extension', 'submission', 'path'];

describe('odd input to submissions and files', () => {
  it('never produces a server error', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student] });
    const failures: string[] = [];
    const check = async (method: string, path: string, body: Record<string, unknown>) => {
      const res = await t.api.call(method, path, { auth: tokens.admin, body });
      if (res.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)} -> ${res.status}`);
    };
    for (const value of ODD_VALUES) {
      for (const field of SUBMISSION_FIELDS) {
        await check('POST', '/submissions/', { assignment: assignment.id, students: [people.otherStudent.email], [field]: value });
        await check('PATCH', `/submissions/${submission.id}/`, { [field]: value });
      }
      for (const field of FILE_FIELDS) {
        await check('POST', '/files/', { name: 'a.py', submission: submission.id, [field]: value });
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses dates the database cannot store as a bad field', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, course.id);
    const submission = await createSubmission(t.server.ctx.db, assignment.id, { students: [people.student] });
    for (const dateUploaded of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-05:00']) {
      const res = await t.api.patch(`/submissions/${submission.id}/`, { auth: tokens.admin, body: { dateUploaded } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ dateUploaded: ['Enter a date between the years 1 and 9999.'] });
    }
  });
});
