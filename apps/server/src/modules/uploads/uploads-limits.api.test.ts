import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload, storedFiles, streamEndlessUpload } from './upload-testing';

// What keeps uploads from filling the server: a storage quota per submission that repeated uploads cannot pass,
// and bodies refused as soon as they pass the limits rather than read to their end.

const QUOTA = 10_000;
const t = useTestServer({ SUBMISSION_STORAGE_QUOTA_BYTES: QUOTA });

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { allowStudentUpload: true });
  return { ...w, assignment };
}

describe('the storage quota of a submission', () => {
  it('counts every version, refuses the upload that would pass it and keeps what was stored', async () => {
    const { assignment, tokens } = await world();
    const part = { name: 'main.py', content: 'x'.repeat(4_000) };
    const first = await postUpload(t.server.url, assignment.id, tokens.student, [part]);
    expect(first.status).toBe(201);
    expect((await postUpload(t.server.url, assignment.id, tokens.student, [part])).status).toBe(201);
    const third = await postUpload(t.server.url, assignment.id, tokens.student, [part]);
    expect(third.status).toBe(400);
    expect(third.body).toEqual({ files: [UPLOAD_MESSAGES.storageFull(QUOTA)] });
    expect(await storedFiles(t.server.ctx.db, first.body.submission)).toHaveLength(2);
    // What still fits is taken.
    expect((await postUpload(t.server.url, assignment.id, tokens.student, [{ name: 'notes.txt', content: 'y'.repeat(2_000) }])).status).toBe(201);
  });

  it('holds for course admins uploading for a student too', async () => {
    const { assignment, people, tokens } = await world();
    const big = { name: 'main.py', content: 'x'.repeat(QUOTA + 1) };
    const res = await postUpload(t.server.url, assignment.id, tokens.admin, [big], { students: [people.student.email] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ files: [UPLOAD_MESSAGES.storageFull(QUOTA)] });
  });
});

describe('bodies past the limits', () => {
  it('answers a file part that never ends once it passes the file limit, without reading the rest', async () => {
    const { assignment, tokens } = await world();
    const cap = 10 * UPLOAD_LIMITS.maxTotalBytes;
    const res = await streamEndlessUpload(t.server.url, assignment.id, tokens.student, { capBytes: cap });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ files: [UPLOAD_MESSAGES.fileTooLarge('endless.txt')] });
    expect(res.written).toBeLessThan(cap);
  });

  it('refuses a body announced larger than any upload before reading it', async () => {
    const { assignment, tokens } = await world();
    const res = await streamEndlessUpload(t.server.url, assignment.id, tokens.student, { capBytes: 1024 * 1024, contentLength: 10 * UPLOAD_LIMITS.maxTotalBytes });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ files: [UPLOAD_MESSAGES.totalTooLarge] });
  });
});
