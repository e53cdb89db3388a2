import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { leaderboardNames, submissions, submissionStudents, testRuns, users, type Executor, type StoredLeaderboardValue } from '@marginalia/db';

// The leaderboard's rows: each submission's newest completed run that reported leaderboard values, with the
// submission's students, and the names students chose for the assignment.

export interface LeaderboardEntry {
  submissionId: number;
  studentIds: number[];
  values: StoredLeaderboardValue[];
}

const studentIds = sql<number[]>`array(select ss.student_id from ${submissionStudents} ss where ss.submission_id = ${testRuns.submissionId} order by ss.student_id)`;

export async function selectLeaderboardEntries(db: Executor, assignmentId: number): Promise<LeaderboardEntry[]> {
  const rows = await db
    .selectDistinctOn([testRuns.submissionId], { submissionId: testRuns.submissionId, studentIds, values: testRuns.leaderboard })
    .from(testRuns)
    .innerJoin(submissions, eq(submissions.id, testRuns.submissionId))
    .where(and(eq(testRuns.assignmentId, assignmentId), eq(testRuns.state, 'completed'), isNotNull(testRuns.leaderboard)))
    .orderBy(asc(testRuns.submissionId), desc(testRuns.finishedAt), desc(testRuns.id));
  return rows.flatMap((row) => (row.submissionId !== null && row.values ? [{ submissionId: row.submissionId, studentIds: row.studentIds, values: row.values }] : []));
}

/** Submission ids of the assignment in order, for the neutral names ("Anonymous 3") of students who chose none. */
export async function selectSubmissionOrder(db: Executor, assignmentId: number): Promise<number[]> {
  const rows = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.assignmentId, assignmentId)).orderBy(asc(submissions.id));
  return rows.map((row) => row.id);
}

export async function selectLeaderboardNames(db: Executor, assignmentId: number): Promise<Map<number, string>> {
  const rows = await db.select({ userId: leaderboardNames.userId, name: leaderboardNames.name }).from(leaderboardNames).where(eq(leaderboardNames.assignmentId, assignmentId));
  return new Map(rows.map((row) => [row.userId, row.name]));
}

/** Whether the name is some account's e-mail address (addresses are stored lower-cased). */
export async function isAccountEmail(db: Executor, name: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, name.trim().toLowerCase())).limit(1);
  return rows.length > 0;
}

/** Sets (or changes) the student's name; a name another student holds violates leaderboard_names_assignment_name_unique. */
export async function upsertLeaderboardName(db: Executor, assignmentId: number, userId: number, name: string): Promise<void> {
  await db
    .insert(leaderboardNames)
    .values({ assignmentId, userId, name })
    .onConflictDoUpdate({ target: [leaderboardNames.assignmentId, leaderboardNames.userId], set: { name } });
}
