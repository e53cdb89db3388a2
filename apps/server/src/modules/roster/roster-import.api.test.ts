import { ROSTER_MESSAGES } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection, findUserByEmail, storedRoster, storedSections } from '../../testing/roster-factories';

const t = useTestServer();

type World = Awaited<ReturnType<typeof createCourseWorld>>;
type Row = { email: string; role: string; section?: string };

function importRoster(w: World, rows: Row[], options: { replace?: boolean; dryRun?: boolean; auth?: string } = {}) {
  const { auth = w.tokens.admin, ...flags } = options;
  return t.api.post(`/courses/${w.course.id}/importRoster/`, { auth, body: { rows, ...flags } });
}

async function snapshot(w: World) {
  const { db } = t.server.ctx;
  return { roster: await storedRoster(db, w.course.id), sections: await storedSections(db, w.course.id) };
}

describe('POST /courses/{id}/importRoster/ — checking rows', () => {
  it('previews each row’s outcome and errors in a dry run, writing nothing', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const { people: p } = w;
    const former = await createUser(db, { organizationId: w.organization.id });
    await enroll(db, w.course.id, former.id, ['student'], false);
    const outsider = await createUser(db, { organizationId: w.organization.id });
    await createSection(db, w.course.id, 'Existing');
    const before = await snapshot(w);

    const res = await importRoster(
      w,
      [
        { email: 'New.One@Example.edu', role: 'Student', section: ' Fresh ' },
        { email: former.email, role: 'students' },
        { email: p.student.email, role: 'student', section: 'Existing' },
        { email: outsider.email, role: 'TA' },
        { email: 'not an email', role: 'student' },
        { email: p.otherStudent.email, role: 'professor' },
        { email: p.grader.email, role: 'grader', section: 'x'.repeat(17) },
        { email: p.student.email.toUpperCase(), role: 'student' },
        { email: p.superGrader.email, role: 'Super Grader', section: '' },
      ],
      { dryRun: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(false);
    expect(res.body.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'newUser',
      'reenrolled',
      'moved',
      'added',
      'error',
      'error',
      'error',
      'error',
      'unchanged',
    ]);
    expect(res.body.rows[0]).toEqual({ email: 'new.one@example.edu', role: 'students', section: 'Fresh', outcome: 'newUser', errors: [] });
    expect(res.body.rows[4]).toEqual({ email: 'not an email', role: 'students', section: null, outcome: 'error', errors: ['Enter a valid email address.'] });
    expect(res.body.rows[5].errors).toEqual(['Unknown role "professor". Use student, grader, super grader or admin.']);
    expect(res.body.rows[5].role).toBeNull();
    expect(res.body.rows[6].errors).toEqual(['A section name has at most 16 characters.']);
    expect(res.body.rows[7].errors).toEqual(['Duplicate of row 3.']);
    expect(res.body.rows[8].section).toBeNull();
    expect(res.body.newSections).toEqual(['Fresh']);
    expect(res.body.removals).toEqual([]);
    expect(res.body.fileErrors).toEqual([]);
    expect(res.body.errorCount).toBe(4);
    expect(await snapshot(w)).toEqual(before);
    expect(await findUserByEmail(db, 'new.one@example.edu')).toBeNull();
  });

  it('refuses to apply a file with errors, naming each row, and changes nothing', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const before = await snapshot(w);
    const res = await importRoster(w, [
      { email: 'fine@example.edu', role: 'student', section: 'New' },
      { email: 'fine@example', role: 'student' },
      { email: 'also-fine@example.edu', role: 'dean' },
      { email: 'fine@example.edu', role: 'student' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      rows: [
        'Row 2: Enter a valid email address.',
        'Row 3: Unknown role "dean". Use student, grader, super grader or admin.',
        'Row 4: Duplicate of row 1.',
      ],
    });
    expect(await snapshot(w)).toEqual(before);
    expect(await findUserByEmail(t.server.ctx.db, 'fine@example.edu')).toBeNull();
  });

  it('checks the request itself', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const empty = await importRoster(w, []);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ rows: ['The roster has no rows.'] });
    const missing = await t.api.post(`/courses/${w.course.id}/importRoster/`, { auth: w.tokens.admin, body: {} });
    expect(missing.body).toEqual({ rows: ['This field is required.'] });
  });
});

