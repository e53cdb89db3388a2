import { expect, test } from '@playwright/test';
import { startLmsSimulator, type LmsSimulator } from '../../apps/server/src/modules/lti/testing/lms-simulator';
import { ROLE } from '../../apps/server/src/modules/lti/testing/lti-vocabulary';
import { api } from '../support/api';
import { fetchToken, signInAs } from '../support/session';
import { PLATFORM_ADMIN } from '../support/users';

// An LMS registers Marginalia by Dynamic Registration (docs/LMS.md): the platform admin makes a single-use link on
// the console's LMS page, the LMS's administrator pastes it into the LMS, which opens it in a window of its own;
// Marginalia registers itself there, says so, and tells the LMS it is done. The LMS then launches its instructors in.

const STAMP = Date.now().toString(36).slice(-5);
let sim: LmsSimulator;

test.beforeAll(async () => {
  sim = await startLmsSimulator({ hostname: 'localhost', clientId: `marginalia-dyn-${STAMP}` });
});
test.afterAll(() => sim?.close());

test('a registration link made in the console registers the LMS once, and its instructors then launch in', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await fetchToken(request, PLATFORM_ADMIN);
  const [organization] = await api<{ id: number; name: string }[]>(request, admin, 'GET', '/organizations/');

  await signInAs(page, PLATFORM_ADMIN, { path: '/dashboard/lms' });
  await page.getByRole('button', { name: 'Registration link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration link for an LMS' });
  await dialog.getByLabel('Organization for new courses').click();
  await page.locator('.ant-select-item-option', { hasText: organization!.name }).first().click();
  await dialog.getByRole('button', { name: 'Make a link' }).click();
  const link = await dialog.getByLabel('Paste this link into the LMS').inputValue();
  expect(link).toMatch(/\/lti\/register\?code=/);

  // The LMS opens the link from its own page, adding where its configuration is and a registration token.
  await page.goto(sim.openidConfigurationUrl);
  await page.evaluate(() => {
    (window as unknown as { received: unknown[] }).received = [];
    window.addEventListener('message', (event) => (window as unknown as { received: unknown[] }).received.push(event.data));
  });
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url), sim.dynamicRegistrationUrl(link))]);
  await expect(popup.getByRole('heading', { name: 'Marginalia is registered with your LMS.' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toContainEqual({ subject: 'org.imsglobal.lti.close' });
  expect(sim.toolRegistrations).toHaveLength(1);

  // Used once: opened again, the link is refused and nothing more is registered.
  const again = await request.get(sim.dynamicRegistrationUrl(link));
  expect(again.status()).toBe(403);
  expect(sim.toolRegistrations).toHaveLength(1);

  // The registration is on the console, and the LMS's instructors launch into a new course of the organization.
  const platforms = await api<{ issuer: string; organization: number | null }[]>(request, admin, 'GET', '/lti/platforms/');
  expect(platforms.find((platform) => platform.issuer === sim.issuer)?.organization).toBe(organization!.id);
  sim.addContext({ id: 'dyn-course', title: `Registered ${STAMP}`, label: 'DYN' });
  sim.addPerson({ sub: 'dyn-teacher', name: 'Dyn Teacher', email: `lti-dyn-${STAMP}@example.edu`, roles: [ROLE.instructor] });
  sim.enroll('dyn-course', 'dyn-teacher');
  sim.addResourceLink({ id: 'dyn-link', contextId: 'dyn-course', title: 'Marginalia' });
  const launch = await sim.launch({ sub: 'dyn-teacher', contextId: 'dyn-course', resourceLinkId: 'dyn-link' });
  expect(launch.text).toMatch(/var k="token",t="[^"]+",d="\/admin\/Registered%20/);
});
