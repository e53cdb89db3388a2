import { asc, eq, sql } from 'drizzle-orm';
import { users, type Executor } from '@marginalia/db';

export async function selectPlatformAdmins(db: Executor) {
  return db
    .select({ id: users.id, email: users.email, isActivated: users.isActivated })
    .from(users)
    .where(eq(users.isPlatformAdmin, true))
    .orderBy(asc(users.email));
}

/**
 * Every platform admin's row, locked for the rest of the transaction: two admins revoking each other at once are
 * served one after the other, so the second sees that only one is left.
 */
export async function lockPlatformAdmins(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isPlatformAdmin, true)).orderBy(asc(users.id)).for('update');
  return rows.map((row) => row.id);
}

export async function findAccount(db: Executor, by: { email: string } | { id: number }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, isPlatformAdmin: users.isPlatformAdmin, isActivated: users.isActivated })
    .from(users)
    .where('email' in by ? eq(users.email, by.email.toLowerCase()) : eq(users.id, by.id))
    .limit(1);
  return row ?? null;
}

export async function setPlatformAdmin(db: Executor, userId: number, value: boolean): Promise<void> {
  await db.update(users).set({ isPlatformAdmin: sql`${value}` }).where(eq(users.id, userId));
}
