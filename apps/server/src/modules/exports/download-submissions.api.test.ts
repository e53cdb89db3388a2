import { files } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createCourseWorld, createUser, enroll } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { ZIP_BATCH } from './submissions-zip';
import { withBlobsOfText } from '../file-blobs/text-files';

const t = useTestServer();

const modified = new Map<string, Date>();

/** Every entry of a zip: name -> bytes (directories map to null); modification dates go to `modified`. */
function readZip(bytes: Buffer): Promise<Map<string, Buffer | null>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer | null>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) {
          entries.set(entry.fileName, null);
          return zip.readEntry();
        }
        modified.set(entry.fileName, entry.getLastModDate({ forceDosFormat: false }));
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

async function download(path: string, token?: string) {
  const res = await fetch(t.server.url + path, { headers: token ? { authorization: `JWT ${token}` } : {} });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);

async function zipWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const partner = await createUser(db, { organizationId: w.organization.id, email: `zed-${w.course.id}@example.edu` });
  await enroll(db, w.course.id, partner.id, ['student']);
  const assignment = await createAssignment(db, w.course.id, { name: 'Homework 1' });
  const pair = await createSubmission(db, assignment.id, { students: [partner, w.people.student], grader: w.people.grader });
  const alone = await createSubmission(db, assignment.id, { students: [w.people.otherStudent] });
  await createFile(db, pair.id, { name: 'main.py', code: 'print("old")\n', createdAt: new Date('2026-01-01T00:00:00Z') });
  await createFile(db, pair.id, { name: 'main.py', code: 'print("new")\n', createdAt: new Date('2026-01-02T00:00:00Z') });
  await createFile(db, pair.id, { name: 'Util.java', path: 'src/', code: 'class Util {}\n', extension: 'java' });
  await createFile(db, pair.id, { name: 'pic.png', path: 'img', code: PNG.toString('base64'), extension: 'png' });
  await createFile(db, alone.id, { name: 'x.txt', path: '../../outside', code: 'café\n', extension: 'txt' });
  const pairFolder = [w.people.student.email, partner.email].sort().join('_');
  return { ...w, db, partner, assignment, pair, alone, pairFolder, path: `/assignments/${assignment.id}/downloadSubmissions/` };
}

describe('GET /assignments/:id/downloadSubmissions', () => {
  it('zips the current version of every file, a folder per submission named by its students', async () => {
    const w = await zipWorld();
    const { res, bytes } = await download(w.path, w.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9@._+-]+-Homework_1-submissions\.zip"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const entries = await readZip(bytes);
    const text = (name: string) => entries.get(name)?.toString('utf8');
    expect([...entries.keys()].sort()).toEqual(
      [
        `${w.pairFolder}/`,
        `${w.people.otherStudent.email}/`,
        `${w.pairFolder}/main.py`,
        `${w.pairFolder}/src/Util.java`,
        `${w.pairFolder}/img/pic.png`,
        `${w.people.otherStudent.email}/outside/x.txt`,
      ].sort(),
    );
    expect(text(`${w.pairFolder}/main.py`)).toBe('print("new")\n');
    expect(modified.get(`${w.pairFolder}/main.py`)?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(text(`${w.pairFolder}/src/Util.java`)).toBe('class Util {}\n');
    expect(entries.get(`${w.pairFolder}/img/pic.png`)).toEqual(PNG);
    expect(text(`${w.people.otherStudent.email}/outside/x.txt`)).toBe('café\n');
  });

  it('reads contents in batches and still writes every file', async () => {
    const w = await zipWorld();
    const many = ZIP_BATCH.maxFiles * 2 + 17;
    const rows = Array.from({ length: many }, (_, i) => ({ submissionId: w.alone.id, name: `f${i}.txt`, path: 'many', extension: 'txt', code: `file ${i}\n` }));
    await w.db.insert(files).values(await withBlobsOfText(w.db, rows));
    const entries = await readZip((await download(w.path, w.tokens.admin)).bytes);
    const folder = `${w.people.otherStudent.email}/many/`;
    const written = [...entries.keys()].filter((name) => name.startsWith(folder));
    expect(written).toHaveLength(many);
    for (const i of [0, ZIP_BATCH.maxFiles, many - 1]) expect(entries.get(`${folder}f${i}.txt`)?.toString()).toBe(`file ${i}\n`);
  });

  it('answers an assignment without submissions with an empty zip', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, w.course.id);
    const { res, bytes } = await download(`/assignments/${assignment.id}/downloadSubmissions/`, w.tokens.admin);
    expect(res.status).toBe(200);
    expect((await readZip(bytes)).size).toBe(0);
  });

  it('is for course admins: other members 403, outsiders (platform admins too) and unknown ids 404, anonymous 401', async () => {
    const w = await zipWorld();
    for (const token of [w.tokens.grader, w.tokens.superGrader, w.tokens.student]) {
      const { res, bytes } = await download(w.path, token);
      expect(res.status).toBe(403);
      expect(JSON.parse(bytes.toString())).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    for (const token of [w.tokens.otherAdmin, w.tokens.otherCourseStudent, w.tokens.platformAdmin]) {
      const { res, bytes } = await download(w.path, token);
      expect(res.status).toBe(404);
      expect(JSON.parse(bytes.toString())).toEqual({ detail: 'Not found.' });
    }
    expect((await download('/assignments/99999999/downloadSubmissions/', w.tokens.admin)).res.status).toBe(404);
    expect((await download(w.path)).res.status).toBe(401);
  });
});
