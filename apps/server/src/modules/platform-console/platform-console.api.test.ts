import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PERIOD } from '@marginalia/contracts';
import { auditEvents, comments, courses, signupRequests, testRuns, userActivityWeeks, type Database } from '@marginalia/db';
import { createCourse, createCourseWorld, createOrganization, createUser, enroll, type TestUser } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { termAt, weekStarts } from './calendar';

// The platform console's reads. The test server's database is shared by this file's tests, so each test works in
// organizations of its own (names carrying a token no other row has) and the platform-wide counts are compared as
// differences around what a test adds.

const t = useTestServer();
const db = (): Database => t.server.ctx.db;

/** Letters only: searches for the token must not also match the digits in other rows' e-mails and names. */
function token(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function platformAdminToken(): Promise<string> {
  return (await createCourseWorld(t.server.ctx)).tokens.platformAdmin;
}

const person = (email: string) => createUser(db(), { email });

async function submit(courseId: number, student: TestUser, createdAt: Date) {
  const assignment = await createAssignment(db(), courseId);
  const submission = await createSubmission(db(), assignment.id, { students: [student], createdAt });
  return { assignment, submission };
}

async function comment(submissionId: number, createdAt: Date) {
  const file = await createFile(db(), submissionId);
  await db().insert(comments).values({ fileId: file.id, text: 'Nice.', startChar: 0, endChar: 1, startLine: 0, endLine: 0, createdAt });
}

async function testRun(assignmentId: number, createdAt: Date) {
  await db().insert(testRuns).values({ assignmentId, trigger: 'staff', createdAt });
}

async function archive(courseId: number) {
  await db().update(courses).set({ archived: true }).where(eq(courses.id, courseId));
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /platform/summary/', () => {
  it('counts organizations, courses and people by role once each, and the work of this term', async () => {
    const auth = await platformAdminToken();
    const before = (await t.api.get('/platform/summary/', { auth })).body;

    const organization = await createOrganization(db());
    const [course, other] = [await createCourse(db(), organization.id), await createCourse(db(), organization.id)];
    const admin = await createUser(db());
    const superGrader = await createUser(db());
    const both = await createUser(db());
    const student = await createUser(db());
    const dropped = await createUser(db());
    await enroll(db(), course.id, admin.id, ['courseAdmin', 'grader']);
    await enroll(db(), other.id, admin.id, ['courseAdmin']);
    await enroll(db(), course.id, superGrader.id, ['grader', 'superGrader']);
    await enroll(db(), course.id, both.id, ['student']);
    await enroll(db(), other.id, both.id, ['grader']);
    await enroll(db(), course.id, student.id, ['student']);
    await enroll(db(), other.id, student.id, ['student']);
    await enroll(db(), course.id, dropped.id, ['student'], false);
    const termStart = new Date(`${termAt(new Date()).startsOn}T00:00:00Z`);
    const beforeTerm = new Date(termStart.getTime() - 1000);
    const { assignment, submission } = await submit(course.id, student, new Date());
    await submit(course.id, both, beforeTerm);
    await comment(submission.id, new Date());
    await comment(submission.id, termStart);
    await comment(submission.id, beforeTerm);
    await testRun(assignment.id, new Date());
    await testRun(assignment.id, beforeTerm);

    const res = await t.api.get('/platform/summary/', { auth });

    expect(res.status).toBe(200);
    const after = res.body;
    expect(after.term).toEqual(termAt(new Date()));
    const added = (key: string) => after[key] - before[key];
    expect({
      organizations: added('organizations'),
      courses: added('courses'),
      admins: added('admins'),
      graders: added('graders'),
      students: added('students'),
      submissionsThisTerm: added('submissionsThisTerm'),
      commentsThisTerm: added('commentsThisTerm'),
      testRunsThisTerm: added('testRunsThisTerm'),
    }).toEqual({
      organizations: 1,
      courses: 2,
      // The admin of two courses once; the super grader once among graders; the inactive student not at all.
      admins: 1,
      graders: 3,
      students: 2,
      submissionsThisTerm: 1,
      // A comment written at the very start of the term counts.
      commentsThisTerm: 2,
      testRunsThisTerm: 1,
    });
  });

  it('counts the sign-up requests waiting for approval, not the decided ones', async () => {
    const auth = await platformAdminToken();
    const before = (await t.api.get('/platform/summary/', { auth })).body.pendingSignupRequests;
    await db().insert(signupRequests).values([
      { email: `waiting-${token()}@example.edu`, newOrganizationName: 'Somewhere' },
      { email: `waiting-${token()}@example.edu`, newOrganizationName: 'Somewhere' },
      { email: `decided-${token()}@example.edu`, newOrganizationName: 'Somewhere', status: 'approved', decidedAt: new Date() },
    ]);
    expect((await t.api.get('/platform/summary/', { auth })).body.pendingSignupRequests).toBe(before + 2);
  });
});

