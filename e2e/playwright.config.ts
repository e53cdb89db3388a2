import { defineConfig } from '@playwright/test';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The journeys run on two workers, each against a demo server of its own: its own embedded database seeded with the
// demo course, its own SMTP server and mail folder, its own sandbox uids. Nothing a journey changes is seen by a
// journey of the other worker, so the journeys that change the demo data (the invite code, the whitelist, the
// platform-wide logs and jobs) need no order between the two; each worker runs its files one after the other against
// its server, as the single worker did against the one server. A third server, in maintenance mode, serves the
// maintenance journey. E2E_WORKERS=1 runs everything on one worker and one demo server again.

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  throw new Error(
    `The web app is not built (${path.relative(repoRoot, webIndex)} is missing).\n` +
      'Build it first, from the repository root: npm run build -w apps/web',
  );
}

const port = Number(process.env.E2E_PORT ?? '8420');
const workers = Number(process.env.E2E_WORKERS ?? '2');
const lanes = Array.from({ length: workers }, (_, lane) => lane);

/**
 * Lane `lane`'s ports beside E2E_PORT, so that a run on another E2E_PORT does not collide with this one: the first
 * demo server on E2E_PORT (the maintenance server takes the next port), the second two above it; their SMTP servers
 * from E2E_PORT + 5 on.
 */
function lanePorts(lane: number) {
  return { web: lane === 0 ? port : port + 1 + lane, smtp: port + 5 + lane };
}

/** A folder of its own in the system's temporary folder, removed when the run ends. */
function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

// Playwright evaluates this file in the runner and again in every worker. Only the first evaluation creates the
// folders; the workers inherit their paths through the environment (E2E_DATA_DIR_<lane>, E2E_MAIL_DIR_<lane>).
for (const lane of lanes) {
  if (!process.env[`E2E_DATA_DIR_${lane}`]) {
    const dataDir = temporaryFolder('marginalia-e2e-');
    // Passable by others, as a data directory the server makes itself is: autograder image builds run as their own
    // ids and pass through it to their folder in autograder-images/.
    chmodSync(dataDir, 0o711);
    process.env[`E2E_DATA_DIR_${lane}`] = dataDir;
  }
  // The lane's SMTP server (support/mail-global-setup.ts) writes what it catches into its mail folder, where specs
  // read it (support/mailbox.ts).
  process.env[`E2E_MAIL_DIR_${lane}`] ??= temporaryFolder('marginalia-e2e-mail-');
  process.env[`E2E_SMTP_PORT_${lane}`] = String(lanePorts(lane).smtp);
}
process.env.E2E_LANES = String(workers);

// A worker's lane is its parallel index (Playwright sets it before it evaluates this file in the worker; the runner
// has none, and uses lane 0). The specs and helpers read the lane's server as `baseURL` and its mail as E2E_MAIL_DIR
// and E2E_SMTP_PORT.
const ownLane = Number(process.env.TEST_PARALLEL_INDEX ?? '0') % workers;
const baseURL = `http://127.0.0.1:${lanePorts(ownLane).web}`;
process.env.E2E_MAIL_DIR = process.env[`E2E_MAIL_DIR_${ownLane}`];
process.env.E2E_SMTP_PORT = process.env[`E2E_SMTP_PORT_${ownLane}`];
/** The demo servers after the first, which Playwright starts without waiting; support/mail-global-setup.ts waits. */
process.env.E2E_MORE_DEMO_URLS = lanes
  .slice(1)
  .map((lane) => `http://127.0.0.1:${lanePorts(lane).web}`)
  .join(' ');

// The partner page of the partner-login journey, on localhost (another site than the servers' 127.0.0.1): every demo
// server lists its origin in PARTNER_ORIGINS. The page's server (the journey's own) also answers one port above,
// an origin that is not a partner's.
const partnerPort = port + 8;
process.env.E2E_PARTNER_PORT = String(partnerPort);

// A server in maintenance mode (MAINTENANCE=on) for the maintenance journey, on its own empty database.
const maintenancePort = String(port + 1);
process.env.E2E_MAINTENANCE_URL ??= `http://127.0.0.1:${maintenancePort}`;
process.env.E2E_MAINTENANCE_DATA_DIR ??= temporaryFolder('marginalia-e2e-maintenance-');

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
  workers,
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
  // Playwright starts its servers one after the other, waiting for each that has a `url`. Only the first demo server
  // is waited for, and it comes last: the maintenance server and the other demo servers boot beside it (about half of
  // a server's start is opening a new embedded database) instead of after it. support/mail-global-setup.ts, which
  // runs once the servers are started, waits for the other demo servers; the maintenance journey waits for its own
  // (support/maintenance.ts).
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
    ...[...lanes.slice(1), 0].map((lane) => {
      const { web, smtp } = lanePorts(lane);
      const url = `http://127.0.0.1:${web}`;
      return server(
        url,
        {
          PORT: String(web),
          DATA_DIR: process.env[`E2E_DATA_DIR_${lane}`]!,
          SEED_DEMO: 'on',
          SMTP_URL: `smtp://127.0.0.1:${smtp}`,
          // Links in e-mails open on the origin the browser uses (localhost would be another origin).
          PUBLIC_URL: url,
          // Autograder zips build on the Debian base the other tests on this host already made (it never changes;
          // a host-wide lock makes servers that find it missing build it once).
          AUTOGRADER_BASE_IMAGE_DIR: path.join(os.tmpdir(), 'marginalia-test-base-images'),
          // Sandbox slots of their own: two worker processes on one host need uid ranges that do not overlap.
          AUTOGRADER_FIRST_UID: String(10_001 + 100 * lane),
          PARTNER_ORIGINS: `http://localhost:${partnerPort}`,
        },
        { waitForIt: lane === 0 },
      );
    }),
  ],
});
