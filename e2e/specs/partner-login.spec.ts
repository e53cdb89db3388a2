import { createServer, type Server } from 'node:http';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { startLmsSimulator, type LmsSimulator } from '../../apps/server/src/modules/lti/testing/lms-simulator';
import { ROLE } from '../../apps/server/src/modules/lti/testing/lti-vocabulary';
import { api } from '../support/api';
import { fetchToken } from '../support/session';
import { PLATFORM_ADMIN, TEXTS, TOKEN_STORAGE_KEY, USERS } from '../support/users';

// A partner's page signs a student in (docs/LMS.md, "Login from a partner's page"): the page frames Marginalia and
// posts it the student's token, with its name as the source and two files for an assignment. From the partner
// origin (http://localhost:E2E_PARTNER_PORT, in the server's PARTNER_ORIGINS) the frame signs in, uploads the files
// and opens the assignment on the minimal screen. The same page one port above, or on 127.0.0.1, is not a partner:
// registered as an LMS it may frame Marginalia, but its message changes nothing. A partner may also post an id_token
// its LMS signed for a person an earlier LTI launch brought in: the frame signs in as that person.

const STAMP = Date.now().toString(36).slice(-5);
const ASSIGNMENT = `Partner homework ${STAMP}`;
const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT);
const PARTNER = `http://localhost:${PARTNER_PORT}`;
const OTHERS = [`http://localhost:${PARTNER_PORT + 1}`, `http://127.0.0.1:${PARTNER_PORT}`];

let servers: Server[] = [];
let sim: LmsSimulator;
const LMS_STUDENT_EMAIL = `partner-lms-student-${STAMP}@example.edu`;
let studentToken: string;
let assignmentId: number;

/** The partner's page: a heading and Marginalia in a frame (its address in `?app=`). */
function partnerPage(app: string): string {
  const escaped = app.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html><head><title>Partner LMS</title></head><body><h1>Partner LMS</h1><iframe id="app" name="app" title="Marginalia" src="${escaped}" style="width:100%;height:900px;border:0"></iframe></body></html>`;
}

test.beforeAll(async ({ request }, testInfo) => {
  const tool = new URL(testInfo.project.use.baseURL!).origin;
  servers = await Promise.all(
    [PARTNER_PORT, PARTNER_PORT + 1].map(
      (port) =>
        new Promise<Server>((resolve) => {
          const server = createServer((req, res) => {
            const app = new URL(req.url ?? '/', 'http://partner').searchParams.get('app') ?? `${tool}/student`;
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage(app));
          });
          server.listen(port, '127.0.0.1', () => resolve(server));
        }),
    ),
  );

  // The other origins may frame Marginalia as a registered LMS's do, so that only the message check stands between them and a login.
  const platformAdmin = await fetchToken(request, PLATFORM_ADMIN);
  await api(request, platformAdmin, 'POST', '/lti/platforms/', {
    name: `Not a partner ${STAMP}`,
    issuer: OTHERS[0],
    clientId: `not-a-partner-${STAMP}`,
    deploymentIds: ['1'],
    authLoginUrl: `${OTHERS[1]}/login`,
    accessTokenUrl: `${OTHERS[1]}/token`,
    keysetUrl: `${OTHERS[1]}/jwks`,
  });

  const admin = await fetchToken(request, USERS.admin);
  const [course] = await api<{ id: number }[]>(request, admin, 'GET', '/courses/');
  ({ id: assignmentId } = await api<{ id: number }>(request, admin, 'POST', '/assignments/', { course: course!.id, name: ASSIGNMENT, points: 10, allowStudentUpload: true, isReleased: true }));
  studentToken = await fetchToken(request, USERS.student4);

  // An LMS whose people launched Marginalia before: its instructor's launch made the course, its student's linked them.
  sim = await startLmsSimulator({ clientId: `partner-e2e-${STAMP}` });
  sim.setTool({ loginUrl: `${tool}/lti/login`, launchUrl: `${tool}/lti/launch`, jwksUrl: `${tool}/lti/jwks` });
  sim.addContext({ id: 'partner-course', title: `Partner LMS course ${STAMP}`, label: 'PLMS' });
  sim.addPerson({ sub: 'teacher', name: 'Pat Teacher', email: `partner-lms-teacher-${STAMP}@example.edu`, roles: [ROLE.instructor] });
  sim.addPerson({ sub: 'student', name: 'Sam Student', email: LMS_STUDENT_EMAIL, roles: [ROLE.learner] });
  for (const sub of ['teacher', 'student']) sim.enroll('partner-course', sub);
  sim.addResourceLink({ id: 'partner-link', contextId: 'partner-course', title: 'Marginalia' });
  const [organization] = await api<{ id: number }[]>(request, platformAdmin, 'GET', '/organizations/');
  await api(request, platformAdmin, 'POST', '/lti/platforms/', { ...sim.registration(`Partner's LMS ${STAMP}`), organization: organization!.id });
  for (const sub of ['teacher', 'student']) {
    const launch = await sim.launch({ sub, contextId: 'partner-course', resourceLinkId: 'partner-link' });
    expect(launch.text, `the launch of ${sub}`).toContain('var k="token"');
  }
});

