import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { impersonations, preparedFor, users, type Executor } from '@marginalia/db';
import type { ImpersonationRecord } from '../../http/authenticate';

const admins = alias(users, 'admins');

/** Read on every request made with a login-as token, hence prepared. */
export async function findImpersonation(db: Executor, id: number): Promise<ImpersonationRecord | null> {
  const query = preparedFor(db, 'find_impersonation', (d) =>
    d
      .select({
        id: impersonations.id,
        adminId: impersonations.adminId,
        adminEmail: admins.email,
        userId: impersonations.userId,
        expiresAt: impersonations.expiresAt,
        endedAt: impersonations.endedAt,
        adminMayImpersonate: sql<boolean>`(${admins.isPlatformAdmin} and ${admins.isActivated})`,
        adminTokenVersion: admins.tokenVersion,
      })
      .from(impersonations)
      .innerJoin(admins, eq(admins.id, impersonations.adminId))
      .where(eq(impersonations.id, sql.placeholder('id')))
      .limit(1)
      .prepare('find_impersonation'),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}

/** The person a login-as names, by e-mail (stored lower-cased). */
export async function findTarget(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, tokenVersion: users.tokenVersion, isActivated: users.isActivated, isPlatformAdmin: users.isPlatformAdmin })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function insertImpersonation(db: Executor, values: { adminId: number; userId: number; expiresAt: Date; ip: string | null }) {
  const [row] = await db.insert(impersonations).values(values).returning();
  return row!;
}

/** Ends the session if still open; false when it had already ended. */
export async function endImpersonation(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(impersonations)
    .set({ endedAt: sql`now()` })
    .where(and(eq(impersonations.id, id), isNull(impersonations.endedAt)))
    .returning({ id: impersonations.id });
  return rows.length > 0;
}

/** The times platform admins acted as this user, newest first, for the user's own settings page. */
export async function listImpersonationsOf(db: Executor, userId: number, limit: number) {
  return db
    .select({
      id: impersonations.id,
      startedAt: impersonations.startedAt,
      endedAt: impersonations.endedAt,
      expiresAt: impersonations.expiresAt,
      adminEmail: admins.email,
    })
    .from(impersonations)
    .innerJoin(admins, eq(admins.id, impersonations.adminId))
    .where(eq(impersonations.userId, userId))
    .orderBy(desc(impersonations.startedAt), desc(impersonations.id))
    .limit(limit);
}