describe('POST /courses/{id}/importRoster/ — applying', () => {
  it('enrolls people, creates accounts and sections, and places students and leaders', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const { people: p } = w;
    await createSection(db, w.course.id, 'Old', { students: [p.student.id] });

    const res = await importRoster(w, [
      { email: p.student.email, role: 'student', section: 'North' },
      { email: 'newbie@example.edu', role: 'student', section: 'South' },
      { email: p.otherStudent.email, role: 'supergrader', section: 'North' },
      { email: p.grader.email, role: 'grader', section: 'South' },
      { email: 'head@example.edu', role: 'instructor', section: 'Old' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(true);
    expect(res.body.errorCount).toBe(0);
    expect(res.body.newSections).toEqual(['North', 'South']);
    expect(res.body.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['moved', 'newUser', 'added', 'unchanged', 'newUser']);

    expect(await storedSections(db, w.course.id)).toEqual({
      North: { students: [p.student.email], leaders: [p.otherStudent.email] },
      Old: { students: [], leaders: ['head@example.edu'] },
      South: { students: ['newbie@example.edu'], leaders: [p.grader.email] },
    });
    const roster = await t.api.get(`/courses/${w.course.id}/roster/`, { auth: w.tokens.admin });
    // A super grader row makes a grader too, and so does an admin row with a section to lead.
    expect(roster.body.graders).toEqual([p.admin.email, 'head@example.edu', p.grader.email, p.otherStudent.email, p.superGrader.email].sort());
    expect(roster.body.superGraders).toEqual([p.otherStudent.email, p.superGrader.email].sort());
    expect(roster.body.courseAdmins).toEqual([p.admin.email, 'head@example.edu'].sort());
    expect(roster.body.students).toContain('newbie@example.edu');
    expect(await findUserByEmail(db, 'newbie@example.edu')).toMatchObject({ organizationId: w.organization.id, isActivated: false, passwordHash: null });
    expect(await findUserByEmail(db, 'head@example.edu')).toMatchObject({ canCreateCourses: true, canModifyRosters: true });
  });

  it('previews and applies a section change of an enrolled student as "moved"', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const { db } = t.server.ctx;
    await createSection(db, w.course.id, 'Lab 1');
    const placed = await importRoster(w, [{ email: w.people.student.email, role: 'student', section: 'Lab 1' }]);
    expect(placed.body.rows[0].outcome).toBe('moved');
    const rows = [
      { email: w.people.student.email, role: 'student', section: 'Lab 2' },
      { email: w.people.otherStudent.email, role: 'student', section: '' },
    ];
    const preview = await importRoster(w, rows, { dryRun: true });
    expect(preview.body.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['moved', 'unchanged']);
    expect((await importRoster(w, rows)).status).toBe(200);
    const again = await importRoster(w, rows, { dryRun: true });
    expect(again.body.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['unchanged', 'unchanged']);
    const sections = await storedSections(db, w.course.id);
    expect(JSON.stringify(sections)).toContain(w.people.student.email);
  });

  it('applies the roster map to the rows first', async () => {
    const w = await createCourseWorld(t.server.ctx);
    await t.api.patch(`/courses/${w.course.id}/rosterMap/`, { auth: w.tokens.admin, body: { 'sis-123@uni.edu': w.people.otherCourseStudent.email } });
    const res = await importRoster(w, [
      { email: 'SIS-123@uni.edu', role: 'student' },
      { email: w.people.otherCourseStudent.email, role: 'student' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ rows: ['Row 2: Duplicate of row 1.'] });
    const ok = await importRoster(w, [{ email: 'SIS-123@uni.edu', role: 'student' }]);
    expect(ok.body.rows[0]).toMatchObject({ email: w.people.otherCourseStudent.email, outcome: 'added' });
    expect(await findUserByEmail(t.server.ctx.db, 'sis-123@uni.edu')).toBeNull();
    expect((await t.api.get(`/courses/${w.course.id}/`, { auth: w.tokens.otherCourseStudent })).status).toBe(200);
  });

  it('is for admins only: platform admins outside the course get 404 like any outsider, and change nothing', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const rows = [{ email: 'x@example.edu', role: 'student' }];
    const before = await snapshot(w);
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      expect((await importRoster(w, rows, { auth: w.tokens[role], dryRun: true })).status, role).toBe(403);
    }
    for (const role of ['otherAdmin', 'otherCourseStudent', 'platformAdmin'] as const) {
      const res = await importRoster(w, rows, { auth: w.tokens[role] });
      expect(res.status, role).toBe(404);
      expect(res.body, role).toEqual({ detail: 'Not found.' });
    }
    expect(await snapshot(w)).toEqual(before);
    expect(await findUserByEmail(t.server.ctx.db, 'x@example.edu')).toBeNull();
  });
});