/** An organization named after `tag` with courses and admins of known names (no digits: see token()). */
async function seedAdmins(tag: string) {
  const organization = await createOrganization(db(), { name: `Org ${tag}`, shortname: tag.slice(0, 4) });
  const algebra = await createCourse(db(), organization.id, { name: `Algebra ${tag}`, period: 'Fall 2026' });
  const biology = await createCourse(db(), organization.id, { name: `Biology ${tag}`, period: 'Spring 2026' });
  const chemistry = await createCourse(db(), organization.id, { name: `Chemistry ${tag}`, period: 'Summer 2026' });
  // One after another, so that ids (the tie-breaker) follow the names.
  const ann = await person(`ann.${tag}@console.test`);
  const bob = await person(`bob.${tag}@console.test`);
  const cid = await person(`cid.${tag}@console.test`);
  const dee = await person(`dee.${tag}@console.test`);
  await enroll(db(), algebra.id, ann.id, ['courseAdmin', 'grader']);
  await enroll(db(), algebra.id, bob.id, ['courseAdmin']);
  await enroll(db(), algebra.id, cid.id, ['courseAdmin']);
  await enroll(db(), algebra.id, dee.id, ['courseAdmin']);
  await enroll(db(), biology.id, dee.id, ['courseAdmin']);
  await enroll(db(), biology.id, cid.id, ['courseAdmin'], false);
  await enroll(db(), chemistry.id, bob.id, ['courseAdmin']);
  await enroll(db(), chemistry.id, cid.id, ['courseAdmin']);
  await enroll(db(), chemistry.id, ann.id, ['student']);
  return { organization, algebra, biology, chemistry, people: { ann: ann, bob: bob, cid: cid, dee: dee } };
}

type AdminRow = { userId: number; email: string; organization: { id: number; name: string } | null; course: { id: number; name: string; period: string }; adminCount: number };
const pairs = (rows: AdminRow[]) => rows.map((row) => `${row.email.split('.')[0]}@${row.course.name.split(' ')[0]}`);

