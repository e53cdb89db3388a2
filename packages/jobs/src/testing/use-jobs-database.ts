import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase, jobs, type DatabaseHandle } from '@marginalia/db';

/** A migrated database for one test file (PGlite, or PostgreSQL under TEST_DATABASE_ADMIN_URL), jobs emptied per test. */
export function useJobsDatabase(): { readonly handle: DatabaseHandle } {
  const state = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    state.handle = await createTestDatabase(process.env.TEST_DATABASE_ADMIN_URL);
  });
  beforeEach(async () => {
    await state.handle.db.delete(jobs);
  });
  afterAll(async () => {
    await state.handle?.close();
  });
  return state;
}
