import { expect, test, type Frame, type Page } from '@playwright/test';
import { startLmsSimulator, type LmsSimulator } from '../../apps/server/src/modules/lti/testing/lms-simulator';
import { ROLE } from '../../apps/server/src/modules/lti/testing/lti-vocabulary';
import { api } from '../support/api';
import { fetchToken } from '../support/session';
import { PLATFORM_ADMIN } from '../support/users';

// A student arrives from an LMS (docs/LMS.md, "How a launch goes"): the LMS simulator's course page (on localhost)
// launches Marginalia (on 127.0.0.1: another site) in a frame, in a browser that blocks third-party cookies. With the
// LMS's storage in the browser, the launch finishes inside the frame; without it, one click opens a new window. Either
// way the student lands signed in on the course, opens the assignment and uploads. An instructor places that
// assignment in the LMS from the LMS's own dialog (Deep Linking), and the LMS takes the signed answer.

const STAMP = Date.now().toString(36).slice(-5);
const COURSE_TITLE = `LMS course ${STAMP}`;
const ASSIGNMENT = `LMS homework ${STAMP}`;

// Third-party cookies blocked, as browsers increasingly do: the login's cookie never reaches the framed launch.
// The frame stays in the page's process: the launch moves it between the two sites four times, and after such moves
// Playwright at times never attaches to the frame's new process (about one test in 25: the network shows the tool's
// page loaded and working, the test never sees the frame). Cookies and storage are kept apart by site all the same.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--test-third-party-cookie-phaseout',
      '--disable-site-isolation-trials',
      '--disable-features=IsolateOrigins,site-per-process',
    ],
  },
});

let sim: LmsSimulator;

test.beforeAll(async ({ request }, testInfo) => {
  const tool = new URL(testInfo.project.use.baseURL!).origin;
  sim = await startLmsSimulator({ hostname: 'localhost', clientId: `marginalia-e2e-${STAMP}` });
  sim.setTool({ loginUrl: `${tool}/lti/login`, launchUrl: `${tool}/lti/launch`, jwksUrl: `${tool}/lti/jwks` });
  sim.addContext({ id: 'course-e2e', title: COURSE_TITLE, label: 'LMS' });
  sim.addPerson({ sub: 'teacher', name: 'Ada Teacher', email: `lti-teacher-${STAMP}@example.edu`, roles: [ROLE.instructor] });
  for (const student of ['student-a', 'student-b']) {
    sim.addPerson({ sub: student, name: `Student ${student}`, email: `lti-${student}-${STAMP}@example.edu`, roles: [ROLE.learner] });
  }
  for (const sub of ['teacher', 'student-a', 'student-b']) sim.enroll('course-e2e', sub);
  sim.addResourceLink({ id: 'link-e2e', contextId: 'course-e2e', title: 'Marginalia' });

  // The platform admin registers the LMS, with the demo organization for the courses its instructors start.
  const platformAdmin = await fetchToken(request, PLATFORM_ADMIN);
  const [organization] = await api<{ id: number }[]>(request, platformAdmin, 'GET', '/organizations/');
  await api(request, platformAdmin, 'POST', '/lti/platforms/', { ...sim.registration(`Simulator ${STAMP}`), organization: organization!.id });

  // The instructor's first launch makes the course; they add an assignment students upload to.
  const launch = await sim.launch({ sub: 'teacher', contextId: 'course-e2e', resourceLinkId: 'link-e2e' });
  const teacherToken = /var k="token",t="([^"]+)"/.exec(launch.text)?.[1];
  expect(teacherToken, launch.text).toBeTruthy();
  const courses = await api<{ id: number; name: string }[]>(request, teacherToken!, 'GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === COURSE_TITLE)!;
  await api(request, teacherToken!, 'POST', '/assignments/', { course: course.id, name: ASSIGNMENT, points: 10, allowStudentUpload: true, isReleased: true });
});

