import { eq } from 'drizzle-orm';
import { isUniqueViolation, users, type Database } from '@marginalia/db';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../core/actor';
import { recordEvent } from '../audit/record';
import { addToRosterFromLms } from '../roster/service';
import { deepLinkingRequestOf, placedAssignmentId, type DeepLinkSettings } from './deep-link-claims';
import { keepDeepLinkRequest } from './deep-link-requests';
import { createLinkedCourse, keepContextServices, linkedCourse, resourceLinkAssignment, type LinkedCourse } from './contexts';
import { forgetFrameOrigins, frameOriginOf } from './frame-origins';
import { LaunchRefused, verifyIdToken, type LaunchClaims } from './id-token';
import { bindingHash, consumeLogin, openLogin, type LoginParams } from './login';
import { accountForLaunch, type LaunchAccount } from './people';
import { addFrameOrigin, recordPlatformError, recordPlatformLaunch, selectPlatform, type PlatformRow } from './platform-queries';
import { launchRole, rosterListsFor, type LaunchRole } from './roles';
import { requestRosterSync } from './sync-job';

// The launch (docs/LMS.md, "How a launch goes"): the platform posts the id_token and our state back through the
// browser. The login is taken once, the browser must show the secret it was given at the login, the token is
// checked, and only then is anything written: the person's account and link, the course and its link (an
// instructor's first launch), the person on the roster in the role the LMS gives, the link placed in the LMS. The
// browser leaves signed in as that person, on the course or the link's assignment. Any refusal writes nothing but
// the registration's last error.

export type LaunchOutcome =
  | { kind: 'signedIn'; token: string; destination: string }
  /** No cookie, but the LMS offers storage in the browser: read the login's secret there and post again. */
  | { kind: 'askStorage'; storage: { target: string; origin: string } }
  /** The frame did not keep the login's cookie: the same login, to start again in a window of its own. */
  | { kind: 'newWindow'; loginParams: LoginParams };

/** Course admins work in the admin console, graders in the grader console, students in theirs (docs/PRODUCT.md §2). */
export function destinationFor(role: LaunchRole, course: LinkedCourse, assignment: { name: string } | null): string {
  const path = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;
  if (role === 'courseAdmin') return assignment ? path('admin', course.name, course.period, 'assignments', assignment.name) : path('admin', course.name, course.period);
  if (role === 'grader') return assignment ? path('grader', course.name, course.period, assignment.name) : path('grader', course.name, course.period);
  return assignment ? path('student', course.name, course.period, assignment.name) : path('student', course.name, course.period);
}

/** The person as the audit trail records them: their own account, from the launching browser's address. */
function actorFor(account: LaunchAccount, ip: string | null): AuthUser {
  return {
    id: account.id,
    email: account.email,
    organizationId: null,
    isPlatformAdmin: account.isPlatformAdmin,
    canCreateCourses: false,
    canModifyRosters: false,
    via: 'jwt',
    tokenVersion: account.tokenVersion,
    ip,
    impersonation: null,
  };
}

interface LaunchInput {
  idToken: string | undefined;
  state: string | undefined;
  /** The secrets the browser's cookies hold for logins in progress, by state. */
  bindingFor: (state: string) => string | undefined;
  /** The secret read back from the LMS's storage (a second post of the same launch), if any. */
  storedBinding: string | undefined;
  /** The second post found nothing in the LMS's storage. */
  storageFailed: boolean;
  ip: string | null;
}

