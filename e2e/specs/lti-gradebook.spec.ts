import { expect, test } from '@playwright/test';
import { startLmsSimulator, type LmsSimulator } from '../../apps/server/src/modules/lti/testing/lms-simulator';
import { ROLE } from '../../apps/server/src/modules/lti/testing/lti-vocabulary';
import { api } from '../support/api';
import { fetchToken } from '../support/session';
import { PLATFORM_ADMIN } from '../support/users';

// An instructor keeps an LMS course in step from the admin console's LMS tab (docs/LMS.md, "Roster sync" and
// "Grade passback"): the first roster sync, previewed, brings in a student who never opened Marginalia; publishing
// the feedback sends both students' grades to the LMS gradebook, and the tab shows them there. At 400 px too.

const STAMP = Date.now().toString(36).slice(-5);
const COURSE_TITLE = `Gradebook course ${STAMP}`;
const ASSIGNMENT = `Gradebook homework ${STAMP}`;
const QUIET_STUDENT = `lti-quiet-${STAMP}@example.edu`;

let sim: LmsSimulator;
let teacherToken: string;
let assignmentId: number;
let lmsTab: string;

test.beforeAll(async ({ request }, testInfo) => {
  const tool = new URL(testInfo.project.use.baseURL!).origin;
  sim = await startLmsSimulator({ clientId: `marginalia-gradebook-${STAMP}` });
  sim.setTool({ loginUrl: `${tool}/lti/login`, launchUrl: `${tool}/lti/launch`, jwksUrl: `${tool}/lti/jwks` });
  sim.addContext({ id: 'course-gb', title: COURSE_TITLE, label: 'GB' });
  sim.addPerson({ sub: 'teacher', name: 'Ada Teacher', email: `lti-gb-teacher-${STAMP}@example.edu`, roles: [ROLE.instructor] });
  sim.addPerson({ sub: 'active', name: 'Active Student', email: `lti-active-${STAMP}@example.edu`, roles: [ROLE.learner] });
  sim.addPerson({ sub: 'quiet', name: 'Quiet Student', email: QUIET_STUDENT, roles: [ROLE.learner] });
  for (const sub of ['teacher', 'active', 'quiet']) sim.enroll('course-gb', sub);
  sim.addResourceLink({ id: 'link-gb', contextId: 'course-gb', title: 'Marginalia' });

  const platformAdmin = await fetchToken(request, PLATFORM_ADMIN);
  const [organization] = await api<{ id: number }[]>(request, platformAdmin, 'GET', '/organizations/');
  await api(request, platformAdmin, 'POST', '/lti/platforms/', { ...sim.registration(`Gradebook LMS ${STAMP}`), organization: organization!.id });

  // The instructor's launch makes the course; one student launches, the other never does.
  const launch = await sim.launch({ sub: 'teacher', contextId: 'course-gb', resourceLinkId: 'link-gb' });
  teacherToken = /var k="token",t="([^"]+)"/.exec(launch.text)?.[1] ?? '';
  expect(teacherToken, launch.text).not.toBe('');
  await sim.launch({ sub: 'active', contextId: 'course-gb', resourceLinkId: 'link-gb' });
  const courses = await api<{ id: number; name: string; period: string }[]>(request, teacherToken, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE_TITLE)!;
  lmsTab = `/admin/${encodeURIComponent(course.name)}/${encodeURIComponent(course.period)}/lms`;
  const assignment = await api<{ id: number }>(request, teacherToken, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10 });
  assignmentId = assignment.id;
});

test.afterAll(() => sim?.close());

test('an instructor syncs the roster from the LMS, publishes, and sees the grades in the LMS gradebook', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript((token) => window.localStorage.setItem('token', token), teacherToken);
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(lmsTab);
  await expect(page.getByText(`Gradebook LMS ${STAMP}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Never')).toBeVisible();

  // The first sync is previewed: the student who never launched is about to be added.
  await page.getByRole('button', { name: 'Sync now' }).click();
  const preview = page.getByRole('dialog', { name: 'Sync the roster with the LMS' });
  await expect(preview.getByText(`${QUIET_STUDENT} (student)`)).toBeVisible({ timeout: 20_000 });
  await preview.getByRole('button', { name: 'Sync', exact: true }).click();
  await expect(page.getByText('The roster sync is queued.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Done' })).toBeVisible({ timeout: 30_000 });

  // Both students' work is graded and the feedback published: the grades go to the LMS on their own.
  const students = [`lti-active-${STAMP}@example.edu`, QUIET_STUDENT];
  const grader = `lti-gb-teacher-${STAMP}@example.edu`;
  for (const student of students) {
    const submission = await api<{ id: number }>(request, teacherToken, 'POST', '/submissions/', { assignment: assignmentId, students: [student], grader });
    await api(request, teacherToken, 'PATCH', `/submissions/${submission.id}/`, { isFinalized: true });
  }
  await api(request, teacherToken, 'PATCH', `/assignments/${assignmentId}/`, { isReleased: true });
  const lineItem = () => sim.lineItems('course-gb').find((item) => item.label === ASSIGNMENT);
  await expect.poll(() => (lineItem() ? sim.gradebook(lineItem()!.id).length : 0), { timeout: 30_000 }).toBe(2);
  expect(sim.gradebook(lineItem()!.id).map((score) => [score.userId, score.scoreGiven, score.scoreMaximum]).sort()).toEqual([
    ['active', 10, 10],
    ['quiet', 10, 10],
  ]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(ASSIGNMENT) });
  await expect(row.getByText('2 in the LMS')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('Created by Marginalia')).toBeVisible();
  await row.getByRole('button', { name: `Send grades now: ${ASSIGNMENT}` }).click();
  await expect(page.getByText(`Sending the grades of ${ASSIGNMENT} to the LMS.`)).toBeVisible();
});
