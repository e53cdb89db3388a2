import type { Database } from '@marginalia/db';
import type { Config } from './config';
import type { SessionTokens } from './session-tokens';

/** What every module needs, built once per process (tests build one per app). */
export interface AppContext {
  db: Database;
  config: Config;
  sessions: SessionTokens;
}
