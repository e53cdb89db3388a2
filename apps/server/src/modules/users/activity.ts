import { userActivityWeeks, type Executor } from '@marginalia/db';

// Weekly active users (the platform console): one row per person and week, written when someone signs in or the
// web app loads the current user. Repeats in a week change nothing.

/** The Monday (UTC) of the week `at` falls in, as 'YYYY-MM-DD'. */
export function activityWeek(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** Notes that the user was active this week; one statement, so a caller may pass its transaction. */
export async function noteActivity(db: Executor, userId: number, at: Date = new Date()): Promise<void> {
  await db.insert(userActivityWeeks).values({ userId, week: activityWeek(at) }).onConflictDoNothing();
}
