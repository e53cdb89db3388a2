import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileBlobs, files } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { readZipFiles } from '../../testing/read-zip';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { buildZip } from '../../testing/zip-archive';
import { postUpload, storedFiles } from '../uploads/upload-testing';
import { currentSubmissionFileBytes } from './submission-bytes';

// Files keep the bytes they were handed in with (docs/ARCHITECTURE.md, "Files and their bytes"): whatever the
// text view makes of them, the download and the submissions zip give back exactly what arrived.

const t = useTestServer();

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201c6a4ad760000000049454e44ae426082', 'hex');
const CRLF = Buffer.from('first line\r\nsecond line\r\n', 'utf8');
// "café, naïve" in Latin-1: é and ï are single bytes that are not UTF-8.
const LATIN1 = Buffer.from('caf\u00e9, na\u00efve\n', 'latin1');
const SAMPLES = [
  { name: 'logo.png', bytes: PNG, type: 'image/png' },
  { name: 'notes.txt', bytes: CRLF, type: 'text/plain; charset=utf-8' },
  { name: 'legacy.c', bytes: LATIN1, type: 'application/octet-stream' },
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { allowStudentUpload: true, name: 'Bytes' });
  return { ...w, assignment };
}

async function fetchBytes(path: string, token: string) {
  const res = await fetch(t.server.url + path, { headers: { authorization: `JWT ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Checks each sample against the download of its stored file and against the submissions zip. */
async function expectExactEverywhere(w: Awaited<ReturnType<typeof world>>, submissionId: number, folder: string) {
  const stored = await storedFiles(t.server.ctx.db, submissionId);
  for (const sample of SAMPLES) {
    const file = stored.find((row) => row.name === sample.name)!;
    const { res, bytes } = await fetchBytes(`/files/${file.id}/download/`, w.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(sample.type);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${sample.name}"; filename*=UTF-8''${sample.name}`);
    expect(bytes.equals(sample.bytes)).toBe(true);
  }
  const zip = await fetchBytes(`/assignments/${w.assignment.id}/downloadSubmissions/`, w.tokens.admin);
  expect(zip.res.status).toBe(200);
  const entries = await readZipFiles(zip.bytes);
  for (const sample of SAMPLES) expect(entries.get(`${folder}${sample.name}`)?.equals(sample.bytes)).toBe(true);
}

describe('bytes of uploaded files', () => {
  it('come back byte-identical from the download and the zip export after a multipart upload', async () => {
    const w = await world();
    const res = await postUpload(t.server.url, w.assignment.id, w.tokens.student, SAMPLES.map((s) => ({ name: `sub/${s.name}`, content: s.bytes })));
    expect(res.status).toBe(201);
    await expectExactEverywhere(w, res.body.submission, `${w.people.student.email}/sub/`);
    // The text view that comments anchor to is unchanged: line endings normalised, invalid UTF-8 replaced.
    const text = await t.api.get(`/files/${res.body.files[1].id}/`, { auth: w.tokens.admin });
    expect(text.body.code).toBe('first line\nsecond line\n');
    const latin = await t.api.get(`/files/${res.body.files[2].id}/`, { auth: w.tokens.admin });
    expect(latin.body.code).toBe('caf\ufffd, na\ufffdve\n');
  });

  it('come back byte-identical after a zip upload', async () => {
    const w = await world();
    const zip = await buildZip(SAMPLES.map((s) => ({ name: `project/${s.name}`, content: s.bytes })));
    const res = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'handin.zip', content: zip }]);
    expect(res.status).toBe(201);
    await expectExactEverywhere(w, res.body.submission, `${w.people.student.email}/project/`);
  });

  it('are stored once when the same bytes arrive twice', async () => {
    const w = await world();
    const db = t.server.ctx.db;
    const first = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'logo.png', content: PNG }]);
    const second = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'copy/logo.png', content: PNG }]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const rows = await storedFiles(db, first.body.submission);
    expect(rows.map((row) => row.blobSha256)).toEqual([sha256(PNG), sha256(PNG)]);
    expect(await db.select({ size: fileBlobs.size }).from(fileBlobs).where(eq(fileBlobs.sha256, sha256(PNG)))).toEqual([{ size: PNG.length }]);
  });

  it('are stored once when two students send the same new bytes at the same time', async () => {
    const w = await world();
    const same = Buffer.concat([PNG, Buffer.from(`${w.assignment.id}`)]);
    const parts = [{ name: 'a.png', content: same }, { name: 'b.txt', content: Buffer.from(`other ${w.assignment.id}`) }];
    const answers = await Promise.all([w.tokens.student, w.tokens.otherStudent].map((auth) => postUpload(t.server.url, w.assignment.id, auth, parts)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const blobs = await t.server.ctx.db.select({ sha256: fileBlobs.sha256 }).from(fileBlobs).where(eq(fileBlobs.sha256, sha256(same)));
    expect(blobs).toHaveLength(1);
  });
});

