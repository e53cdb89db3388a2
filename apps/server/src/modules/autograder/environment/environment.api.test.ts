import { DEFAULT_RUN_LIMITS, MAX_RUN_LIMITS } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../../testing/factories';
import { postMultipart, type FilePart } from '../../../testing/multipart';
import { createAssignment } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';
import { buildZip } from '../../../testing/zip-archive';

const t = useTestServer({ AUTOGRADER_MAX_CPU_SECONDS: 60 });

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id);
  return { ...w, assignment, path: `/assignments/${assignment.id}/environment/` };
}

const upload = (path: string, auth: string, parts: FilePart[], fields: Record<string, string> = {}) => postMultipart(t.server.url, `${path}files/`, auth, parts, fields);

describe('GET/PATCH /assignments/{id}/environment/', () => {
  it('answers the defaults (id null) until the first change, within this server caps', async () => {
    const { path, tokens, assignment } = await world();
    const res = await t.api.get(path, { auth: tokens.grader });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: null,
      assignment: assignment.id,
      language: 'python',
      buildCommand: '',
      limits: DEFAULT_RUN_LIMITS,
      limitCaps: { ...MAX_RUN_LIMITS, cpuSeconds: 60 },
      runOnUpload: false,
      maxStudentTestRuns: null,
      nudgeLimit: null,
      testsAsTextFile: false,
      files: [],
    });
    expect((await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.admin })).body.environment).toBeNull();
  });

  it('lets admins change it, names it on the assignment, and refuses limits over the cap changing nothing', async () => {
    const { path, tokens, assignment } = await world();
    const changed = await t.api.patch(path, {
      auth: tokens.admin,
      body: { language: 'java', buildCommand: 'javac *.java', limits: { cpuSeconds: 20, memoryMb: 1024 }, runOnUpload: true, maxStudentTestRuns: 3, nudgeLimit: 1, testsAsTextFile: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: expect.any(Number),
      language: 'java',
      buildCommand: 'javac *.java',
      limits: { ...DEFAULT_RUN_LIMITS, cpuSeconds: 20, memoryMb: 1024 },
      runOnUpload: true,
      maxStudentTestRuns: 3,
      nudgeLimit: 1,
      testsAsTextFile: true,
    });
    expect((await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.admin })).body.environment).toBe(changed.body.id);

    const over = await t.api.patch(path, { auth: tokens.admin, body: { language: 'c', limits: { cpuSeconds: 61, wallSeconds: 601 } } });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ limits: ['CPU time: Ensure this value is less than or equal to 60.', 'Wall time: Ensure this value is less than or equal to 600.'] });
    const bad = await t.api.patch(path, { auth: tokens.admin, body: { language: 'cobol', limits: { memoryMb: 1.5 } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['language', 'limits']);
    expect((await t.api.get(path, { auth: tokens.admin })).body).toEqual(changed.body);
  });

  it('lets staff read and only admins write; students 403, other courses 404', async () => {
    const { path, tokens } = await world();
    expect((await t.api.get(path, { auth: tokens.superGrader })).status).toBe(200);
    expect((await t.api.get(path, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.get(path, { auth: tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.patch(path, { auth: tokens.grader, body: { runOnUpload: true } })).status).toBe(403);
    expect((await t.api.patch(path, { auth: tokens.otherAdmin, body: { runOnUpload: true } })).status).toBe(404);
    expect((await t.api.get(path, { auth: tokens.admin })).body.id).toBeNull();
  });
});

describe('/assignments/{id}/environment/files/', () => {
  it('stores helper and solution files (zips unpacked), replaces a same path, deletes, and downloads exact bytes', async () => {
    const { path, tokens } = await world();
    const data = Buffer.from([0xff, 0x00, 0x10, 0x41]);
    const helpers = await upload(path, tokens.admin, [
      { field: 'file', name: 'data/input.txt', content: '1 2\n' },
      { field: 'file', name: 'grid.png', content: data },
    ]);
    expect(helpers.status).toBe(201);
    expect(helpers.body.map((f: { path: string; role: string; size: number }) => [f.path, f.role, f.size])).toEqual([
      ['data/input.txt', 'helper', 4],
      ['grid.png', 'helper', 4],
    ]);
    const zip = await buildZip([{ name: 'solution/add.py', content: 'def add(a, b):\n    return a + b\n' }, { name: 'solution/main.py', content: 'print(1)\n' }]);
    const solution = await upload(path, tokens.admin, [{ field: 'file', name: 'solution.zip', content: zip }], { role: 'solution' });
    expect(solution.status).toBe(201);
    expect(solution.body.map((f: { path: string; role: string }) => [f.path, f.role])).toEqual([
      ['solution/add.py', 'solution'],
      ['solution/main.py', 'solution'],
    ]);
    const again = await upload(path, tokens.admin, [{ field: 'file', name: 'data/input.txt', content: '3 4 5\n' }]);
    expect(again.status).toBe(201);

    const listed = await t.api.get(`${path}files/`, { auth: tokens.grader });
    expect(listed.status).toBe(200);
    expect(listed.body.map((f: { path: string; size: number }) => [f.path, f.size])).toEqual([
      ['data/input.txt', 6],
      ['grid.png', 4],
      ['solution/add.py', 32],
      ['solution/main.py', 9],
    ]);
    const png = listed.body.find((f: { path: string }) => f.path === 'grid.png');
    const download = await fetch(`${t.server.url}${path}files/${png.id}/download/`, { headers: { authorization: `JWT ${tokens.grader}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(data);

    expect((await t.api.delete(`${path}files/${png.id}/`, { auth: tokens.grader })).status).toBe(403);
    expect((await t.api.delete(`${path}files/${png.id}/`, { auth: tokens.admin })).status).toBe(204);
    expect((await t.api.delete(`${path}files/${png.id}/`, { auth: tokens.admin })).status).toBe(404);
    expect((await t.api.get(path, { auth: tokens.admin })).body.files).toHaveLength(3);
  });

  it('refuses unsafe paths, an unknown role, students and other courses, storing nothing', async () => {
    const { path, tokens } = await world();
    const unsafe = await upload(path, tokens.admin, [{ field: 'file', name: '../etc/passwd', content: 'x' }]);
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.files).toHaveLength(1);
    const role = await upload(path, tokens.admin, [{ field: 'file', name: 'a.txt', content: 'x' }], { role: 'secret' });
    expect(role.status).toBe(400);
    expect(role.body).toEqual({ role: ['Choose helper or solution.'] });
    expect((await upload(path, tokens.student, [{ field: 'file', name: 'a.txt', content: 'x' }])).status).toBe(403);
    expect((await upload(path, tokens.otherAdmin, [{ field: 'file', name: 'a.txt', content: 'x' }])).status).toBe(404);
    expect((await t.api.get(`${path}files/`, { auth: tokens.student })).status).toBe(403);
    expect((await t.api.get(`${path}files/`, { auth: tokens.admin })).body).toEqual([]);
  });
});