test.afterAll(() => sim?.close());

/** The tool's frame on the LMS page, once it shows Marginalia's page. */
async function toolFrame(page: Page): Promise<Frame> {
  // The frame's first page comes after the login, the LMS's storage and its authorization: slow on a busy machine.
  await expect(page.frameLocator('#tool-frame').locator('body')).toBeVisible({ timeout: 20_000 });
  return page.frame({ name: 'tool-frame' })!;
}

async function uploadInFrame(frame: Frame) {
  await frame.getByRole('link', { name: ASSIGNMENT }).or(frame.getByRole('menuitem', { name: ASSIGNMENT })).first().click();
  await expect(frame.getByRole('heading', { name: ASSIGNMENT })).toBeVisible();
  const [chooser] = await Promise.all([frame.page().waitForEvent('filechooser'), frame.getByRole('button', { name: 'Choose files' }).click()]);
  await chooser.setFiles({ name: 'main.py', mimeType: 'text/x-python', buffer: Buffer.from('print("hello from the LMS")\n') });
  await frame.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(frame.getByText('Uploaded 1 file.')).toBeVisible({ timeout: 20_000 });
}

test('a student launches inside the LMS frame with the LMS storage, reaches the assignment and uploads', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(sim.coursePageUrl('course-e2e', 'student-a', { link: 'link-e2e' }));
  const frame = await toolFrame(page);
  await expect(frame.getByRole('navigation', { name: 'Account' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText(`lti-student-a-${STAMP}@example.edu`)).toBeVisible();
  // The secret went through the LMS's storage, not a cookie.
  const storage = (await page.evaluate('window.ltiStorageLog')) as { subject: string; ignored?: boolean }[];
  expect(storage.filter((entry) => !entry.ignored).map((entry) => entry.subject)).toEqual(['lti.put_data', 'lti.get_data']);
  await uploadInFrame(frame);
});

test('without the LMS storage, one click opens the launch in a new window, signed in there', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto(sim.coursePageUrl('course-e2e', 'student-b', { link: 'link-e2e', storage: false }));
  const frame = await toolFrame(page);
  const open = frame.getByRole('link', { name: 'Open in a new window' });
  await expect(open).toBeVisible({ timeout: 20_000 });
  const [popup] = await Promise.all([context.waitForEvent('page'), open.click()]);
  await expect(popup.getByRole('navigation', { name: 'Account' })).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByText(`lti-student-b-${STAMP}@example.edu`)).toBeVisible();
  expect(new URL(popup.url()).pathname).toBe(`/student/${encodeURIComponent(COURSE_TITLE)}/LMS`);
});

test('an instructor places an assignment in the LMS from its dialog (Deep Linking)', async ({ page }) => {
  test.setTimeout(90_000);
  const before = sim.deepLinkingResponses.length;
  await page.goto(sim.coursePageUrl('course-e2e', 'teacher', { deepLink: true }));
  const frame = await toolFrame(page);
  await expect(frame.getByRole('radiogroup', { name: 'Assignment to place' })).toBeVisible({ timeout: 20_000 });
  await frame.getByRole('radio', { name: new RegExp(ASSIGNMENT) }).check();
  await frame.getByRole('button', { name: 'Place in the LMS' }).click();
  // The signed answer went back to the LMS in the same frame, and the LMS took it.
  await expect(frame.getByRole('heading', { name: 'Content added' })).toBeVisible({ timeout: 20_000 });
  expect(sim.deepLinkingResponses).toHaveLength(before + 1);
  const [item] = sim.deepLinkingResponses.at(-1)!.contentItems as { type: string; title: string; custom?: Record<string, string>; lineItem?: { scoreMaximum: number } }[];
  expect(item).toMatchObject({ type: 'ltiResourceLink', title: ASSIGNMENT, lineItem: { scoreMaximum: 10 } });
  expect(item!.custom?.marginalia_assignment).toMatch(/^\d+$/);
});
