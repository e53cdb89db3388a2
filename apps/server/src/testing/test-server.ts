import { randomBytes } from 'node:crypto';
import { createTestDatabase, type DatabaseHandle } from '@marginalia/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppContext } from '../core/app-context';
import { testConfig, type Config } from '../core/config';
import { SessionTokens } from '../core/session-tokens';
import type { RouteRecord } from '../http/policies';

export interface TestServer {
  url: string;
  ctx: AppContext;
  app: FastifyInstance;
  routes: RouteRecord[];
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a fresh, migrated database: in-memory PGlite by default, or a new database
 * on the PostgreSQL cluster named by TEST_DATABASE_ADMIN_URL (started by the test harness).
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await createTestDatabase(process.env.TEST_DATABASE_ADMIN_URL || undefined);
  const config = testConfig(overrides);
  const ctx: AppContext = {
    db: database.db,
    config,
    sessions: new SessionTokens(randomBytes(32).toString('hex'), config.JWT_TTL_HOURS * 3600),
  };
  const { app, routes } = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    app,
    routes,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another app over the same database and sessions as `server` (the same tokens sign in), with other settings:
 * e.g. the answer cache off, to compare what the server answers with what is computed afresh.
 */
export async function appBeside(server: TestServer, overrides: Partial<Config>): Promise<FastifyInstance> {
  const { app } = await buildApp({ ...server.ctx, config: { ...server.ctx.config, ...overrides } });
  await app.ready();
  return app;
}
