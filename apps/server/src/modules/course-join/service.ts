import { emailMatchesWhitelist, type EmailRegistrationRequest, type EmailRegistrationResponse } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../http/auth-user';
import { throttled } from '../../http/errors';
import { incrementWindow } from '../../http/rate-limit';
import { publicLink } from '../../core/config';
import { issueActivationLink } from '../account-tokens/service';
import { callerOrVisitor, recordEvent } from '../audit/record';
import { queueMail } from '../mail/queue';
import { diffRoster, planRoster } from '../roster/plan';
import { listMemberships, lockCourse } from '../roster/queries';
import { applyRosterDiff, rosterState } from '../roster/state';
import { findCourseByInviteCode, findJoiningUser } from './queries';

export interface JoinOutcome {
  status: 200 | 403;
  body: EmailRegistrationResponse;
}

const refused = (codeValid: boolean, emailValid: boolean): JoinOutcome => ({
  status: 403,
  body: { success: false, email_valid: emailValid, code_valid: codeValid },
});

/**
 * Joins a course with its invite code (docs/PRODUCT.md §7). The code must name a course that takes invite codes and is
 * not archived; the e-mail must pass the course's whitelist. The student is then enrolled through the roster's
 * own rules (a former student is re-activated; a new address gets a not-yet-activated account in the course's
 * organization). An account without a password gets an activation link and one with a password a notice that it
 * joined, so every address gets a mail and the same answer: the reply never tells whether an account existed.
 * Attempts are counted per client address like logins, which also bounds how fast anyone holding a code can try.
 * A join records `course.joined` about the student, as the caller's when they are signed in (`caller`), else as
 * a visitor's.
 */
export async function joinCourseWithCode(ctx: AppContext, input: EmailRegistrationRequest, ip: string, caller: AuthUser | null): Promise<JoinOutcome> {
  const { db, config } = ctx;
  const attempts = await incrementWindow(db, `join:ip:${ip}`, config.LOGIN_WINDOW_SECONDS);
  if (attempts.count > config.LOGIN_MAX_ATTEMPTS_PER_IP) throw throttled(attempts.retryAfter);

  const course = await findCourseByInviteCode(db, input.token);
  if (!course || !course.inviteCodeEnabled || course.archived) return refused(false, true);
  if (!emailMatchesWhitelist(input.email, course.emailWhitelist)) return refused(true, false);

  await db.transaction(async (tx) => {
    // The same lock as every roster write of the course, so a join and an admin's change apply one after the other.
    await lockCourse(tx, course.id);
    const state = rosterState(await listMemberships(tx, course.id));
    const plan = planRoster(state.active, { add: { students: [input.email] } });
    const diff = diffRoster(state.active, plan.next);
    const created: number[] = [];
    await applyRosterDiff(tx, course, state, diff, async (accounts) => {
      created.push(...accounts.map((account) => account.id));
    });
    const user = (await findJoiningUser(tx, input.email))!;
    if (!user.hasPassword) await issueActivationLink(tx, ctx, user);
    else {
      const data = { courseName: course.name, period: course.period, link: publicLink(config, '/student') };
      await queueMail(tx, { to: user.email, template: 'courseJoined', data });
    }
    const joined = { newAccount: created.length > 0, alreadyEnrolled: diff.activate.length === 0 };
    await recordEvent(tx, callerOrVisitor(caller, ip), { type: 'course.joined', courseId: course.id, targetUserId: user.id, object: { type: 'course', id: course.id }, data: joined });
  });
  return { status: 200, body: { success: true, email_valid: true, code_valid: true } };
}
