import { UPLOAD_MESSAGES } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload, storedFiles, storedUploadState } from './upload-testing';

const t = useTestServer();

async function world(values: Parameters<typeof createAssignment>[2] = {}) {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { allowStudentUpload: true, ...values });
  return { ...w, assignment };
}

const upload = (assignmentId: number, auth: string, parts: { name: string; content: string | Buffer }[]) => postUpload(t.server.url, assignmentId, auth, parts);

describe('POST /assignments/{id}/upload/ by a student', () => {
  it('makes the student a submission holding the files, each in its folder', async () => {
    const { assignment, people, tokens } = await world();
    const res = await upload(assignment.id, tokens.student, [
      { name: 'src/util/A.java', content: 'class A {}\r\n' },
      { name: 'README.md', content: '# Hello\n' },
      { name: 'img/logo.PNG', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]) },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      submission: expect.any(Number),
      students: [people.student.email],
      lateDayCreditsUsed: 0,
      files: [
        { id: expect.any(Number), name: 'A.java', path: 'src/util', extension: 'java', created: expect.any(String), size: 11, isCurrent: true },
        { id: expect.any(Number), name: 'README.md', path: null, extension: 'md', created: expect.any(String), size: 8, isCurrent: true },
        { id: expect.any(Number), name: 'logo.PNG', path: 'img', extension: 'png', created: expect.any(String), size: 8, isCurrent: true },
      ],
    });
    const stored = await storedFiles(t.server.ctx.db, res.body.submission);
    // Windows line ends become \n; an image keeps its bytes, base64-encoded.
    expect(stored.map((f) => f.code)).toEqual(['class A {}\n', '# Hello\n', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]).toString('base64')]);
    const submission = await storedSubmission(t.server.ctx.db, res.body.submission);
    expect(submission).toMatchObject({ assignmentId: assignment.id, graderId: null, isFinalized: false, grade: 10 });
  });

  it('adds a file uploaded again as a new version, and leaves archiver clutter out', async () => {
    const { assignment, tokens } = await world();
    const first = await upload(assignment.id, tokens.student, [{ name: 'Main.py', content: 'print(1)\n' }]);
    const second = await upload(assignment.id, tokens.student, [
      { name: 'Main.py', content: 'print(2)\n' },
      { name: '.DS_Store', content: 'junk' },
    ]);
    expect(second.status).toBe(201);
    expect(second.body.submission).toBe(first.body.submission);
    expect(second.body.files.map((f: { name: string }) => f.name)).toEqual(['Main.py']);
    const stored = await storedFiles(t.server.ctx.db, first.body.submission);
    expect(stored.map((f) => [f.name, f.code])).toEqual([
      ['Main.py', 'print(1)\n'],
      ['Main.py', 'print(2)\n'],
    ]);
  });

  it('gives a student one submission even when two of their first uploads race', async () => {
    const { assignment, tokens } = await world();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => upload(assignment.id, tokens.student, [{ name: `f${i}.py`, content: `x = ${i}\n` }])),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const state = await storedUploadState(t.server.ctx.db, assignment.id);
    expect(state.submissions).toHaveLength(1);
    expect(state.files.map((f) => f.name).sort()).toEqual(['f0.py', 'f1.py', 'f2.py', 'f3.py']);
  });

  it("puts the files into the submission the student shares with a partner", async () => {
    const { assignment, people, tokens } = await world();
    const shared = await createSubmission(t.server.ctx.db, assignment.id, { students: [people.student, people.otherStudent] });
    const res = await upload(assignment.id, tokens.otherStudent, [{ name: 'a.py', content: 'x = 1\n' }]);
    expect(res.status).toBe(201);
    expect(res.body.submission).toBe(shared.id);
    expect(res.body.students).toEqual([people.student.email, people.otherStudent.email].sort());
    expect((await storedFiles(t.server.ctx.db, shared.id)).map((f) => f.name)).toEqual(['a.py']);
  });

  it('refuses a finalized submission, due date or not, and changes nothing', async () => {
    const { assignment, people, tokens } = await world();
    await createSubmission(t.server.ctx.db, assignment.id, { students: [people.student], grader: people.grader, isFinalized: true });
    await createSubmission(t.server.ctx.db, assignment.id, { students: [people.otherStudent], grader: people.grader, isFinalized: true });
    const before = await storedUploadState(t.server.ctx.db, assignment.id);
    for (const token of [tokens.student, tokens.otherStudent]) {
      const res = await upload(assignment.id, token, [{ name: 'a.py', content: 'x' }]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [UPLOAD_MESSAGES.alreadyGrading] });
    }
    expect(await storedUploadState(t.server.ctx.db, assignment.id)).toEqual(before);
  });

  it('refuses uploads the assignment does not take', async () => {
    const { course, tokens } = await world();
    const closed = await createAssignment(t.server.ctx.db, course.id, { allowStudentUpload: false });
    const res = await upload(closed.id, tokens.student, [{ name: 'a.py', content: 'x' }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [UPLOAD_MESSAGES.uploadsClosed] });
    // A hidden assignment does not exist for students.
    const hidden = await createAssignment(t.server.ctx.db, course.id, { allowStudentUpload: true, isVisible: false });
    expect((await upload(hidden.id, tokens.student, [{ name: 'a.py', content: 'x' }])).status).toBe(404);
    expect(await storedUploadState(t.server.ctx.db, closed.id)).toMatchObject({ submissions: [], files: [] });
  });

  it('answers 404 outside the course, 403 to graders, and refuses an upload without files', async () => {
    const { assignment, tokens } = await world();
    const part = [{ name: 'a.py', content: 'x' }];
    expect((await upload(assignment.id, tokens.otherCourseStudent, part)).status).toBe(404);
    expect((await upload(assignment.id, tokens.otherAdmin, part)).status).toBe(404);
    expect((await upload(assignment.id, tokens.grader, part)).status).toBe(403);
    expect((await upload(assignment.id, tokens.superGrader, part)).status).toBe(403);
    expect((await upload(999_999, tokens.student, part)).status).toBe(404);
    const empty = await upload(assignment.id, tokens.student, []);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ files: [UPLOAD_MESSAGES.noFiles] });
    const json = await t.api.post(`/assignments/${assignment.id}/upload/`, { auth: tokens.student, body: { files: [] } });
    expect(json.status).toBe(415);
    expect(await storedUploadState(t.server.ctx.db, assignment.id)).toMatchObject({ submissions: [], files: [] });
  });
});
