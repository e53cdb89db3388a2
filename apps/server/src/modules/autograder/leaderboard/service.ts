import { LEADERBOARD_MESSAGES, type Leaderboard } from '@marginalia/contracts';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../../http/auth-user';
import { badRequest, forbidden } from '../../../http/errors';
import { isCourseStaff, loadAssignmentForMember } from '../../assignments/policy';
import { recordEvent } from '../../audit/record';
import { assertCourseWritable } from '../../courses/policy';
import { rankLeaderboard } from './rank';
import { selectLeaderboardEntries, selectLeaderboardNames, selectSubmissionOrder, upsertLeaderboardName } from './queries';

// An assignment's leaderboard (docs/AUTOGRADER.md, "Leaderboards"): the values each submission's newest run
// reported, read by the course's students and staff alike, and naming no one: a row shows the names its students
// chose for this assignment, or a neutral "Anonymous N" (N by the submission's order in the assignment), whether
// the assignment is graded anonymously or not.

/** What a row is called: its students' chosen names, else a neutral one. */
function rowName(studentIds: number[], names: ReadonlyMap<number, string>, position: number): string {
  const chosen = studentIds.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  return chosen.length > 0 ? chosen.join(' & ') : `Anonymous ${position}`;
}

export async function getLeaderboard(db: Executor, assignmentId: number, user: AuthUser): Promise<Leaderboard> {
  const { course } = await loadAssignmentForMember(db, assignmentId, user);
  const entries = await selectLeaderboardEntries(db, assignmentId);
  const names = await selectLeaderboardNames(db, assignmentId);
  const order = new Map((await selectSubmissionOrder(db, assignmentId)).map((id, index) => [id, index + 1]));
  const ranked = rankLeaderboard(
    entries.map((entry) => ({ name: rowName(entry.studentIds, names, order.get(entry.submissionId) ?? 0), mine: entry.studentIds.includes(user.id), values: entry.values })),
  );
  return { assignment: assignmentId, ...ranked, myName: isCourseStaff(course) ? null : (names.get(user.id) ?? null) };
}

/** A student names themself on the leaderboard; the name is theirs alone within the assignment. */
export async function setLeaderboardName(db: Database, assignmentId: number, user: AuthUser, name: string): Promise<Leaderboard> {
  const { course } = await loadAssignmentForMember(db, assignmentId, user);
  if (isCourseStaff(course) || !course.roles.includes('student')) throw forbidden();
  assertCourseWritable(course.course);
  try {
    await db.transaction(async (tx) => {
      await upsertLeaderboardName(tx, assignmentId, user.id, name);
      // The name itself stays out of the record: it is the student's chosen alias on a board that names no one.
      await recordEvent(tx, user, { type: 'leaderboard.name_set', courseId: course.course.id, object: { type: 'assignment', id: assignmentId } });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'leaderboard_names_assignment_name_unique')) throw badRequest(LEADERBOARD_MESSAGES.nameTaken, 'name');
    throw error;
  }
  return getLeaderboard(db, assignmentId, user);
}
