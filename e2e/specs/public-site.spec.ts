import { expect, test, type Page } from '@playwright/test';

// Every public page at a phone's width and a laptop's: its heading and a piece of its content, no sideways
// scrolling, the header and footer; the header folding into a panel below 872 px; the autograder's toggles; the
// codePost's story on /shutdown, with no announcement on a fresh install.

const PUBLIC_PAGES: { path: string; heading: string; content: string | RegExp }[] = [
  { path: '/', heading: 'Feedback on the exact line, for every student in the course', content: 'Get started in three steps' },
  { path: '/why-marginalia', heading: 'Why Marginalia', content: 'Annotate code' },
  { path: '/faqs', heading: 'Frequently asked questions', content: 'FERPA and student privacy' },
  { path: '/autograder', heading: 'The autograder', content: 'Your tests, your way' },
  { path: '/integrations', heading: 'Integrations', content: 'Choose a tool' },
  { path: '/scholarships/computer-science-education', heading: 'Computer Science Education Scholarship', content: '$500' },
  { path: '/about', heading: 'About Marginalia', content: 'Our story' },
  { path: '/testimonials', heading: 'What course staff ask of a grading tool', content: /Head TA/ },
  { path: '/pricing', heading: 'Pricing', content: 'What it costs to run' },
  { path: '/terms', heading: 'Terms of Service', content: 'State of New Jersey' },
  { path: '/privacy', heading: 'Privacy Policy', content: 'FERPA' },
  { path: '/docs', heading: 'Help Centre', content: 'Running your own instance' },
  { path: '/shutdown', heading: 'codePost has shut down. Here is how to move to Marginalia.', content: 'Keep your scripts' },
  { path: '/login', heading: 'Login', content: 'Forgot your password?' },
  { path: '/signup', heading: 'Sign Up', content: 'Join Existing Course' },
  { path: '/forgot-password', heading: 'Forgot password', content: 'Back to login' },
];

const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'laptop', width: 1280, height: 800 },
];

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

for (const size of WIDTHS) {
  test(`every public page shows its content at ${size.width} px without sideways scrolling (${size.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const entry of PUBLIC_PAGES) {
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading }), entry.path).toBeVisible();
      await expect(page.getByRole('main').getByText(entry.content).first(), entry.path).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' })).toBeVisible();
      expect(await scrollsSideways(page), `${entry.path} scrolls sideways at ${size.width} px`).toBe(false);
    }
  });
}

test('the header folds into a panel below 872 px, with Sign Up highlighted', async ({ page }) => {
  const main = page.getByRole('navigation', { name: 'Main' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faqs');
  for (const name of ['Docs', 'FAQs', 'Features', 'Login', 'Sign Up']) await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Menu' })).toHaveCount(0);

  await page.setViewportSize({ width: 871, height: 800 });
  const menu = main.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('link', { name: 'FAQs' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const signUp = main.getByRole('link', { name: 'Sign Up' });
  await expect(signUp).toBeVisible();
  await expect(signUp).toHaveClass(/ant-btn-primary/);
  await main.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL('/why-marginalia');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // The keyboard opens it too.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('link', { name: 'Docs' })).toBeVisible();
});

test('the autograder explainer’s two toggles change the example shown', async ({ page }) => {
  await page.goto('/autograder');
  const caption = page.locator('figcaption');
  await expect(caption).toHaveText('Run tests on Marginalia, results as objects');
  await page.getByText('Results as a plain text file', { exact: true }).click();
  await expect(caption).toHaveText('Run tests on Marginalia, results as a plain text file');
  await page.getByText('Run tests on your own system', { exact: true }).click();
  await expect(caption).toHaveText('Run tests on your own system, results as a plain text file');
  await page.getByText('Results as objects', { exact: true }).click();
  await expect(caption).toHaveText('Run tests on your own system, results as objects');
  await expect(page.getByRole('main').locator('pre').filter({ hasText: 'POST' }).filter({ hasText: '/submissionTests/' }).first()).toBeVisible();
});

test('a fresh install shows no announcement, and /shutdown tells codePost’s story and how to move to Marginalia', async ({ page }) => {
  const notices = page.getByRole('region', { name: 'Site notices' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Marginalia' })).toBeVisible();
  await expect(notices).toBeEmpty();
  await page.goto('/shutdown');
  await expect(page.getByRole('main')).toContainText('shut down on January 1, 2026');
  for (const name of ['Keep your scripts: the codePost SDK and API', 'Rosters and grades as CSV', 'Archives and exports']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await expect(notices).toBeEmpty();
});