describe('GET /platform/courseAdmins/', () => {
  it('lists each active course admin once per course, with the course admin count, by e-mail then course', async () => {
    const auth = await platformAdminToken();
    const tag = token();
    const w = await seedAdmins(tag);

    const res = await t.api.get(`/platform/courseAdmins/?search=${tag}`, { auth });

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(7);
    expect(pairs(res.body.results)).toEqual(['ann@Algebra', 'bob@Algebra', 'bob@Chemistry', 'cid@Algebra', 'cid@Chemistry', 'dee@Algebra', 'dee@Biology']);
    expect(res.body.results[0]).toEqual({
      userId: w.people.ann.id,
      email: `ann.${tag}@console.test`,
      organization: { id: w.organization.id, name: `Org ${tag}`, shortname: tag.slice(0, 4) },
      course: { id: w.algebra.id, name: `Algebra ${tag}`, period: 'Fall 2026' },
      adminCount: 4,
    });
    expect(res.body.results.map((row: AdminRow) => row.adminCount)).toEqual([4, 4, 2, 4, 2, 4, 1]);
  });

  it('searches e-mails, course names, periods and organization names, case-insensitively, and counts as whole numbers', async () => {
    const auth = await platformAdminToken();
    const tag = token();
    await seedAdmins(tag);
    const search = async (text: string) => (await t.api.get(`/platform/courseAdmins/?search=${encodeURIComponent(text)}&page_size=1000`, { auth })).body;

    expect(pairs((await search(`BOB.${tag.toUpperCase()}`)).results)).toEqual(['bob@Algebra', 'bob@Chemistry']);
    expect(pairs((await search(`chemistry ${tag}`)).results)).toEqual(['bob@Chemistry', 'cid@Chemistry']);
    expect((await search(`org ${tag}`)).count).toBe(7);
    const springs = (await search('spring 2026')).results as AdminRow[];
    expect(pairs(springs.filter((row) => row.email.includes(tag)))).toEqual(['dee@Biology']);
    expect(springs.every((row) => row.course.period === 'Spring 2026')).toBe(true);
    // "4" is Algebra's admin count: all four of its admins, and only rows whose count or text says 4.
    const fours = (await search('4')).results as AdminRow[];
    expect(pairs(fours.filter((row) => row.email.includes(tag)))).toEqual(['ann@Algebra', 'bob@Algebra', 'cid@Algebra', 'dee@Algebra']);
    for (const row of fours) {
      expect(row.adminCount === 4 || [row.email, row.course.name, row.course.period, row.organization?.name].join(' ').includes('4')).toBe(true);
    }
    // Wildcards are matched literally.
    expect((await search(`%${tag}`)).count).toBe(0);
  });

  it('sorts by each key both ways, ties by user then course, and pages', async () => {
    const auth = await platformAdminToken();
    const tag = token();
    await seedAdmins(tag);
    const list = async (query: string) => (await t.api.get(`/platform/courseAdmins/?search=${tag}&${query}`, { auth })).body;

    expect(pairs((await list('sort=email&order=descend')).results)).toEqual(['dee@Algebra', 'dee@Biology', 'cid@Algebra', 'cid@Chemistry', 'bob@Algebra', 'bob@Chemistry', 'ann@Algebra']);
    expect(pairs((await list('sort=course')).results)).toEqual(['ann@Algebra', 'bob@Algebra', 'cid@Algebra', 'dee@Algebra', 'dee@Biology', 'bob@Chemistry', 'cid@Chemistry']);
    expect(pairs((await list('sort=period&order=descend')).results).slice(0, 2)).toEqual(['bob@Chemistry', 'cid@Chemistry']);
    expect(pairs((await list('sort=adminCount')).results)).toEqual(['dee@Biology', 'bob@Chemistry', 'cid@Chemistry', 'ann@Algebra', 'bob@Algebra', 'cid@Algebra', 'dee@Algebra']);
    expect((await list('sort=organization')).count).toBe(7);

    const second = await list('sort=adminCount&order=descend&page=2&page_size=3');
    expect(second.count).toBe(7);
    expect(pairs(second.results)).toEqual(['dee@Algebra', 'bob@Chemistry', 'cid@Chemistry']);
    expect(second.next).toContain('page=3');
    expect(second.previous).toContain('page=1');
    const past = await list('page=9&page_size=3');
    expect(past).toMatchObject({ count: 7, next: null, results: [] });
    expect(past.previous).toContain('page=3');
  });

  it('refuses a sort key or order it does not know', async () => {
    const auth = await platformAdminToken();
    for (const query of ['sort=password', 'order=sideways', 'page=0']) {
      expect((await t.api.get(`/platform/courseAdmins/?${query}`, { auth })).status, query).toBe(400);
    }
  });
});

/** Three organizations sharing `tag`, with 2, 0 and 1 courses. */
async function seedOrganizations(tag: string) {
  const alpha = await createOrganization(db(), { name: `Alpha ${tag}`, shortname: `ZZ${tag.slice(0, 3)}` });
  const beta = await createOrganization(db(), { name: `beta ${tag}`, shortname: `YY${tag.slice(0, 3)}` });
  const gamma = await createOrganization(db(), { name: `Gamma ${tag}`, shortname: 'XX' });
  await createCourse(db(), alpha.id);
  await createCourse(db(), alpha.id, { archived: true });
  await createCourse(db(), gamma.id);
  return { alpha, beta, gamma };
}

type NamedRow = { name: string };
const names = (rows: NamedRow[]) => rows.map((row) => row.name.split(' ')[0]);