async function writeLaunch(
  db: Database,
  platform: PlatformRow,
  claims: LaunchClaims,
  ip: string | null,
  deepLink: DeepLinkSettings | null,
): Promise<{ account: LaunchAccount; role: LaunchRole; destination: string; courseId: number }> {
  const role = launchRole(claims.roles);
  if (!role) throw new LaunchRefused('Your LMS role gives no access to Marginalia: it takes instructors, teaching assistants and learners.', 403);
  if (!claims.context) throw new LaunchRefused('The launch names no LMS course (context).');
  const context = claims.context;
  return db.transaction(async (tx) => {
    const account = await accountForLaunch(tx, { issuer: claims.issuer, subject: claims.subject, email: claims.email }, platform.organizationId);
    const actor = actorFor(account, ip);
    if (account.linkedNow) {
      await recordEvent(tx, actor, { type: 'lti.account_linked', targetUserId: account.id, object: { type: 'ltiPlatform', id: platform.id }, data: { created: account.createdNow } });
    }
    let linked = await linkedCourse(tx, platform.id, context.id);
    if (!linked) {
      if (role !== 'courseAdmin') throw new LaunchRefused('This LMS course is not linked to a Marginalia course yet: your instructor opens Marginalia from it first.', 404);
      linked = await createLinkedCourse(tx, platform, context, actor);
    }
    const { course, contextRowId } = linked;
    await keepContextServices(tx, contextRowId, claims.services);
    if (!course.archived) {
      const lists = Object.fromEntries(rosterListsFor(role).map((list) => [list, [account.email]]));
      await addToRosterFromLms(tx, course, actor, lists);
    }
    const assignment = claims.resourceLink
      ? await resourceLinkAssignment(tx, platform.id, contextRowId, course.id, { ...claims.resourceLink, lineItemUrl: claims.services.lineItemUrl, placedAssignmentId: placedAssignmentId(claims.payload) })
      : null;
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, account.id));
    await recordEvent(tx, actor, {
      type: 'lti.launched',
      courseId: course.id,
      object: { type: 'ltiPlatform', id: platform.id },
      data: { deploymentId: claims.deploymentId, messageType: claims.messageType, contextId: context.id, resourceLinkId: claims.resourceLink?.id ?? null, role },
    });
    // A deep-linking request goes on to the instructor's page of it (docs/LMS.md, "Deep Linking").
    const destination = deepLink
      ? `/lti/deep-link/${await keepDeepLinkRequest(tx, { platformId: platform.id, deploymentId: claims.deploymentId, courseId: course.id, userId: account.id, settings: deepLink })}`
      : destinationFor(role, course, assignment);
    return { account, role, destination, courseId: course.id };
  });
}

export async function finishLaunch(ctx: AppContext, input: LaunchInput): Promise<LaunchOutcome> {
  if (!input.state || !input.idToken) throw new LaunchRefused('The launch carried no state or no id_token (the LMS must post both).');
  const binding = input.bindingFor(input.state) ?? input.storedBinding;
  if (!binding && !input.storageFailed) {
    // Asking the LMS's storage takes a second post of the same launch, so the login stays open until then.
    const open = await openLogin(ctx.db, input.state);
    const target = open?.loginParams.lti_storage_target;
    const platform = target ? await selectPlatform(ctx.db, open.platformId) : null;
    if (target && platform) return { kind: 'askStorage', storage: { target, origin: new URL(platform.authLoginUrl).origin } };
  }
  const login = await consumeLogin(ctx.db, input.state);
  if (!login) throw new LaunchRefused('This launch is not one Marginalia started, or it was already used or has expired. Open Marginalia from the LMS again.');
  const platform = await selectPlatform(ctx.db, login.platformId);
  if (!platform) throw new LaunchRefused('The LMS registration of this launch was removed.');
  if (!binding) return { kind: 'newWindow', loginParams: login.loginParams };
  try {
    if (bindingHash(binding) !== login.bindingHash) throw new LaunchRefused('This launch was started in another browser.');
    const claims = await verifyIdToken(input.idToken, platform, login.nonce);
    const deepLink = deepLinkingRequestOf(claims);
    let written;
    try {
      written = await writeLaunch(ctx.db, platform, claims, input.ip, deepLink);
    } catch (error) {
      // Two first launches of one person at once: the other made the account; this one links to it.
      if (!isUniqueViolation(error)) throw error;
      written = await writeLaunch(ctx.db, platform, claims, input.ip, deepLink);
    }
    await recordPlatformLaunch(ctx.db, platform.id);
    // An instructor's launch refreshes the roster of a course synced before (docs/LMS.md, "Roster sync").
    if (written.role === 'courseAdmin') await requestRosterSync(ctx.db, written.courseId, 'launch');
    const frameOrigin = frameOriginOf(claims.returnUrl);
    if (frameOrigin && !platform.frameOrigins.includes(frameOrigin)) {
      await addFrameOrigin(ctx.db, platform, frameOrigin);
      forgetFrameOrigins(ctx.db);
    }
    const token = await ctx.sessions.issue({ userId: written.account.id, email: written.account.email, tokenVersion: written.account.tokenVersion });
    return { kind: 'signedIn', token, destination: written.destination };
  } catch (error) {
    if (error instanceof LaunchRefused) await recordPlatformError(ctx.db, platform.id, error.reason);
    throw error;
  }
}
