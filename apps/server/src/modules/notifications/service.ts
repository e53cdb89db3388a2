import { and, eq, inArray, sql } from 'drizzle-orm';
import { regradeLinkPath } from '@marginalia/contracts';
import { assignments, courseMemberships, courses, submissions, submissionStudents, users, type Executor } from '@marginalia/db';
import { publicLink, type Config } from '../../core/config';
import { issueAccountLink } from '../account-tokens/service';
import { queueMail, queueMailsFrom } from '../mail/queue';
import { formatBytes, formatUtc } from './receipt-format';

// The e-mails that tell people about things that happened to them: feedback published, a regrade request
// answered, an account made for them by a roster. Each is queued in the transaction of the change that causes
// it (modules/mail), so a rolled-back change sends nothing. Fan-outs are one statement (queueMailsFrom), whatever the size.

export interface NotifyContext {
  config: Config;
}

/**
 * The assignment was just published: each student of a finalized submission hears of it, when the course sends
 * feedback notifications and the assignment is visible. The submissions mailed are marked, so that finalizing
 * one of them again later (notifyFeedbackOnFinalize) does not tell its students a second time.
 */
export async function notifyFeedbackPublished(tx: Executor, ctx: NotifyContext, assignmentId: number): Promise<void> {
  await queueMailsFrom(tx, {
    ctes: sql`told as (
      update ${submissions} s set feedback_notified_at = now()
      from ${assignments} a join ${courses} c on c.id = a.course_id
      where s.assignment_id = a.id and s.is_finalized
        and a.id = ${assignmentId} and a.is_visible and a.is_released and c.enable_student_feedback_notifications
      returning s.id
    )`,
    select: feedbackMailsFor(ctx),
  });
}

/**
 * A submission was finalized after its assignment was published: its students hear of it as publication would
 * have told them, once per submission, when the course sends feedback notifications.
 */
export async function notifyFeedbackOnFinalize(tx: Executor, ctx: NotifyContext, submissionId: number): Promise<void> {
  await queueMailsFrom(tx, {
    ctes: sql`told as (
      update ${submissions} s set feedback_notified_at = now()
      from ${assignments} a join ${courses} c on c.id = a.course_id
      where s.id = ${submissionId} and s.assignment_id = a.id and s.is_finalized and s.feedback_notified_at is null
        and a.is_visible and a.is_released and c.enable_student_feedback_notifications
      returning s.id
    )`,
    select: feedbackMailsFor(ctx),
  });
}

/** The "feedback published" mail to every student of the submissions in `told`. */
function feedbackMailsFor(ctx: NotifyContext) {
  return sql`
    select lower(u.email), 'feedbackPublished',
      jsonb_build_object('assignmentName', a.name, 'courseName', c.name, 'link', ${publicLink(ctx.config, '/code/')} || s.id::text)
    from told
    join ${submissions} s on s.id = told.id
    join ${assignments} a on a.id = s.assignment_id
    join ${courses} c on c.id = a.course_id
    join ${submissionStudents} ss on ss.submission_id = s.id
    join ${users} u on u.id = ss.student_id
    order by s.id, u.id`;
}

/**
 * A student's new upload before the due date took back the claim of the grader who held the submission: the
 * grader hears of it, so that they neither wait for it nor grade the old version. The mail names no student (the
 * assignment may be graded anonymously); the link opens the submission as the grader is allowed to see it.
 */
export async function notifyClaimReleased(tx: Executor, ctx: NotifyContext, submissionId: number, graderId: number): Promise<void> {
  await queueMailsFrom(tx, {
    select: sql`
    select lower(u.email), 'claimReleasedByUpload',
      jsonb_build_object('assignmentName', a.name, 'courseName', c.name, 'link', ${publicLink(ctx.config, `/code/${submissionId}`)}::text)
    from ${submissions} s
    join ${assignments} a on a.id = s.assignment_id
    join ${courses} c on c.id = a.course_id
    join ${users} u on u.id = ${graderId}
    where s.id = ${submissionId}`,
  });
}

/** Staff answered a regrade request: the submission's students hear of it. */
export async function notifyRegradeAnswered(tx: Executor, ctx: NotifyContext, submissionId: number): Promise<void> {
  await queueMailsFrom(tx, {
    select: sql`
    select lower(u.email), 'regradeAnswered',
      jsonb_build_object('assignmentName', a.name, 'link', ${publicLink(ctx.config, regradeLinkPath(submissionId))}::text)
    from ${submissions} s
    join ${assignments} a on a.id = s.assignment_id
    join ${submissionStudents} ss on ss.submission_id = s.id
    join ${users} u on u.id = ss.student_id
    where s.id = ${submissionId}
    order by u.id`,
  });
}