describe('GET /platform/organizations/', () => {
  it('lists organizations with their course counts, searched by name or short name, sorted and paged', async () => {
    const auth = await platformAdminToken();
    const tag = token();
    const w = await seedOrganizations(tag);
    const list = async (query: string) => (await t.api.get(`/platform/organizations/?${query}`, { auth })).body;

    const byName = await list(`search=${tag}`);
    expect(byName.count).toBe(3);
    expect(byName.results).toEqual([
      { id: w.alpha.id, name: `Alpha ${tag}`, shortname: `ZZ${tag.slice(0, 3)}`, courseCount: 2 },
      { id: w.beta.id, name: `beta ${tag}`, shortname: `YY${tag.slice(0, 3)}`, courseCount: 0 },
      { id: w.gamma.id, name: `Gamma ${tag}`, shortname: 'XX', courseCount: 1 },
    ]);
    expect(names((await list(`search=${tag}&sort=name&order=descend`)).results)).toEqual(['Gamma', 'beta', 'Alpha']);
    expect(names((await list(`search=${tag}&sort=shortname`)).results)).toEqual(['Gamma', 'beta', 'Alpha']);
    expect(names((await list(`search=${tag}&sort=courseCount&order=descend`)).results)).toEqual(['Alpha', 'Gamma', 'beta']);
    expect(names((await list(`search=yy${tag.slice(0, 3)}`)).results)).toEqual(['beta']);

    const page = await list(`search=${tag}&sort=courseCount&page=2&page_size=2`);
    expect(page).toMatchObject({ count: 3, next: null });
    expect(names(page.results)).toEqual(['Alpha']);
  });
});

describe('GET /platform/organizations/{id}/courses/', () => {
  it("lists an organization's courses, archived ones too, with active admins, graders and students", async () => {
    const auth = await platformAdminToken();
    const world = await createCourseWorld(t.server.ctx);
    await enroll(db(), world.course.id, world.people.otherAdmin.id, ['student'], false);
    await archive(world.otherCourse.id);

    const res = await t.api.get(`/platform/organizations/${world.organization.id}/courses/`, { auth });

    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((row: { id: number }) => [row.id, row]));
    expect(res.body).toHaveLength(2);
    // The admin also grades and the super grader holds a grader row too: three graders, each counted once.
    expect(byId.get(world.course.id)).toEqual({ id: world.course.id, name: world.course.name, period: 'Fall 2026', archived: false, admins: 1, graders: 3, students: 2 });
    expect(byId.get(world.otherCourse.id)).toEqual({ id: world.otherCourse.id, name: world.otherCourse.name, period: 'Fall 2026', archived: true, admins: 1, graders: 1, students: 1 });
  });

  it('answers [] for an organization without courses and 404 for an unknown one', async () => {
    const auth = await platformAdminToken();
    const empty = await createOrganization(db());
    expect((await t.api.get(`/platform/organizations/${empty.id}/courses/`, { auth })).body).toEqual([]);
    for (const path of ['/platform/organizations/999999999/courses/', '/platform/organizations/abc/courses/']) {
      const res = await t.api.get(path, { auth });
      expect(res.status, path).toBe(404);
    }
  });
});

/** Four courses of one organization named after `tag`, each with a different amount of work. */
async function seedCourses(tag: string) {
  const organization = await createOrganization(db(), { name: `Campus ${tag}` });
  const course = (name: string, period: string) => createCourse(db(), organization.id, { name: `${name} ${tag}`, period });
  const art = await course('Art', 'Fall 2026');
  const botany = await course('Botany', 'Spring 2026');
  const chess = await course('Chess', 'Fall 2025');
  const drama = await course('Drama', 'Fall 2026');
  await archive(drama.id);
  const students = await Promise.all(Array.from({ length: 3 }, () => createUser(db())));
  await enroll(db(), art.id, students[0]!.id, ['student']);
  await enroll(db(), botany.id, students[0]!.id, ['student']);
  await enroll(db(), botany.id, students[1]!.id, ['student']);
  await enroll(db(), botany.id, students[2]!.id, ['student']);
  await enroll(db(), chess.id, students[1]!.id, ['student']);
  await enroll(db(), chess.id, students[2]!.id, ['student'], false);
  // Art: a submission 3 days ago and a comment on it yesterday. Botany: two submissions 5 days ago and an audit
  // event an hour ago. Chess: one submission 10 days ago. Drama: nothing.
  const artWork = await submit(art.id, students[0]!, daysAgo(3));
  await comment(artWork.submission.id, daysAgo(1));
  const botanyWork = await submit(botany.id, students[1]!, daysAgo(5));
  await createSubmission(db(), botanyWork.assignment.id, { students: [students[2]!], createdAt: daysAgo(5) });
  await db().insert(auditEvents).values({ type: 'course.updated', courseId: botany.id, occurredAt: new Date(Date.now() - 3_600_000) });
  await submit(chess.id, students[1]!, daysAgo(10));
  return { organization, art, botany, chess, drama };
}