describe('POST /courses/{id}/importRoster/ with replace', () => {
  it('lists and applies the removals of the roles in the file only', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const { people: p } = w;
    await createSection(db, w.course.id, 'S', { students: [p.student.id], leaders: [p.superGrader.id] });
    const rows = [
      { email: p.otherStudent.email, role: 'student' },
      { email: p.grader.email, role: 'grader' },
    ];

    const preview = await importRoster(w, rows, { replace: true, dryRun: true });
    const removals = [
      { email: p.student.email, role: 'students' },
      ...[p.admin.email, p.superGrader.email].sort().map((email) => ({ email, role: 'graders' })),
      { email: p.superGrader.email, role: 'superGraders' },
    ];
    expect(preview.body.removals).toEqual(removals);
    expect(preview.body.applied).toBe(false);

    const res = await importRoster(w, rows, { replace: true });
    expect(res.status).toBe(200);
    expect(res.body.removals).toEqual(removals);
    const roster = await t.api.get(`/courses/${w.course.id}/roster/`, { auth: w.tokens.admin });
    expect(roster.body).toMatchObject({
      students: [p.otherStudent.email],
      graders: [p.grader.email],
      superGraders: [],
      courseAdmins: [p.admin.email],
      inactive_students: [p.student.email],
      inactive_graders: [p.admin.email, p.superGrader.email].sort(),
    });
    expect(await storedSections(db, w.course.id)).toEqual({ S: { students: [], leaders: [] } });
  });

  it('keeps super graders of the file as graders when graders are replaced', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const { people: p } = w;
    const res = await importRoster(
      w,
      [
        { email: p.grader.email, role: 'grader' },
        { email: p.superGrader.email, role: 'super grader' },
      ],
      { replace: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.removals).toEqual([{ email: p.admin.email, role: 'graders' }]);
  });

  it('reports removing the caller’s own admin role as a file error: previewed, then refused', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const rows = [{ email: w.people.grader.email, role: 'admin' }];
    const before = await snapshot(w);
    const preview = await importRoster(w, rows, { replace: true, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.fileErrors).toEqual([ROSTER_MESSAGES.cannotRemoveSelf]);
    expect(preview.body.errorCount).toBe(1);
    expect(preview.body.rows[0].errors).toEqual([]);

    const refused = await importRoster(w, rows, { replace: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ non_field_errors: [ROSTER_MESSAGES.cannotRemoveSelf] });
    expect(await snapshot(w)).toEqual(before);

    // Another admin of the course may replace the admins (keeping themselves).
    const { db } = t.server.ctx;
    const second = await createUser(db, { organizationId: w.organization.id });
    await enroll(db, w.course.id, second.id, ['courseAdmin', 'grader']);
    const allowed = await importRoster(w, [...rows, { email: second.email, role: 'admin' }], { replace: true, auth: await tokenFor(t.server.ctx, second) });
    expect(allowed.status).toBe(200);
    expect(allowed.body.removals).toEqual([{ email: w.people.admin.email, role: 'courseAdmins' }]);
  });

  it('leaves a role alone when every row of it is in error', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const res = await importRoster(
      w,
      [
        { email: 'bad', role: 'admin' },
        { email: w.people.student.email, role: 'student' },
      ],
      { replace: true, dryRun: true },
    );
    // The invalid admin row does not count as an admin role present in the file, so admins are untouched.
    expect(res.body.fileErrors).toEqual([]);
    expect(res.body.errorCount).toBe(1);
    expect(res.body.removals).toEqual([{ email: w.people.otherStudent.email, role: 'students' }]);
  });
});
