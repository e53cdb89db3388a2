import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './core/config';
import { SessionTokens } from './core/session-tokens';
import { outboxDirectory } from './modules/mail/transport';
import { ensurePlatformAdmins } from './modules/users/platform-admins';
import { loadOrCreateJwtSecret } from './runtime/data-dir';
import { lockEmbeddedData, openDatabase } from './runtime/open-database';
import { useWebAssemblyTier, webAssemblyTierFor } from './runtime/webassembly-tier';
import { seedDemo } from './seed/demo';
import { startBackgroundWorker, type BackgroundWorker } from './worker/background-worker';

function fail(message: string): never {
  console.error(`\nMarginalia cannot start.\n${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // The embedded database is single-process: one process runs every role on it.
  if (!config.DATABASE_URL && config.ROLES.length < 2) {
    fail(`ROLES=${config.ROLES.join(',')} needs DATABASE_URL: the embedded database runs the web app and the worker in one process.`);
  }
  const runsWeb = config.ROLES.includes('web');
  const runsWorker = config.ROLES.includes('worker');

  // The embedded database is single-process; a second server on the same data would corrupt it.
  const lock = lockEmbeddedData(config);
  if (!lock.ok) fail(lock.message);
  const releaseLock = lock.value;

  useWebAssemblyTier(webAssemblyTierFor(config));
  const opened = await openDatabase(config, config.DATABASE_POOL_SIZE);
  if (!opened.ok) fail(opened.message);
  const database = opened.value;
  await database.migrate();
  const seeded = config.SEED_DEMO ? await seedDemo(database.db, config.DEMO_PASSWORD) : null;
  await ensurePlatformAdmins(database.db, config.PLATFORM_ADMINS);

  // Only the web role signs and checks sessions: a worker-only process never reads or makes the session secret.
  const app = runsWeb ? (await buildApp({ db: database.db, config, sessions: webSessions(config) })).app : null;
  const log = app?.log ?? consoleLog(config);
  // Background jobs run in worker processes: this one too unless ROLES leaves the worker out.
  const worker: BackgroundWorker | null = runsWorker ? startBackgroundWorker({ db: database.db, config }, log) : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({}, `${signal}: shutting down`);
    await app?.close().catch(() => {});
    // Jobs under way get a grace period to finish; what is left goes back to the queue for another worker.
    await worker?.stop(WORKER_GRACE_MS).catch(() => {});
    await database.close().catch(() => {});
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const lines = [''];
  if (app) {
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    lines.push(`Marginalia is running at http://localhost:${port}`);
  } else {
    lines.push('Marginalia worker is running (ROLES=worker)');
  }
  lines.push(
    `Database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.DATA_DIR, 'pglite')}`}`,
    `Roles: ${config.ROLES.join(', ')}`,
  );
  if (runsWorker) {
    lines.push(`E-mail: ${config.SMTP_URL ? 'sent over SMTP_URL' : `written to ${outboxDirectory(config)} (set SMTP_URL to send it)`}`);
  }
  if (seeded && app) {
    lines.push(seeded.created ? 'Demo data created. Demo logins:' : 'Demo logins:');
    for (const login of seeded.logins) lines.push(`  ${login.email.padEnd(20)} ${login.role}`);
    lines.push(`  password: ${config.DEMO_PASSWORD === 'marginalia-demo' ? 'marginalia-demo' : '(DEMO_PASSWORD)'}`);
  }
  console.log(lines.join('\n') + '\n');
}

function webSessions(config: Config): SessionTokens {
  const secret = loadOrCreateJwtSecret(config.DATA_DIR, config.JWT_SECRET);
  return new SessionTokens(secret, config.JWT_TTL_HOURS * 3600);
}

/** How long a stopping worker lets its jobs finish before giving them back. */
const WORKER_GRACE_MS = 20_000;

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** A worker-only process has no HTTP server (and so no Fastify logger): the same levels, on the console. */
function consoleLog(config: Config) {
  const threshold = config.LOG_LEVEL === 'silent' ? Infinity : LEVELS.indexOf(config.LOG_LEVEL);
  const at = (level: (typeof LEVELS)[number]) => (details: object, message: string) => {
    if (LEVELS.indexOf(level) >= threshold) console.error(JSON.stringify({ level, time: Date.now(), msg: message, ...details }));
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
