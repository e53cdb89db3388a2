import { files } from '@marginalia/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { enrollStudents } from '../../testing/section-factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { ZIP_BATCH } from './submissions-zip';
import { withBlobsOfText } from '../file-blobs/text-files';

// The exports read a course with a fixed number of statements, whatever its size: the same calls on a course
// of 2 students and one of 20 send the same number of statements to the database.

const t = useTestServer();

afterEach(() => {
  vi.restoreAllMocks();
});

async function courseOf(size: number) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const students = await enrollStudents(db, w.course.id, w.organization.id, size);
  const assignments = [await createAssignment(db, w.course.id), await createAssignment(db, w.course.id)];
  for (const assignment of assignments) {
    for (const student of students) {
      const submission = await createSubmission(db, assignment.id, { students: [student], grader: w.people.grader, grade: 5 });
      await createFile(db, submission.id, { name: 'a.py' });
      await createFile(db, submission.id, { name: 'b.py', path: 'src' });
    }
  }
  return { ...w, assignment: assignments[0]! };
}

/** How many statements reach the database while `path` is fetched. */
async function statementsFor(path: string, token: string): Promise<number> {
  const client = (t.server.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  const res = await fetch(t.server.url + path, { headers: { authorization: `JWT ${token}` } });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  const count = spy.mock.calls.length;
  spy.mockRestore();
  return count;
}

describe('export statements', () => {
  it('do not grow with the number of students, submissions or files', async () => {
    const small = await courseOf(2);
    const large = await courseOf(20);
    for (const path of [(w: typeof small) => `/assignments/${w.assignment.id}/exportGrades/`, (w: typeof small) => `/courses/${w.course.id}/exportGrades/`, (w: typeof small) => `/assignments/${w.assignment.id}/downloadSubmissions/`]) {
      const few = await statementsFor(path(small), small.tokens.admin);
      const many = await statementsFor(path(large), large.tokens.admin);
      expect(few).toBeGreaterThan(2);
      expect(many, path(large)).toBe(few);
    }
  });

  it('read file contents for the zip in batches of at most ZIP_BATCH.maxFiles files', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, w.course.id);
    const submission = await createSubmission(db, assignment.id, { students: [w.people.student] });
    await createFile(db, submission.id);
    const path = `/assignments/${assignment.id}/downloadSubmissions/`;
    const oneBatch = await statementsFor(path, w.tokens.admin);
    const more = ZIP_BATCH.maxFiles * 2;
    await db.insert(files).values(await withBlobsOfText(db, Array.from({ length: more }, (_, i) => ({ submissionId: submission.id, name: `f${i}.txt`, code: 'x' }))));
    // 1 + 2 * maxFiles files: three batches, two more than for one file.
    expect(await statementsFor(path, w.tokens.admin)).toBe(oneBatch + 2);
  });
});