/**
 * A student opened a regrade request: the submission's grader hears of it, or, while nobody has claimed it, the
 * course's admins. The mail names no student (see the regradeOpened template).
 */
export async function notifyRegradeOpened(tx: Executor, ctx: NotifyContext, submissionId: number): Promise<void> {
  await queueMailsFrom(tx, {
    select: sql`
    select lower(u.email), 'regradeOpened',
      jsonb_build_object('assignmentName', a.name, 'courseName', c.name, 'link', ${publicLink(ctx.config, regradeLinkPath(submissionId))}::text)
    from ${submissions} s
    join ${assignments} a on a.id = s.assignment_id
    join ${courses} c on c.id = a.course_id
    join ${users} u on u.id = s.grader_id
      or (s.grader_id is null and u.id in (
        select m.user_id from ${courseMemberships} m where m.course_id = c.id and m.role = 'courseAdmin' and m.is_active))
    where s.id = ${submissionId}
    order by u.id`,
  });
}

/** The role an invitation names: the highest a person holds in the course. */
const ROLE_RANK = ['courseAdmin', 'superGrader', 'grader', 'student'] as const;

async function highestRoles(tx: Executor, courseId: number, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: courseMemberships.userId, role: courseMemberships.role })
    .from(courseMemberships)
    .where(and(eq(courseMemberships.courseId, courseId), inArray(courseMemberships.userId, userIds), eq(courseMemberships.isActive, true)));
  const best = new Map<number, string>();
  for (const row of rows) {
    const current = best.get(row.userId);
    if (current === undefined || ROLE_RANK.indexOf(row.role) < ROLE_RANK.indexOf(current as (typeof ROLE_RANK)[number])) best.set(row.userId, row.role);
  }
  return best;
}

/**
 * People on a roster who have no activated account get an activation link and an invitation to the course
 * (new accounts as a roster change makes them, or again from the roster's "Not activated" list). One link and
 * one mail per person, since every link is its own secret; a new link replaces the one sent before. The mail
 * names who sent it (the admin's e-mail) and the role the person holds, so it can be told from a phishing mail;
 * it is sent once the memberships are written.
 */
export async function inviteNewUsers(
  tx: Executor,
  ctx: NotifyContext,
  course: { id: number; name: string; period: string },
  accounts: readonly { id: number; email: string }[],
  inviter: { email: string },
): Promise<void> {
  const roles = await highestRoles(
    tx,
    course.id,
    accounts.map((account) => account.id),
  );
  for (const account of accounts) {
    const link = await issueAccountLink(tx, ctx, account, 'activation');
    const role = roles.get(account.id);
    await queueMail(tx, {
      to: account.email,
      template: 'courseInvitation',
      data: { courseName: course.name, period: course.period, link, inviter: inviter.email, ...(role ? { role } : {}) },
    });
  }
}

/**
 * The roster hook that invites the accounts a roster change creates: when the admin chose to (`invite`), else
 * when the course e-mails new users.
 */
export function invitationsFor(
  tx: Executor,
  ctx: NotifyContext,
  course: { id: number; name: string; period: string; emailNewUsers: boolean },
  inviter: { email: string },
  invite?: boolean,
): ((accounts: { id: number; email: string }[]) => Promise<void>) | undefined {
  if (!(invite ?? course.emailNewUsers)) return undefined;
  return (accounts) => inviteNewUsers(tx, ctx, course, accounts, inviter);
}

export interface UploadReceipt {
  user: { id: number; email: string };
  assignmentName: string;
  courseName: string;
  at: Date;
  files: readonly { name: string; path: string | null; received: { bytes: number; sha256: string } }[];
}

/**
 * A student stored an upload of their own: when they asked for confirmation e-mails (users.send_upload_receipts),
 * they get a receipt of what arrived, which they can check against their copies.
 */
export async function sendUploadReceipt(tx: Executor, ctx: NotifyContext, receipt: UploadReceipt): Promise<void> {
  const [row] = await tx.select({ wanted: users.sendUploadReceipts }).from(users).where(eq(users.id, receipt.user.id)).limit(1);
  if (!row?.wanted) return;
  const files = receipt.files.map((file) => `${file.path ? `${file.path}/` : ''}${file.name}: ${formatBytes(file.received.bytes)}, SHA-256 ${file.received.sha256}`);
  await queueMail(tx, {
    to: receipt.user.email,
    template: 'uploadReceipt',
    data: {
      assignmentName: receipt.assignmentName,
      courseName: receipt.courseName,
      uploadedAt: formatUtc(receipt.at),
      files: files.join('\n'),
      link: publicLink(ctx.config, '/student'),
    },
  });
}
