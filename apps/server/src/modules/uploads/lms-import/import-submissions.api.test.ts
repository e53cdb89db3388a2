import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll } from '../../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../../testing/submission-factories';
import type { ApiResponse } from '../../../testing/http-client';
import { useTestServer } from '../../../testing/use-test-server';
import { buildZip, type ZipEntry } from '../../../testing/zip-archive';
import { storedFiles, storedUploadState } from '../upload-testing';

// POST /assignments/{id}/importSubmissions/: Canvas's and Moodle's "download all submissions" zips, each student
// found through the LMS's roster export, each import a new version (docs/LMS-FILES.md).

const t = useTestServer();

const sample = (name: string) => readFileSync(new URL(`../../../../../../docs/lms-files/${name}`, import.meta.url));

async function post(assignmentId: number, auth: string, options: { format?: string; dryRun?: boolean; zip?: ZipEntry[] | Buffer; roster?: string }) {
  const form = new FormData();
  if (options.format) form.append('format', options.format);
  if (options.dryRun) form.append('dryRun', 'true');
  if (options.roster !== undefined) form.append('files', new Blob([options.roster]), 'roster.csv');
  const zipBytes = Buffer.isBuffer(options.zip) ? options.zip : options.zip && (await buildZip(options.zip));
  if (zipBytes) form.append('files', new Blob([new Uint8Array(zipBytes)]), 'submissions.zip');
  const res = await fetch(`${t.server.url}/assignments/${assignmentId}/importSubmissions/`, { method: 'POST', headers: { authorization: `JWT ${auth}` }, body: form });
  const answer: Pick<ApiResponse, 'status' | 'body'> = { status: res.status, body: await res.json() };
  return answer;
}

async function canvasWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { name: 'Homework 1' });
  const stranger = await createUser(db, { organizationId: w.organization.id });
  const roster = [
    'Student,ID,SIS User ID,SIS Login ID,Section',
    '    Points Possible,,,,',
    `"Okafor, Nia",5101,1,${w.people.student.email},Lab A`,
    `"Ito, Sam",5102,2,${w.people.otherStudent.email},Lab B`,
    `"Vance, Lee",5103,3,${stranger.email},Lab B`,
    '"Brandt, Tomas",5104,4,tbrandt,Lab B',
  ].join('\r\n');
  const zip: ZipEntry[] = [
    { name: 'okafornia_5101_9001_hw1.py', content: 'print(1)\n' },
    { name: 'okafornia_5101_9001_util.py', content: 'x = 1\n' },
    { name: 'itosam_LATE_5102_9002_hw1.py', content: 'print(2)\n' },
    { name: 'vancelee_5103_9003_hw1.py', content: 'print(3)\n' },
    { name: 'brandttomas_5104_9004_hw1.py', content: 'print(4)\n' },
    { name: 'someone_5999_9005_hw1.py', content: 'print(5)\n' },
    { name: 'readme.txt', content: 'notes\n' },
  ];
  return { ...w, db, assignment, stranger, roster, zip };
}