describe('GET /platform/courses/', () => {
  it('lists courses with their organization, people, submissions and last activity', async () => {
    const auth = await platformAdminToken();
    const tag = token();
    const w = await seedCourses(tag);

    const res = await t.api.get(`/platform/courses/?organization=${w.organization.id}`, { auth });

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(names(res.body.results)).toEqual(['Art', 'Botany', 'Chess', 'Drama']);
    const [art, botany, chess, drama] = res.body.results;
    const organization = { id: w.organization.id, name: `Campus ${tag}`, shortname: w.organization.shortname };
    expect(art).toMatchObject({ id: w.art.id, name: `Art ${tag}`, period: 'Fall 2026', archived: false, organization, admins: 0, graders: 0, students: 1, submissions: 1 });
    expect(Date.parse(art.lastActivity)).toBeCloseTo(daysAgo(1).getTime(), -4);
    expect(botany).toMatchObject({ students: 3, submissions: 2 });
    expect(Date.parse(botany.lastActivity)).toBeCloseTo(Date.now() - 3_600_000, -4);
    expect(chess).toMatchObject({ students: 1, submissions: 1 });
    expect(Date.parse(chess.lastActivity)).toBeCloseTo(daysAgo(10).getTime(), -4);
    expect(drama).toMatchObject({ archived: true, students: 0, submissions: 0, lastActivity: null });
    expect(new Date(art.lastActivity).toISOString()).toBe(art.lastActivity);
  });

  it('sorts by counts and by last activity (courses nobody used last, both ways), ties by id', async () => {
    const auth = await platformAdminToken();
    const tag = token();
    const w = await seedCourses(tag);
    const list = async (query: string) => names((await t.api.get(`/platform/courses/?organization=${w.organization.id}&${query}`, { auth })).body.results);

    expect(await list('sort=students&order=descend')).toEqual(['Botany', 'Art', 'Chess', 'Drama']);
    expect(await list('sort=students')).toEqual(['Drama', 'Art', 'Chess', 'Botany']);
    expect(await list('sort=submissions&order=descend')).toEqual(['Botany', 'Art', 'Chess', 'Drama']);
    expect(await list('sort=lastActivity&order=descend')).toEqual(['Botany', 'Art', 'Chess', 'Drama']);
    expect(await list('sort=lastActivity')).toEqual(['Chess', 'Art', 'Botany', 'Drama']);
    expect(await list('sort=period')).toEqual(['Chess', 'Art', 'Drama', 'Botany']);
    expect(await list('sort=name&order=descend')).toEqual(['Drama', 'Chess', 'Botany', 'Art']);
    expect(await list('sort=organization')).toEqual(['Art', 'Botany', 'Chess', 'Drama']);
    const page = await t.api.get(`/platform/courses/?organization=${w.organization.id}&sort=students&order=descend&page=2&page_size=3`, { auth });
    expect(page.body).toMatchObject({ count: 4, next: null });
    expect(names(page.body.results)).toEqual(['Drama']);
    const past = await t.api.get(`/platform/courses/?organization=${w.organization.id}&sort=lastActivity&page=3&page_size=3`, { auth });
    expect(past.body).toMatchObject({ count: 4, next: null, results: [] });
  });

  it('filters by archived and organization and searches names, periods and organization names', async () => {
    const auth = await platformAdminToken();
    const tag = token();
    const w = await seedCourses(tag);
    const list = async (query: string) => (await t.api.get(`/platform/courses/?${query}`, { auth })).body;

    expect(names((await list(`organization=${w.organization.id}&archived=true`)).results)).toEqual(['Drama']);
    expect(names((await list(`organization=${w.organization.id}&archived=false`)).results)).toEqual(['Art', 'Botany', 'Chess']);
    expect(names((await list(`search=campus%20${tag}`)).results)).toEqual(['Art', 'Botany', 'Chess', 'Drama']);
    expect(names((await list(`search=BOTANY%20${tag}`)).results)).toEqual(['Botany']);
    expect(names((await list(`organization=${w.organization.id}&search=fall%202025`)).results)).toEqual(['Chess']);
    expect((await list(`organization=999999999`)).count).toBe(0);
    expect((await t.api.get('/platform/courses/?archived=maybe', { auth })).status).toBe(400);
  });
});

