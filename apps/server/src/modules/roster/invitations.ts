import type { InvitationRequest, InvitationResult } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { inviteNewUsers, type NotifyContext } from '../notifications/service';
import { selectNotActivatedMembers } from './queries';
import { withCourseWrite } from './service';
import { recordEvent } from '../audit/record';
import { peopleEvent } from './events';

// POST /courses/{id}/sendInvitations/: the roster's "Not activated" list sends (or sends again) invitations.
// Roster rules: admins of the course, not archived; the course row is locked as for any roster write, so an
// invitation never goes to someone a concurrent change has just removed. Each invitation carries a new
// activation link, which replaces the one sent before (account-tokens: only the latest link works).

export function sendInvitations(
  db: Database,
  courseId: number,
  user: AuthUser,
  request: InvitationRequest,
  notify: NotifyContext,
): Promise<InvitationResult> {
  return withCourseWrite(db, courseId, user, async (tx, access) => {
    const waiting = await selectNotActivatedMembers(tx, courseId);
    const named = new Set(request.all ? waiting.map((person) => person.email) : request.emails);
    const invited = waiting.filter((person) => named.has(person.email));
    const invitedEmails = new Set(invited.map((person) => person.email));
    await inviteNewUsers(tx, notify, access.course, invited, user);
    const skipped = [...named].filter((email) => !invitedEmails.has(email)).sort();
    const data = { all: request.all === true, invited: invited.length, skipped: skipped.length };
    await recordEvent(tx, user, peopleEvent('roster.invitations_sent', courseId, invited.map((person) => person.id), data));
    return { invited: invited.map((person) => person.email), skipped };
  });
}
