import { eq } from 'drizzle-orm';
import { courses, users, type Executor } from '@marginalia/db';

/** The course an invite code names, with what joining checks; codes are generated upper-case. */
export async function findCourseByInviteCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      period: courses.period,
      organizationId: courses.organizationId,
      archived: courses.archived,
      inviteCodeEnabled: courses.inviteCodeEnabled,
      emailWhitelist: courses.emailWhitelist,
    })
    .from(courses)
    .where(eq(courses.inviteCode, code.toUpperCase()))
    .limit(1);
  return row ?? null;
}

/** Whether the account behind an e-mail still needs a password (an activation link) or has one (a notice). */
export async function findJoiningUser(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, hasPassword: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ? { id: row.id, email: row.email, hasPassword: row.hasPassword !== null } : null;
}