describe('GET /platform/courses/{id}/people/', () => {
  it("lists the course's active admins, graders (super graders among them) and students, each once, by e-mail", async () => {
    const auth = await platformAdminToken();
    const world = await createCourseWorld(t.server.ctx);
    const { admin, grader, superGrader, student, otherStudent, otherAdmin } = world.people;
    await enroll(db(), world.course.id, otherAdmin.id, ['student'], false);
    const byEmail = (...people: TestUser[]) => people.map(({ id, email }) => ({ id, email })).sort((a, b) => a.email.localeCompare(b.email));

    const res = await t.api.get(`/platform/courses/${world.course.id}/people/`, { auth });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      course: {
        id: world.course.id,
        name: world.course.name,
        period: 'Fall 2026',
        organization: { id: world.organization.id, name: world.organization.name, shortname: world.organization.shortname },
      },
      admins: byEmail(admin),
      graders: byEmail(admin, grader, superGrader),
      students: byEmail(student, otherStudent),
    });
  });

  it('answers 404 for an unknown course', async () => {
    const auth = await platformAdminToken();
    expect((await t.api.get('/platform/courses/999999999/people/', { auth })).status).toBe(404);
  });
});

describe('GET /platform/analytics/', () => {
  it("counts an organization's weekly active users by role and its submissions, comments and test runs, zeros filled", async () => {
    const auth = await platformAdminToken();
    const world = await createCourseWorld(t.server.ctx);
    const { admin, grader, superGrader, student, otherStudent, otherCourseStudent } = world.people;
    const weeks = weekStarts(new Date(), 4);
    const outsider = await createUser(db());
    const activity = (user: TestUser, week: string) => ({ userId: user.id, week });
    await db()
      .insert(userActivityWeeks)
      .values([
        ...[admin, grader, superGrader, student, otherStudent, otherCourseStudent, outsider].map((user) => activity(user, weeks[3]!)),
        activity(student, weeks[1]!),
        activity(superGrader, weeks[1]!),
        // Older than the weeks asked for: not counted.
        activity(student, weekStarts(new Date(), 6)[0]!),
      ]);
    // A week's first moment (Monday 00:00 UTC) belongs to it.
    const monday = (week: string) => new Date(`${week}T00:00:00Z`);
    const { assignment, submission } = await submit(world.course.id, student, monday(weeks[3]!));
    await submit(world.otherCourse.id, otherCourseStudent, monday(weeks[1]!));
    await comment(submission.id, monday(weeks[3]!));
    await comment(submission.id, new Date(monday(weeks[3]!).getTime() - 1));
    await testRun(assignment.id, monday(weeks[2]!));
    // Another organization's work is not counted in this one's series.
    const elsewhere = await createCourseWorld(t.server.ctx);
    await submit(elsewhere.course.id, elsewhere.people.student, new Date());

    const res = await t.api.get(`/platform/analytics/?organization=${world.organization.id}&weeks=4`, { auth });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      weeks,
      // This week: the admin (also a grader), two graders and three students; the outsider holds no role here.
      activeUsers: { students: [0, 1, 0, 3], graders: [0, 1, 0, 3], admins: [0, 0, 0, 1] },
      submissions: [0, 1, 0, 1],
      comments: [0, 0, 1, 1],
      testRuns: [0, 0, 1, 0],
    });
  });

  it('covers the whole server without an organization, 26 weeks by default, and refuses what it cannot answer', async () => {
    const auth = await platformAdminToken();
    const world = await createCourseWorld(t.server.ctx);
    const before = (await t.api.get('/platform/analytics/', { auth })).body;
    await db().insert(userActivityWeeks).values({ userId: world.people.student.id, week: weekStarts(new Date(), 1)[0]! });
    await submit(world.course.id, world.people.student, new Date());

    const res = await t.api.get('/platform/analytics/', { auth });

    expect(res.status).toBe(200);
    expect(res.body.weeks).toEqual(weekStarts(new Date(), 26));
    expect(res.body.activeUsers.students.at(-1) - before.activeUsers.students.at(-1)).toBe(1);
    expect(res.body.activeUsers.graders.at(-1)).toBe(before.activeUsers.graders.at(-1));
    expect(res.body.submissions.at(-1) - before.submissions.at(-1)).toBe(1);
    for (const query of ['weeks=3', 'weeks=105', 'organization=0', `organization=${2 ** 31}`, 'organization=99999999999999999999']) {
      expect((await t.api.get(`/platform/analytics/?${query}`, { auth })).status, query).toBe(400);
    }
    expect((await t.api.get('/platform/analytics/?organization=999999999', { auth })).status).toBe(404);
  });
});

