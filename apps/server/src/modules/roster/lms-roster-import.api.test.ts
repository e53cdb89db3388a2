import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { auditEvents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { createCourseWorld } from '../../testing/factories';
import { storedRoster, storedSections } from '../../testing/roster-factories';

// Roster import from LMS exports (docs/LMS-FILES.md): the sample files of docs/lms-files/ read through the
// same preview and rules as a CSV import.

const t = useTestServer();

type World = Awaited<ReturnType<typeof createCourseWorld>>;
type ResultRow = { email: string; role: string | null; section: string | null; outcome: string; errors: string[]; line?: number; name?: string };

const sample = (name: string) => readFileSync(new URL(`../../../../../docs/lms-files/${name}`, import.meta.url), 'utf8');

function importExport(w: World, format: string, file: string, options: { dryRun?: boolean; replace?: boolean } = {}) {
  return t.api.post(`/courses/${w.course.id}/importRoster/`, { auth: w.tokens.admin, body: { format, file, ...options } });
}

async function snapshot(w: World) {
  const { db } = t.server.ctx;
  return { roster: await storedRoster(db, w.course.id), sections: await storedSections(db, w.course.id) };
}

/** The parts of each row that do not depend on which accounts earlier tests created. */
const placed = (rows: ResultRow[]) => rows.map(({ line, name, email, role, section, errors }) => ({ line, name, email, role, section, errors }));

describe('POST /courses/{id}/importRoster/ with an LMS export', () => {
  it('reads a Canvas gradebook export: students by SIS login, sections, no e-mail said on its row', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const before = await snapshot(w);
    const res = await importExport(w, 'canvas', sample('canvas-gradebook.csv'), { dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('canvas');
    expect(res.body.applied).toBe(false);
    expect(placed(res.body.rows)).toEqual([
      { line: 3, name: 'Okafor, Nia', email: 'nia.okafor@northfield.edu', role: 'students', section: 'Lab A', errors: [] },
      { line: 4, name: 'Ito, Sam', email: 'sam.ito@northfield.edu', role: 'students', section: 'Lab B', errors: [] },
      {
        line: 5,
        name: 'Brandt, Tomas',
        email: '',
        role: 'students',
        section: 'Lab B',
        errors: ['This Canvas export has no e-mail for Brandt, Tomas (login "tbrandt"). Type their e-mail in, or remove the row.'],
      },
    ]);
    expect(res.body.rows[2].outcome).toBe('error');
    expect(res.body.rows[2].problems).toEqual(res.body.rows[2].errors);
    expect(res.body.rows[0].problems).toBeUndefined();
    expect(res.body.errorCount).toBe(1);
    expect(await snapshot(w)).toEqual(before);
  });

  it('refuses to apply an export with rows it cannot place, changing nothing and recording nothing', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const before = await snapshot(w);
    const res = await importExport(w, 'lms', sample('canvas-gradebook.csv'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ rows: ['Row 3: This Canvas export has no e-mail for Brandt, Tomas (login "tbrandt"). Type their e-mail in, or remove the row.'] });
    expect(await snapshot(w)).toEqual(before);
    const events = await t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.courseId, w.course.id));
    expect(events).toEqual([]);
  });

  it('reads a Moodle participants download: roles, one group as the section, several groups refused', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const res = await importExport(w, 'moodle', sample('moodle-participants.csv'), { dryRun: true });
    expect(res.status).toBe(200);
    expect(placed(res.body.rows)).toEqual([
      { line: 2, name: 'Nia Okafor', email: 'nia.okafor@northfield.edu', role: 'students', section: 'Lab A', errors: [] },
      {
        line: 3,
        name: 'Sam Ito',
        email: 'sam.ito@northfield.edu',
        role: 'students',
        section: null,
        errors: ['In several Moodle groups (Lab A, Lab B); a student has one section. Keep one, or remove the row.'],
      },
      { line: 4, name: 'Priya Raman', email: 'priya.raman@northfield.edu', role: 'graders', section: 'Lab A', errors: [] },
      { line: 5, name: 'Lee Chen', email: 'lee.chen@northfield.edu', role: 'courseAdmins', section: null, errors: [] },
    ]);
  });

  it('applies a Moodle export through the roster rules and records one roster.changed', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const stamp = `${w.course.id}`;
    const file = [
      'First name,Last name,Email address,Roles,Groups',
      `Ada,Quill,ada.quill.${stamp}@northfield.edu,Student,Lab C`,
      `Ben,Ray,ben.ray.${stamp}@northfield.edu,"Student, Non-editing teacher",Lab C`,
      `Cy,Moss,${w.people.student.email},Student,No groups`,
      '',
    ].join('\r\n');
    const res = await importExport(w, 'lms', file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: true, format: 'moodle', errorCount: 0, newSections: ['Lab C'] });
    const roster = await storedRoster(t.server.ctx.db, w.course.id);
    expect(roster.active).toContain(`ada.quill.${stamp}@northfield.edu student`);
    expect(roster.active).toContain(`ben.ray.${stamp}@northfield.edu grader`);
    const sections = await storedSections(t.server.ctx.db, w.course.id);
    expect(sections['Lab C']).toEqual({ students: [`ada.quill.${stamp}@northfield.edu`], leaders: [`ben.ray.${stamp}@northfield.edu`] });
    const events = await t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.courseId, w.course.id)).orderBy(asc(auditEvents.id));
    expect(events.map((event) => event.type)).toEqual(['roster.changed']);
    expect(events[0]!.data).toMatchObject({ change: 'import', format: 'moodle', rows: 3 });
  });

  it('reads a Blackboard Grade Center download, comma- or tab-separated, e-mail usernames only', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const res = await importExport(w, 'blackboard', sample('blackboard-grade-center.csv'), { dryRun: true });
    expect(res.status).toBe(200);
    expect(placed(res.body.rows)).toEqual([
      { line: 2, name: 'Nia Okafor', email: 'nia.okafor@northfield.edu', role: 'students', section: null, errors: [] },
      {
        line: 3,
        name: 'Tomas Brandt',
        email: '',
        role: 'students',
        section: null,
        errors: ['This Blackboard export has no e-mail for Tomas Brandt (login "tbrandt"). Type their e-mail in, or remove the row.'],
      },
    ]);
    const offline = '\uFEFF"Last Name"\t"First Name"\t"Username"\t"Student ID"\t"Last Access"\t"Availability"\r\n"Okafor"\t"Nia"\t"nia.okafor@northfield.edu"\t"1"\t""\t"Yes"\r\n';
    const tabbed = await importExport(w, 'lms', offline, { dryRun: true });
    expect(tabbed.body.format).toBe('blackboard');
    expect(placed(tabbed.body.rows)).toEqual([{ line: 2, name: 'Nia Okafor', email: 'nia.okafor@northfield.edu', role: 'students', section: null, errors: [] }]);
  });

  it('reads a Brightspace grades export: "#" usernames, the Email column, sections', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const res = await importExport(w, 'lms', sample('brightspace-grades.csv'), { dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('brightspace');
    expect(placed(res.body.rows)).toEqual([
      { line: 2, name: 'Nia Okafor', email: 'nia.okafor@northfield.edu', role: 'students', section: 'Lab A', errors: [] },
      { line: 3, name: 'Sam Ito', email: 'sam.ito@northfield.edu', role: 'students', section: 'Lab B', errors: [] },
      {
        line: 4,
        name: 'Tomas Brandt',
        email: '',
        role: 'students',
        section: 'Lab B',
        errors: ['This Brightspace export has no e-mail for Tomas Brandt (login "tbrandt"). Type their e-mail in, or remove the row.'],
      },
    ]);
  });

  it('refuses a file that is not the export named, or no export at all, under file', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const wrong = await importExport(w, 'canvas', sample('moodle-participants.csv'), { dryRun: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ file: ['This is not a Canvas gradebook export (columns Student, ID, SIS User ID, SIS Login ID, Section).'] });
    const unknown = await importExport(w, 'lms', 'email,role\nnia@northfield.edu,student\n', { dryRun: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      file: ['This file is not a roster export Marginalia can read: its first row should be the column names of a Canvas, Moodle, Blackboard or Brightspace export.'],
    });
    const headerOnly = await importExport(w, 'moodle', 'First name,Last name,Email address\n', { dryRun: true });
    expect(headerOnly.body).toEqual({ file: ['The export has no people in it.'] });
    const missing = await t.api.post(`/courses/${w.course.id}/importRoster/`, { auth: w.tokens.admin, body: { format: 'moodle' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ file: ['This field is required.'] });
  });

  it('answers 404 outside the caller’s courses and 403 to a grader, before reading the file', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const other = await createCourseWorld(t.server.ctx);
    const outside = await t.api.post(`/courses/${other.course.id}/importRoster/`, { auth: w.tokens.admin, body: { format: 'lms', file: 'nonsense' } });
    expect(outside.status).toBe(404);
    const grader = await t.api.post(`/courses/${w.course.id}/importRoster/`, { auth: w.tokens.grader, body: { format: 'lms', file: 'nonsense' } });
    expect(grader.status).toBe(403);
  });
});
