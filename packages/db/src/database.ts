import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

/** The one database type services use, whichever driver (PGlite or node-postgres) is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle has the same query API as the database. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** The database's postgres:// URL (PostgreSQL only), e.g. for a test that starts other processes on it. */
  databaseUrl?: string;
  /** Applies every pending migration (idempotent); tests of a migration name a folder holding fewer. */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
}
