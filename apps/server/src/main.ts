import path from 'node:path';
import { connect, type DatabaseHandle } from '@marginalia/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './core/config';
import { SessionTokens } from './core/session-tokens';
import { startMailSender } from './modules/mail/sender';
import { outboxDirectory } from './modules/mail/transport';
import { ensurePlatformAdmins } from './modules/users/platform-admins';
import { DataDirLockedError, loadOrCreateJwtSecret, lockDataDir } from './runtime/data-dir';
import { seedDemo } from './seed/demo';

function fail(message: string): never {
  console.error(`\nMarginalia cannot start.\n${message}\n`);
  process.exit(1);
}

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return connect({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }).catch((error: Error) =>
      fail(`Could not connect to DATABASE_URL: ${error.message}`),
    );
  }
  return connect({ dataDir: path.join(config.DATA_DIR, 'pglite') });
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // The embedded database is single-process; a second server on the same data would corrupt it.
  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    try {
      releaseLock = lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  const database = await openDatabase(config);
  await database.migrate();
  const secret = loadOrCreateJwtSecret(config.DATA_DIR, config.JWT_SECRET);
  const ctx = { db: database.db, config, sessions: new SessionTokens(secret, config.JWT_TTL_HOURS * 3600) };
  const seeded = config.SEED_DEMO ? await seedDemo(database.db, config.DEMO_PASSWORD) : null;
  await ensurePlatformAdmins(database.db, config.PLATFORM_ADMINS);

  const { app } = await buildApp(ctx);
  // Mail goes out from this process too: over SMTP_URL, or into DATA_DIR/outbox without one.
  const mailSender = startMailSender(ctx, {
    onError: (error) => app.log.error({ err: error }, 'Mail delivery stopped on an error; trying again shortly'),
    onFailure: (failure) => app.log.warn(failure, failure.givenUp ? 'Mail not delivered; giving up' : 'Mail not delivered; will retry'),
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close().catch(() => {});
    await mailSender.stop().catch(() => {});
    await database.close().catch(() => {});
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const lines = [
    '',
    `Marginalia is running at http://localhost:${port}`,
    `Database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.DATA_DIR, 'pglite')}`}`,
    `E-mail: ${config.SMTP_URL ? 'sent over SMTP_URL' : `written to ${outboxDirectory(config)} (set SMTP_URL to send it)`}`,
  ];
  if (seeded) {
    lines.push(seeded.created ? 'Demo data created. Demo logins:' : 'Demo logins:');
    for (const login of seeded.logins) lines.push(`  ${login.email.padEnd(20)} ${login.role}`);
    lines.push(`  password: ${config.DEMO_PASSWORD === 'marginalia-demo' ? 'marginalia-demo' : '(DEMO_PASSWORD)'}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
