import { eq, sql } from 'drizzle-orm';
import { assignments, courses, mailOutbox, submissions, submissionStudents, users, type Executor } from '@marginalia/db';
import { publicLink, type Config } from '../../config';
import { issueAccountLink } from '../account-tokens/service';
import { queueMail } from '../mail/queue';
import { formatBytes, formatUtc } from './receipt-format';

// The e-mails that tell people about things that happened to them: feedback published, a regrade request
// answered, an account made for them by a roster. Each is queued in the transaction of the change that causes
// it (modules/mail), so a rolled-back change sends nothing. Fan-outs are one INSERT ... SELECT, whatever the size.

export interface NotifyContext {
  config: Config;
}

/**
 * The assignment was just published: each student of a finalized submission hears of it, when the course sends
 * feedback notifications and the assignment is visible.
 */
export async function notifyFeedbackPublished(tx: Executor, ctx: NotifyContext, assignmentId: number): Promise<void> {
  const codePath = publicLink(ctx.config, '/code/');
  await tx.execute(sql`
    insert into ${mailOutbox} (to_address, template, data)
    select lower(u.email), 'feedbackPublished',
      jsonb_build_object('assignmentName', a.name, 'courseName', c.name, 'link', ${codePath} || s.id::text)
    from ${assignments} a
    join ${courses} c on c.id = a.course_id
    join ${submissions} s on s.assignment_id = a.id and s.is_finalized
    join ${submissionStudents} ss on ss.submission_id = s.id
    join ${users} u on u.id = ss.student_id
    where a.id = ${assignmentId} and a.is_visible and a.is_released and c.enable_student_feedback_notifications
    order by s.id, u.id`);
}

/** Staff answered a regrade request: the submission's students hear of it. */
export async function notifyRegradeAnswered(tx: Executor, ctx: NotifyContext, submissionId: number): Promise<void> {
  await tx.execute(sql`
    insert into ${mailOutbox} (to_address, template, data)
    select lower(u.email), 'regradeAnswered',
      jsonb_build_object('assignmentName', a.name, 'link', ${publicLink(ctx.config, `/code/${submissionId}`)}::text)
    from ${submissions} s
    join ${assignments} a on a.id = s.assignment_id
    join ${submissionStudents} ss on ss.submission_id = s.id
    join ${users} u on u.id = ss.student_id
    where s.id = ${submissionId}
    order by u.id`);
}

/**
 * A roster named people who had no account (emailNewUsers): each gets an activation link and an invitation to
 * the course. One link and one mail per person, since every link is its own secret.
 */
export async function inviteNewUsers(
  tx: Executor,
  ctx: NotifyContext,
  course: { name: string; period: string },
  accounts: readonly { id: number; email: string }[],
): Promise<void> {
  for (const account of accounts) {
    const link = await issueAccountLink(tx, ctx, account, 'activation');
    await queueMail(tx, { to: account.email, template: 'courseInvitation', data: { courseName: course.name, period: course.period, link } });
  }
}

/** The roster hook that invites the accounts a roster change creates, when the course e-mails new users. */
export function invitationsFor(
  tx: Executor,
  ctx: NotifyContext,
  course: { name: string; period: string; emailNewUsers: boolean },
): ((accounts: { id: number; email: string }[]) => Promise<void>) | undefined {
  if (!course.emailNewUsers) return undefined;
  return (accounts) => inviteNewUsers(tx, ctx, course, accounts);
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
