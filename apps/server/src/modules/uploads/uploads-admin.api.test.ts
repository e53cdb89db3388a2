import { SUBMISSION_MESSAGES, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload, storedFiles, storedUploadState } from './upload-testing';

// Course admins upload on behalf of students (docs/PRODUCT.md §5): several students may be named only if none of them
// already has a submission; one student's existing submission gets the files as new versions.

const t = useTestServer();
const part = [{ name: 'Main.java', content: 'class Main {}\n' }];

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  // Closed to students: admins upload all the same.
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { allowStudentUpload: false, isVisible: false });
  return { ...w, assignment };
}

describe('POST /assignments/{id}/upload/ by a course admin', () => {
  it('makes a submission for one student, or for several together', async () => {
    const { assignment, course, organization, people, tokens } = await world();
    const one = await postUpload(t.server.url, assignment.id, tokens.admin, part, { students: [people.student.email.toUpperCase()] });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ students: [people.student.email], lateDayCreditsUsed: 0 });
    const third = await createUser(t.server.ctx.db, { organizationId: organization.id });
    const fourth = await createUser(t.server.ctx.db, { organizationId: organization.id });
    await enroll(t.server.ctx.db, course.id, third.id, ['student']);
    await enroll(t.server.ctx.db, course.id, fourth.id, ['student']);
    const pair = await postUpload(t.server.url, assignment.id, tokens.admin, part, { studentsJson: [third.email, fourth.email] });
    expect(pair.status).toBe(201);
    expect(pair.body.students).toEqual([third.email, fourth.email].sort());
    expect((await storedUploadState(t.server.ctx.db, assignment.id)).submissions).toHaveLength(2);
  });

  it("adds new versions to a student's existing submission, even one in grading", async () => {
    const { assignment, people, tokens } = await world();
    const existing = await createSubmission(t.server.ctx.db, assignment.id, { students: [people.student, people.otherStudent], grader: people.grader });
    await createFile(t.server.ctx.db, existing.id, { name: 'Main.java', code: 'old', extension: 'java' });
    const res = await postUpload(t.server.url, assignment.id, tokens.admin, part, { students: [people.student.email] });
    expect(res.status).toBe(201);
    expect(res.body.submission).toBe(existing.id);
    expect(res.body.students).toEqual([people.student.email, people.otherStudent.email].sort());
    expect((await storedFiles(t.server.ctx.db, existing.id)).map((f) => f.code)).toEqual(['old', 'class Main {}\n']);
  });

  it('refuses several students when any already has a submission, naming who', async () => {
    const { assignment, people, tokens } = await world();
    await createSubmission(t.server.ctx.db, assignment.id, { students: [people.otherStudent] });
    const before = await storedUploadState(t.server.ctx.db, assignment.id);
    const res = await postUpload(t.server.url, assignment.id, tokens.admin, part, { students: [people.student.email, people.otherStudent.email] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ students: [SUBMISSION_MESSAGES.alreadySubmitted(people.otherStudent.email)] });
    expect(await storedUploadState(t.server.ctx.db, assignment.id)).toEqual(before);
  });

  it('needs students, each an active student of the course', async () => {
    const { assignment, people, tokens } = await world();
    const none = await postUpload(t.server.url, assignment.id, tokens.admin, part);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ students: [UPLOAD_MESSAGES.studentsRequired] });
    const res = await postUpload(t.server.url, assignment.id, tokens.admin, part, { students: [people.student.email, people.grader.email, 'nobody@example.edu'] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ students: [SUBMISSION_MESSAGES.notAStudent(people.grader.email), SUBMISSION_MESSAGES.notAStudent('nobody@example.edu')] });
    const malformed = await postUpload(t.server.url, assignment.id, tokens.admin, part, { students: ['not an e-mail'] });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body)).toEqual(['students']);
    expect(await storedUploadState(t.server.ctx.db, assignment.id)).toEqual({ submissions: [], students: [], files: [] });
  });

  it('answers platform admins and admins of other courses 404, as any outsider, storing nothing', async () => {
    const { assignment, people, tokens } = await world();
    for (const auth of [tokens.platformAdmin, tokens.otherAdmin]) {
      const res = await postUpload(t.server.url, assignment.id, auth, part, { students: [people.student.email] });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    const student = await tokenFor(t.server.ctx, people.otherStudent);
    // A student naming others uploads to their own submission only (and here the assignment is hidden).
    expect((await postUpload(t.server.url, assignment.id, student, part, { students: [people.student.email] })).status).toBe(404);
    expect(await storedUploadState(t.server.ctx.db, assignment.id)).toEqual({ submissions: [], students: [], files: [] });
  });
});
