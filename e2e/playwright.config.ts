import { defineConfig } from '@playwright/test';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// One server for the whole run, on a fresh embedded database seeded with the demo course (and a second one in
// maintenance mode).

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  throw new Error(
    `The web app is not built (${path.relative(repoRoot, webIndex)} is missing).\n` +
      'Build it first, from the repository root: npm run build -w apps/web',
  );
}

const port = process.env.E2E_PORT ?? '8420';
const baseURL = `http://127.0.0.1:${port}`;

// Playwright evaluates this file in the runner and again in every worker. Only the first evaluation
// creates the data directory; the others inherit its path through the environment.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marginalia-e2e-'));
  // Passable by others, as a data directory the server makes itself is: autograder image builds run as their own
  // ids and pass through it to their folder in autograder-images/.
  chmodSync(dataDir, 0o711);
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

// The run's SMTP server (support/mail-global-setup.ts) writes what it catches into E2E_MAIL_DIR, where specs
// read it (support/mailbox.ts). Created once, like the data directory. Its port sits beside the web server's,
// so a run on another E2E_PORT does not collide with this one.
const smtpPort = (process.env.E2E_SMTP_PORT ??= String(Number(port) + 5));
if (!process.env.E2E_MAIL_DIR) {
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'marginalia-e2e-mail-'));
  process.env.E2E_MAIL_DIR = mailDir;
  process.on('exit', () => rmSync(mailDir, { recursive: true, force: true }));
}

// A second server in maintenance mode (MAINTENANCE=on) for the maintenance journey, on its own empty database.
const maintenancePort = String(Number(port) + 1);
process.env.E2E_MAINTENANCE_URL ??= `http://127.0.0.1:${maintenancePort}`;
if (!process.env.E2E_MAINTENANCE_DATA_DIR) {
  const maintenanceDir = mkdtempSync(path.join(os.tmpdir(), 'marginalia-e2e-maintenance-'));
  process.env.E2E_MAINTENANCE_DATA_DIR = maintenanceDir;
  process.on('exit', () => rmSync(maintenanceDir, { recursive: true, force: true }));
}

/**
 * A Marginalia server as `npm start` runs it, at `url`, with these settings. Playwright starts its servers one after
 * the other and waits for each one that has a `url`; with `waitForIt: false` it starts the server without waiting,
 * so that server boots while the next one does (the journeys using it wait for it themselves).
 */
function server(url: string, env: Record<string, string>, { waitForIt = true } = {}) {
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    ...(waitForIt ? { url: `${url}/` } : {}),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    // Every journey logs in from the same loopback address: the per-address cap on login attempts (100 a window,
    // for real clients) would refuse the last journeys of the run, so the e2e server allows more.
    env: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_MAX_ATTEMPTS_PER_IP: '1000', ...env },
  };
}

export default defineConfig({
  testDir: 'specs',
  globalSetup: './support/mail-global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', headless: true } }],
  // The maintenance server comes first and is not waited for: it boots (about half of a server's start is opening
  // a new embedded database) while the demo server does, instead of after it. Its one journey waits until it
  // answers (support/maintenance.ts).
  webServer: [
    server(
      process.env.E2E_MAINTENANCE_URL,
      {
        PORT: maintenancePort,
        DATA_DIR: process.env.E2E_MAINTENANCE_DATA_DIR!,
        SEED_DEMO: 'off',
        MAINTENANCE: 'on',
        MAINTENANCE_MESSAGE: 'Marginalia is being upgraded. Logging in is paused until 18:00.',
      },
      { waitForIt: false },
    ),
    server(baseURL, {
      PORT: port,
      DATA_DIR: dataDir,
      SEED_DEMO: 'on',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Links in e-mails open on the origin the browser uses (localhost would be another origin).
      PUBLIC_URL: baseURL,
      // Autograder zips build on the Debian base the other tests on this host already made (it never changes).
      AUTOGRADER_BASE_IMAGE_DIR: path.join(os.tmpdir(), 'marginalia-test-base-images'),
    }),
  ],
});
