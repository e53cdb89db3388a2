import { isNeutralLeaderboardName, LEADERBOARD_MESSAGES, looksLikeEmail, type Leaderboard } from '@marginalia/contracts';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../../http/auth-user';
import { badRequest, forbidden } from '../../../http/errors';
import { isCourseStaff, loadAssignmentForMember } from '../../assignments/policy';
import { recordEvent } from '../../audit/record';
import { assertCourseWritable } from '../../courses/policy';
import { rankLeaderboard } from './rank';
import { isAccountEmail, selectLeaderboardEntries, selectLeaderboardNames, selectSubmissionOrder, upsertLeaderboardName } from './queries';

// An assignment's leaderboard (docs/AUTOGRADER.md, "Leaderboards"): the values each submission's newest run
// reported, read by the course's students and staff alike, and naming no one: a row shows the names its students
// chose for this assignment, or a neutral "Anonymous N" (N by the submission's order in the assignment), whether
// the assignment is graded anonymously or not. A chosen name can pass for neither: not "Anonymous N" (another
// row's neutral name) and not an e-mail address (the contract refuses anything shaped like one, the service any
// account's address).

/** A stored name the rules above refuse (chosen before they held) counts as no name. */
const isUsable = (name: string | undefined): name is string => name !== undefined && !isNeutralLeaderboardName(name) && !looksLikeEmail(name);

/** What a row is called: its students' chosen names, else a neutral one. */
function rowName(studentIds: number[], names: ReadonlyMap<number, string>, position: number): string {
  const chosen = studentIds.map((id) => names.get(id)).filter(isUsable);
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
  const myName = names.get(user.id);
  return { assignment: assignmentId, ...ranked, myName: !isCourseStaff(course) && isUsable(myName) ? myName : null };
}

/** A student names themself on the leaderboard; the name is theirs alone within the assignment. */
export async function setLeaderboardName(db: Database, assignmentId: number, user: AuthUser, name: string): Promise<Leaderboard> {
  const { course } = await loadAssignmentForMember(db, assignmentId, user);
  if (isCourseStaff(course) || !course.roles.includes('student')) throw forbidden();
  assertCourseWritable(course.course);
  if (await isAccountEmail(db, name)) throw badRequest(LEADERBOARD_MESSAGES.nameIsEmail, 'name');
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
