import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { apiKeys, preparedFor, users, type Executor } from '@marginalia/db';

const authColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  organizationId: users.organizationId,
  isActivated: users.isActivated,
  isPlatformAdmin: users.isPlatformAdmin,
  canCreateCourses: users.canCreateCourses,
  canModifyRosters: users.canModifyRosters,
  tokenVersion: users.tokenVersion,
};

export type AuthRow = Awaited<ReturnType<typeof findUserById>>;

/**
 * The caller's user row as a read joins it beside its object (http/session-caller.ts): the table as `caller`,
 * joined on the placeholder `userId`, with the columns authentication checks and the caller's fields.
 */
export const caller = alias(users, 'caller');
export const callerColumns = {
  id: caller.id,
  email: caller.email,
  organizationId: caller.organizationId,
  isActivated: caller.isActivated,
  isPlatformAdmin: caller.isPlatformAdmin,
  canCreateCourses: caller.canCreateCourses,
  canModifyRosters: caller.canModifyRosters,
  tokenVersion: caller.tokenVersion,
};
export const callerJoin = eq(caller.id, sql.placeholder('userId'));

/** Runs on every authenticated request, hence prepared. */
export async function findUserById(db: Executor, id: number) {
  const query = preparedFor(db, 'find_user_by_id', (d) =>
    d.select(authColumns).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('find_user_by_id'),
  );
  const [row] = await query.execute({ id });
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select(authColumns).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** The key's owner, and the key's id (its rate-limit budget). */
export async function findUserByApiKeyHash(db: Executor, keyHash: string) {
  const [row] = await db
    .select({ ...authColumns, apiKeyId: apiKeys.id })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function recordLogin(db: Executor, userId: number) {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}
