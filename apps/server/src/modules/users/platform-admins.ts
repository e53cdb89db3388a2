import { sql } from 'drizzle-orm';
import { users, type Executor } from '@marginalia/db';

/**
 * Makes each address a platform admin (config PLATFORM_ADMINS), creating an account without a password for a new
 * one: its owner sets the password through "Forgot password", which proves the address is theirs. One statement;
 * nobody loses the role here (removing an address from the setting is not a demotion, so a typo cannot lock
 * the platform's admins out).
 */
export async function ensurePlatformAdmins(db: Executor, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(users)
    .values([...new Set(emails)].map((email) => ({ email: email.toLowerCase(), isPlatformAdmin: true, isActivated: false })))
    .onConflictDoUpdate({ target: users.email, set: { isPlatformAdmin: sql`true` } });
}
