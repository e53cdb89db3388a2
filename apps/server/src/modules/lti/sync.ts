import type { RosterRole } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { Actor } from '../../core/actor';
import { recordEvent } from '../audit/record';
import { previewRosterFromLms, syncRosterFromLms, type LmsRosterChange, type LmsRosterOutcome } from '../roster/service';
import type { RosterCourse } from '../roster/state';
import { LaunchRefused } from './id-token';
import type { NrpsMember } from './nrps';
import { accountForLaunch, placeholderEmail } from './people';
import type { PlatformRow } from './platform-queries';
import { launchRole, rosterListsFor } from './roles';
import { accountByEmail, linkedPeople } from './sync-queries';

// A context's member list as roster changes (docs/LMS.md, "Roster sync"), by the rules of launches: an Active member
// whose LMS role we map is linked to an account (or given one), even if they never launched, and added in that
// role. People linked to this platform whom the list shows Inactive, or no longer lists, are made inactive in the
// roles an LMS gives (course admin, grader, student). Active members with a role we do not map are left as they
// are, and so is everyone the platform has no link to (people added by hand). Nobody is deleted.

/** The roster roles an LMS gives, the only ones a sync takes away. */
const LMS_ROLES: readonly RosterRole[] = [...new Set([...rosterListsFor('courseAdmin'), ...rosterListsFor('grader'), ...rosterListsFor('student')])];

export interface SkippedMember {
  userId: string;
  reason: string;
}

interface Resolved {
  change: LmsRosterChange;
  skipped: SkippedMember[];
}

type AccountOf = (member: NrpsMember) => Promise<string>;

async function resolveMembers(db: Executor, platform: PlatformRow, members: readonly NrpsMember[], accountOf: AccountOf): Promise<Resolved> {
  const add: Record<RosterRole, string[]> = { students: [], graders: [], superGraders: [], courseAdmins: [] };
  const skipped: SkippedMember[] = [];
  const present = new Set<string>();
  for (const member of members) {
    if (!member.active) continue;
    const role = launchRole(member.roles);
    // An active member with a role we do not map is neither added nor taken away.
    present.add(member.userId);
    if (!role) continue;
    let email: string;
    try {
      email = await accountOf(member);
    } catch (error) {
      if (!(error instanceof LaunchRefused)) throw error;
      skipped.push({ userId: member.userId, reason: error.reason });
      continue;
    }
    for (const list of rosterListsFor(role)) add[list].push(email);
  }
  const remove: Record<RosterRole, string[]> = { students: [], graders: [], superGraders: [], courseAdmins: [] };
  for (const [subject, person] of await linkedPeople(db, platform.issuer)) {
    if (present.has(subject)) continue;
    for (const role of LMS_ROLES) remove[role].push(person.email);
  }
  return { change: { add, remove }, skipped };
}

export interface SyncPreview extends LmsRosterOutcome {
  skipped: SkippedMember[];
}

/** What a sync would do now, writing nothing: the accounts it would make are named by the e-mail they would get. */
export async function previewSync(db: Executor, platform: PlatformRow, courseId: number, members: readonly NrpsMember[]): Promise<SyncPreview> {
  const linked = await linkedPeople(db, platform.issuer);
  const accountOf: AccountOf = async (member) => {
    const link = linked.get(member.userId);
    if (link) return link.email;
    const email = member.email ?? placeholderEmail(platform.issuer, member.userId);
    // The same refusal as accountForLaunch's: an LMS's word never links a platform admin's account.
    if ((await accountByEmail(db, email))?.isPlatformAdmin) throw new LaunchRefused('The LMS names the e-mail of a platform admin of this Marginalia server.', 403);
    return email;
  };
  const { change, skipped } = await resolveMembers(db, platform, members, accountOf);
  return { ...(await previewRosterFromLms(db, courseId, change)), skipped };
}

/** The sync itself, in the caller's transaction: accounts and links made, the roster changed, all recorded. */
export async function applySync(tx: Executor, platform: PlatformRow, course: RosterCourse, actor: Actor, members: readonly NrpsMember[]): Promise<SyncPreview> {
  const accountOf: AccountOf = async (member) => {
    const account = await accountForLaunch(tx, { issuer: platform.issuer, subject: member.userId, email: member.email }, platform.organizationId);
    if (account.linkedNow) {
      await recordEvent(tx, actor, {
        type: 'lti.account_linked',
        targetUserId: account.id,
        courseId: course.id,
        object: { type: 'ltiPlatform', id: platform.id },
        data: { created: account.createdNow, source: 'sync' },
      });
    }
    return account.email;
  };
  const { change, skipped } = await resolveMembers(tx, platform, members, accountOf);
  return { ...(await syncRosterFromLms(tx, course, actor, change)), skipped };
}