describe('POST /assignments/:id/importSubmissions/', () => {
  it('previews a Canvas zip: students found by Canvas ID through the gradebook export, the rest reported, nothing stored', async () => {
    const w = await canvasWorld();
    const before = await storedUploadState(w.db, w.assignment.id);
    const res = await post(w.assignment.id, w.tokens.admin, { format: 'canvas', dryRun: true, roster: w.roster, zip: w.zip });
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(false);
    expect(res.body.imported).toEqual([
      { email: w.people.student.email, name: 'Okafor, Nia', files: ['hw1.py', 'util.py'], submission: null },
      { email: w.people.otherStudent.email, name: 'Ito, Sam', files: ['hw1.py'], submission: null },
    ]);
    expect(res.body.unmatched).toEqual([
      { entry: 'brandttomas_5104_9004_hw1.py', reason: 'The roster export has no e-mail for Brandt, Tomas.' },
      { entry: 'someone_5999_9005_hw1.py', reason: 'Nobody in the roster export is someone (Canvas ID 5999).' },
      { entry: 'readme.txt', reason: "Not named as Canvas names a student's file." },
      { entry: `${w.stranger.email}: hw1.py`, reason: `${w.stranger.email} is not a student of this course.` },
    ]);
    expect(await storedUploadState(w.db, w.assignment.id)).toEqual(before);
  });

  it('imports each student found as a new version of their submission, one submission.uploaded each', async () => {
    const w = await canvasWorld();
    const existing = await createSubmission(w.db, w.assignment.id, { students: [w.people.otherStudent] });
    await createFile(w.db, existing.id, { name: 'hw1.py', code: 'print(0)\n' });
    const res = await post(w.assignment.id, w.tokens.admin, { format: 'canvas', roster: w.roster, zip: w.zip });
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(true);
    const [first, second] = res.body.imported;
    expect(second.submission).toBe(existing.id);
    expect(first.submission).not.toBe(existing.id);
    const versions = await storedFiles(w.db, existing.id);
    expect(versions.map((file) => [file.name, file.code])).toEqual([
      ['hw1.py', 'print(0)\n'],
      ['hw1.py', 'print(2)\n'],
    ]);
    expect((await storedFiles(w.db, first.submission)).map((file) => file.name)).toEqual(['hw1.py', 'util.py']);
    const events = await w.db.select().from(auditEvents).where(and(eq(auditEvents.courseId, w.course.id), eq(auditEvents.type, 'submission.uploaded')));
    expect(events.map((event) => event.objectId).sort()).toEqual([first.submission, existing.id].sort());
  });

  it('imports a Moodle zip: a folder per student, found by full name through the participants download', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, w.course.id, { name: 'Lab' });
    const roster = `\uFEFFFirst name,Last name,Email address,Roles\r\nNia,Okafor,${w.people.student.email},Student\r\nNia,Okafor,twin@northfield.edu,Student\r\nSam,Ito,${w.people.otherStudent.email},Student\r\n`;
    const zip: ZipEntry[] = [
      { name: 'Sam Ito_77_assignsubmission_file_/src/Main.java', content: 'class Main {}\n' },
      { name: 'Sam Ito_77_assignsubmission_onlinetext_/onlinetext.html', content: '<p>hi</p>\n' },
      { name: 'Nia Okafor_78_assignsubmission_file_/main.py', content: 'print(1)\n' },
    ];
    const res = await post(assignment.id, w.tokens.admin, { format: 'moodle', roster, zip });
    expect(res.status).toBe(200);
    expect(res.body.imported).toEqual([expect.objectContaining({ email: w.people.otherStudent.email, name: 'Sam Ito', files: ['src/Main.java', 'onlinetext.html'] })]);
    expect(res.body.unmatched).toEqual([{ entry: 'Nia Okafor_78_assignsubmission_file_/main.py', reason: 'Several people in the roster export are named Nia Okafor.' }]);
    const stored = await storedFiles(t.server.ctx.db, res.body.imported[0].submission);
    expect(stored.map((file) => [file.path, file.name])).toEqual([
      ['src', 'Main.java'],
      [null, 'onlinetext.html'],
    ]);
  });

  it('reads the sample zips of docs/lms-files/ with their sample roster exports', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, w.course.id, { name: 'Homework 1' });
    for (const email of ['nia.okafor@northfield.edu', 'sam.ito@northfield.edu']) {
      await enroll(db, w.course.id, (await createUser(db, { organizationId: w.organization.id, email })).id, ['student']);
    }
    const canvas = await post(assignment.id, w.tokens.admin, { format: 'canvas', dryRun: true, roster: sample('canvas-gradebook.csv').toString('utf8'), zip: sample('canvas-submissions.zip') });
    expect(canvas.body.imported.map((row: { email: string; files: string[] }) => [row.email, row.files])).toEqual([
      ['nia.okafor@northfield.edu', ['hw1.py', 'utils.py']],
      ['sam.ito@northfield.edu', ['hw1.py']],
    ]);
    expect(canvas.body.unmatched).toEqual([{ entry: 'brandttomas_5103_880003_hw1.py', reason: 'The roster export has no e-mail for Brandt, Tomas.' }]);
    const moodle = await post(assignment.id, w.tokens.admin, { format: 'moodle', dryRun: true, roster: sample('moodle-participants.csv').toString('utf8'), zip: sample('moodle-submissions.zip') });
    expect(moodle.body.imported.map((row: { email: string; files: string[] }) => [row.email, row.files])).toEqual([
      ['nia.okafor@northfield.edu', ['hw1.py', 'src/utils.py']],
      ['sam.ito@northfield.edu', ['hw1.py', 'onlinetext.html']],
    ]);
    expect(moodle.body.unmatched).toEqual([]);
  });

  it('checks the request: the format, one zip, the roster export; course admins only', async () => {
    const w = await canvasWorld();
    const before = await storedUploadState(w.db, w.assignment.id);
    expect((await post(w.assignment.id, w.tokens.admin, { roster: w.roster, zip: w.zip })).body).toEqual({ format: ['Choose the LMS the zip comes from: canvas or moodle.'] });
    expect((await post(w.assignment.id, w.tokens.admin, { format: 'canvas', roster: w.roster })).body).toEqual({ zip: ['Choose the one zip Canvas downloaded with all submissions.'] });
    expect((await post(w.assignment.id, w.tokens.admin, { format: 'canvas', zip: w.zip })).body).toEqual({ roster: ['Choose the Canvas roster export that names the students of the zip.'] });
    const wrongRoster = await post(w.assignment.id, w.tokens.admin, { format: 'moodle', roster: w.roster, zip: w.zip });
    expect(wrongRoster.status).toBe(400);
    expect(wrongRoster.body.file[0]).toMatch(/^This is not a Moodle/);
    expect((await post(w.assignment.id, w.tokens.grader, { format: 'canvas', roster: w.roster, zip: w.zip })).status).toBe(403);
    expect((await post(w.assignment.id, w.tokens.otherAdmin, { format: 'canvas', roster: w.roster, zip: w.zip })).status).toBe(404);
    expect(await storedUploadState(w.db, w.assignment.id)).toEqual(before);
  });
});
