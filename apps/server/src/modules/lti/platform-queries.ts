import { asc, eq } from 'drizzle-orm';
import { ltiPlatforms, organizations, type Executor } from '@marginalia/db';

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

export async function selectPlatforms(db: Executor): Promise<PlatformRow[]> {
  return db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.name), asc(ltiPlatforms.id));
}

export async function selectPlatform(db: Executor, id: number): Promise<PlatformRow | null> {
  const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
  return row ?? null;
}

/** The registrations of an issuer (one per client id it gave us). */
export async function selectPlatformsByIssuer(db: Executor, issuer: string): Promise<PlatformRow[]> {
  return db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, issuer));
}

export async function organizationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return Boolean(row);
}

export async function insertPlatform(db: Executor, values: typeof ltiPlatforms.$inferInsert): Promise<PlatformRow> {
  const [row] = await db.insert(ltiPlatforms).values(values).returning();
  return row!;
}

export async function updatePlatform(db: Executor, id: number, values: Partial<typeof ltiPlatforms.$inferInsert>): Promise<PlatformRow | null> {
  const [row] = await db.update(ltiPlatforms).set(values).where(eq(ltiPlatforms.id, id)).returning();
  return row ?? null;
}

export async function deletePlatform(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(ltiPlatforms).where(eq(ltiPlatforms.id, id)).returning({ id: ltiPlatforms.id });
  return rows.length > 0;
}

/** A launch's outcome on the registration, for the console: when it last worked, and the last refusal. */
export async function recordPlatformLaunch(db: Executor, id: number): Promise<void> {
  await db.update(ltiPlatforms).set({ lastLaunchAt: new Date() }).where(eq(ltiPlatforms.id, id));
}

export async function recordPlatformError(db: Executor, id: number, error: string): Promise<void> {
  await db.update(ltiPlatforms).set({ lastError: error, lastErrorAt: new Date() }).where(eq(ltiPlatforms.id, id));
}

export async function addFrameOrigin(db: Executor, platform: PlatformRow, origin: string): Promise<void> {
  if (platform.frameOrigins.includes(origin)) return;
  await db
    .update(ltiPlatforms)
    .set({ frameOrigins: [...platform.frameOrigins, origin].slice(-20) })
    .where(eq(ltiPlatforms.id, platform.id));
}