describe('out-of-range numbers in the console\'s queries', () => {
  it('are refused with a 400 naming the parameter, never reach SQL', async () => {
    const auth = await platformAdminToken();
    for (const path of ['/platform/courseAdmins/', '/platform/organizations/', '/platform/courses/']) {
      for (const [key, value] of [['page', '99999999999999999999'], ['page', String(2 ** 31)], ['page', '-1'], ['page_size', '-1'], ['page_size', '1001']]) {
        const res = await t.api.get(`${path}?${key}=${value}`, { auth });
        expect(res.status, `${path}?${key}=${value}`).toBe(400);
        expect(res.body[key!], `${path}?${key}=${value}`).toHaveLength(1);
      }
    }
    const organization = await t.api.get(`/platform/courses/?organization=${2 ** 31}`, { auth });
    expect(organization.status).toBe(400);
    expect(organization.body.organization).toEqual([`Ensure this value is less than or equal to ${2 ** 31 - 1}.`]);
    expect((await t.api.get(`/platform/courses/?organization=${2 ** 31 - 1}`, { auth })).status).toBe(200);
  });
});

describe('who may call the console', () => {
  const ROUTES = [
    '/platform/summary/',
    '/platform/courseAdmins/',
    '/platform/organizations/',
    '/platform/organizations/{organization}/courses/',
    '/platform/courses/',
    '/platform/courses/{course}/people/',
    '/platform/analytics/',
  ];

  it('answers platform admins, 404 to course admins, graders and students, and 401 anonymously', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const callers: [string, string | undefined, number][] = [
      ['platform admin', world.tokens.platformAdmin, 200],
      ['course admin', world.tokens.admin, 404],
      ['super grader', world.tokens.superGrader, 404],
      ['grader', world.tokens.grader, 404],
      ['student', world.tokens.student, 404],
      ['anonymous', undefined, 401],
    ];
    for (const route of ROUTES) {
      const path = route.replace('{organization}', String(world.organization.id)).replace('{course}', String(world.course.id));
      for (const [caller, auth, status] of callers) {
        const res = await t.api.get(path, { auth });
        expect(res.status, `${caller} GET ${route}`).toBe(status);
        if (status !== 200) expect(res.body.detail, `${caller} GET ${route}`).toBeTruthy();
      }
    }
  });
});

describe('the public demo course in the console', () => {
  it('is left out of the dashboard counts, the organization lists, the admins and the course list', async () => {
    const auth = await platformAdminToken();
    const tag = token();
    const organization = await createOrganization(db(), { name: `Demo${tag}` });
    const real = await createCourse(db(), organization.id, { name: `Real ${tag}` });
    const before = (await t.api.get('/platform/summary/', { auth })).body;

    const demo = await createCourse(db(), organization.id, { name: `Showcase ${tag}`, period: DEMO_PERIOD });
    const demoStudent = await createUser(db());
    const demoAdmin = await createUser(db());
    await enroll(db(), demo.id, demoStudent.id, ['student']);
    await enroll(db(), demo.id, demoAdmin.id, ['courseAdmin']);
    const { assignment, submission } = await submit(demo.id, demoStudent, new Date());
    await comment(submission.id, new Date());
    await testRun(assignment.id, new Date());

    const after = (await t.api.get('/platform/summary/', { auth })).body;
    for (const key of ['courses', 'admins', 'students', 'submissionsThisTerm', 'commentsThisTerm', 'testRunsThisTerm']) {
      expect(after[key], key).toBe(before[key]);
    }

    const organizations = (await t.api.get(`/platform/organizations/?search=${tag}`, { auth })).body;
    expect(organizations.results).toEqual([expect.objectContaining({ id: organization.id, courseCount: 1 })]);
    const courses = (await t.api.get(`/platform/organizations/${organization.id}/courses/`, { auth })).body;
    expect(courses.map((course: { id: number }) => course.id)).toEqual([real.id]);
    const listed = (await t.api.get(`/platform/courses/?search=${tag}`, { auth })).body;
    expect(listed.results.map((course: { id: number }) => course.id)).toEqual([real.id]);
    const admins = (await t.api.get(`/platform/courseAdmins/?search=${encodeURIComponent(demoAdmin.email)}`, { auth })).body;
    expect(admins.count).toBe(0);
  });
});