describe('bytes of files written as text through the JSON API', () => {
  it('are the text as UTF-8; new text brings new bytes, a rename keeps them', async () => {
    const w = await world();
    const submission = await createSubmission(t.server.ctx.db, w.assignment.id, { students: [w.people.student], grader: w.people.grader });
    const created = await t.api.post('/files/', { auth: w.tokens.grader, body: { name: 'main.py', code: 'print("é")\r\n', submission: submission.id } });
    expect(created.status).toBe(201);
    const path = `/files/${created.body.id}/download/`;
    expect((await fetchBytes(path, w.tokens.grader)).bytes.toString('utf8')).toBe('print("é")\n');
    await t.api.patch(`/files/${created.body.id}/`, { auth: w.tokens.grader, body: { code: 'print(2)\n' } });
    expect((await fetchBytes(path, w.tokens.grader)).bytes.toString('utf8')).toBe('print(2)\n');
    await t.api.patch(`/files/${created.body.id}/`, { auth: w.tokens.grader, body: { name: 'renamed.py' } });
    const renamed = await fetchBytes(path, w.tokens.grader);
    expect(renamed.bytes.toString('utf8')).toBe('print(2)\n');
    expect(renamed.res.headers.get('content-disposition')).toContain('filename="renamed.py"');
  });

  it('of an image written as base64 text are the decoded image', async () => {
    const w = await world();
    const submission = await createSubmission(t.server.ctx.db, w.assignment.id, { students: [w.people.student], grader: w.people.grader });
    const created = await t.api.post('/files/', { auth: w.tokens.grader, body: { name: 'chart.png', extension: 'png', code: PNG.toString('base64'), submission: submission.id } });
    expect((await fetchBytes(`/files/${created.body.id}/download/`, w.tokens.grader)).bytes.equals(PNG)).toBe(true);
  });
});

describe('GET /files/:id/download/', () => {
  it('answers 404 outside the caller\'s courses and to a missing file, and names the file in UTF-8', async () => {
    const w = await world();
    const submission = await createSubmission(t.server.ctx.db, w.assignment.id, { students: [w.people.student], grader: w.people.grader });
    const file = await createFile(t.server.ctx.db, submission.id, { name: 'résumé (1).md', extension: 'md', code: '# CV\n' });
    expect((await fetchBytes(`/files/${file.id}/download/`, w.tokens.otherAdmin)).res.status).toBe(404);
    expect((await fetchBytes(`/files/${file.id + 100000}/download/`, w.tokens.admin)).res.status).toBe(404);
    const { res } = await fetchBytes(`/files/${file.id}/download/`, w.tokens.admin);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="r_sum_1_.md"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29.md`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('currentSubmissionFileBytes', () => {
  it('gives the current version of each file of a submission with its exact bytes and hash', async () => {
    const w = await world();
    const db = t.server.ctx.db;
    const res = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [
      { name: 'src/Main.java', content: 'old\r\n' },
      { name: 'legacy.c', content: LATIN1 },
    ]);
    await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'src/Main.java', content: 'new\r\n' }]);
    const current = await currentSubmissionFileBytes(db, res.body.submission);
    expect(current.map(({ fileId, ...rest }) => ({ ...rest, id: typeof fileId }))).toEqual([
      { name: 'legacy.c', path: null, bytes: LATIN1, sha256: sha256(LATIN1), id: 'number' },
      { name: 'Main.java', path: 'src', bytes: Buffer.from('new\r\n'), sha256: sha256(Buffer.from('new\r\n')), id: 'number' },
    ]);
    expect(await currentSubmissionFileBytes(db, res.body.submission + 100000)).toEqual([]);
    expect((await db.select({ id: files.id }).from(files).where(eq(files.submissionId, res.body.submission))).length).toBe(3);
  });
});
