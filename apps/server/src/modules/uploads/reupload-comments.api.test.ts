import { FILE_MESSAGES } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload } from './upload-testing';

// A new version never takes the comments of an earlier one with it: they stay on the version they were made on
// (its text, its lines), shown with it among the older versions; the grade counts the current versions' comments.

const t = useTestServer();

async function commentedUpload() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { points: 10, allowStudentUpload: true, uploadDueDate: new Date(Date.now() + 7 * 86_400_000) });
  const first = await postUpload(t.server.url, assignment.id, w.tokens.student, [{ name: 'main.py', content: 'print(1)\nprint(2)\n' }]);
  expect(first.status).toBe(201);
  const submissionId = first.body.submission as number;
  const v1 = first.body.files[0].id as number;
  await t.api.patch(`/submissions/${submissionId}/`, { auth: w.tokens.grader, body: { grader: w.people.grader.email } });
  const comment = await t.api.post('/comments/', { auth: w.tokens.grader, body: { file: v1, text: 'Print once.', pointDelta: 2, startLine: 1, endLine: 1, startChar: 0, endChar: 8 } });
  expect(comment.status).toBe(201);
  return { ...w, assignment, submissionId, v1, commentId: comment.body.id as number };
}

describe('comments on an earlier version', () => {
  it('stay on the version they were made on when the student uploads a new one, shown with it and no longer counted', async () => {
    const w = await commentedUpload();
    expect((await storedSubmission(t.server.ctx.db, w.submissionId))!.grade).toBe(8);
    const second = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'main.py', content: 'print(3)\n' }]);
    expect(second.status).toBe(201);
    const v2 = second.body.files[0].id as number;

    const review = (await t.api.get(`/submissions/${w.submissionId}/review/`, { auth: w.tokens.grader })).body;
    expect(review.files.map((file: { id: number; code: string }) => [file.id, file.code])).toEqual([
      [w.v1, 'print(1)\nprint(2)\n'],
      [v2, 'print(3)\n'],
    ]);
    expect(review.comments).toEqual([expect.objectContaining({ id: w.commentId, file: w.v1, text: 'Print once.', startLine: 1, pointDelta: 2 })]);
    expect((await t.api.get(`/files/${w.v1}/`, { auth: w.tokens.grader })).body.comments).toEqual([w.commentId]);
    // The grade follows the current version of each file (docs/API.md).
    expect((await storedSubmission(t.server.ctx.db, w.submissionId))!.grade).toBe(10);
    const own = (await t.api.get(`/courses/${w.course.id}/studentAssignments/`, { auth: w.tokens.student })).body.assignments[0];
    expect(own.files.map((file: { id: number; isCurrent: boolean }) => [file.id, file.isCurrent])).toEqual([
      [w.v1, false],
      [v2, true],
    ]);
  });

  it('are not moved by new text for their version: that comes as a new version instead', async () => {
    const w = await commentedUpload();
    const rewrite = await t.api.patch(`/files/${w.v1}/`, { auth: w.tokens.grader, body: { code: 'print(9)\n' } });
    expect(rewrite.status).toBe(400);
    expect(rewrite.body).toEqual({ code: [FILE_MESSAGES.commentedVersion] });
    const file = (await t.api.get(`/files/${w.v1}/`, { auth: w.tokens.grader })).body;
    expect(file.code).toBe('print(1)\nprint(2)\n');
    expect(file.comments).toEqual([w.commentId]);
    // The same text, or a change of name only, moves no comment.
    expect((await t.api.patch(`/files/${w.v1}/`, { auth: w.tokens.grader, body: { code: 'print(1)\nprint(2)\n', name: 'app.py' } })).status).toBe(200);
    const next = await t.api.post('/files/', { auth: w.tokens.grader, body: { submission: w.submissionId, name: 'app.py', code: 'print(9)\n', extension: 'py' } });
    expect(next.status).toBe(201);
    expect((await t.api.get(`/files/${w.v1}/`, { auth: w.tokens.grader })).body.comments).toEqual([w.commentId]);
  });
});