test.afterAll(async () => {
  await sim?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Opens the partner page at `origin` and answers Marginalia's frame once it shows the login prompt. */
async function openPartnerPage(page: Page, origin: string): Promise<Frame> {
  // The partner origins come with the site settings: they are read before anything is posted.
  const settingsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/site/');
  await page.goto(`${origin}/`);
  await settingsRead;
  await expect(page.frameLocator('#app').getByText(TEXTS.loginToSeePage)).toBeVisible({ timeout: 20_000 });
  return page.frame({ name: 'app' })!;
}

/** Posts the partner's login message from the page to its frame; `tool` is Marginalia's origin. */
async function postLogin(page: Page, tool: string) {
  const message = {
    token: studentToken,
    source: 'partner-lms',
    assignment: assignmentId,
    files: [
      { name: 'main.py', code: 'print("hello from the partner")\n' },
      { name: 'lib/util.py', code: 'def helper():\n    return 1\n' },
    ],
  };
  await page.evaluate(
    ([data, target]) => (document.getElementById('app') as HTMLIFrameElement).contentWindow!.postMessage(data, target),
    [message, tool] as const,
  );
}

test('a partner page signs the student in, uploads their files and opens the assignment on the minimal screen', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const tool = new URL(testInfo.project.use.baseURL!).origin;
  const frame = await openPartnerPage(page, PARTNER);
  await postLogin(page, tool);

  await expect(frame.getByRole('heading', { name: ASSIGNMENT })).toBeVisible({ timeout: 20_000 });
  const files = frame.getByRole('tree', { name: 'Uploaded files' });
  await expect(files.getByText('main.py')).toBeVisible();
  await expect(files.getByText('lib')).toBeVisible();
  // The minimal screen: the account and Log Out, no links out of the course.
  const account = frame.getByRole('navigation', { name: 'Account' });
  await expect(account.getByText(`${USERS.student4}`)).toBeVisible();
  await expect(account.getByRole('link', { name: 'Log Out' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Settings' })).toHaveCount(0);
});

test("a partner page posts its LMS's id_token and the frame signs in as the person the LMS launched before", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const tool = new URL(testInfo.project.use.baseURL!).origin;
  const frame = await openPartnerPage(page, PARTNER);
  const idToken = await sim.signIdToken({ sub: 'student', contextId: 'partner-course' });
  await page.evaluate(
    ([data, target]) => (document.getElementById('app') as HTMLIFrameElement).contentWindow!.postMessage(data, target),
    [{ token: idToken, auth_type: 'lti_id_token', source: 'partner-lms' }, tool] as const,
  );
  const account = frame.getByRole('navigation', { name: 'Account' });
  await expect(account.getByText(LMS_STUDENT_EMAIL)).toBeVisible({ timeout: 20_000 });
});

for (const other of OTHERS) {
  test(`the same page on ${other}, not a partner, posts the same message and nothing happens`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const tool = new URL(testInfo.project.use.baseURL!).origin;
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/users/me/') sessionChecks.push(request.url());
    });
    const frame = await openPartnerPage(page, other);
    // The frame notes the token it holds once it has handled every message before a last one the page sends after
    // the login's (messages from one window to another arrive in order). A frame of another site may have no storage
    // of its own (the app then keeps its session in memory): the page's requests tell the rest.
    await frame.evaluate((key) => {
      (window as unknown as { afterLogin: Promise<string | null> }).afterLogin = new Promise((resolve) =>
        window.addEventListener('message', (event) => {
          if (event.data !== 'partner-login-journey:done') return;
          try {
            resolve(window.localStorage.getItem(key));
          } catch {
            resolve(null);
          }
        }),
      );
    }, TOKEN_STORAGE_KEY);
    await postLogin(page, tool);
    await page.evaluate((target) => (document.getElementById('app') as HTMLIFrameElement).contentWindow!.postMessage('partner-login-journey:done', target), tool);
    const handled = frame.evaluate(() => (window as unknown as { afterLogin: Promise<string | null> }).afterLogin);
    expect(await handled).toBeNull();
    await expect(frame.getByText(TEXTS.loginToSeePage)).toBeVisible();
    await expect(frame.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
    // The token was never sent to be checked, as an adopted token is at once.
    expect(sessionChecks).toEqual([]);
  });
}
