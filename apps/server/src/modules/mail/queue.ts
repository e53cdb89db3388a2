import { sql, type SQL } from 'drizzle-orm';
import { jobs, mailOutbox, type Executor } from '@marginalia/db';
import { announceJobEnqueued, enqueueJob } from '@marginalia/jobs';

// Every e-mail the server sends starts here: a row in the outbox and a `mail.send` job for it, written with the
// change that causes it (pass the transaction), so the request answers at once and the mail goes out even if
// this process dies right after. A worker delivers it (send-job.ts); the jobs system retries failures.

export const MAIL_TEMPLATES = ['activation', 'passwordReset', 'courseInvitation', 'feedbackPublished', 'regradeAnswered', 'regradeOpened', 'claimReleasedByUpload', 'signupPending', 'signupReceived', 'accountUpgrade', 'courseJoined', 'gradeChanged', 'uploadReceipt', 'passwordChanged', 'peerReviewReminder'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** The job kind that delivers one outbox mail. */
export const MAIL_JOB_KIND = 'mail.send';
/** Tries before a mail is given up (failed_at): the last comes about two hours after the first (retryDelaySeconds). */
export const MAIL_MAX_ATTEMPTS = 8;
/** All mail shares one fairness key: it is quick, and it never waits behind a course's grading work. */
const MAIL_FAIRNESS_KEY = 'mail';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  /** The template's values, e.g. { link } for activation and password reset. */
  data: Record<string, string>;
}

export async function queueMail(db: Executor, message: MailMessage): Promise<void> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: message.to.toLowerCase(), template: message.template, data: message.data })
    .returning({ id: mailOutbox.id });
  await enqueueJob(db, { kind: MAIL_JOB_KIND, payload: { outboxId: row!.id }, fairnessKey: MAIL_FAIRNESS_KEY, maxAttempts: MAIL_MAX_ATTEMPTS });
}

/**
 * Queues every mail a query yields, with a job each, in one statement whatever their number (fan-outs such as
 * "feedback published" to a whole course). `select` yields (to_address, template, data); `ctes` are common table
 * expressions it reads from, e.g. an UPDATE ... RETURNING that marks what was told.
 */
export async function queueMailsFrom(db: Executor, query: { ctes?: SQL; select: SQL }): Promise<void> {
  await db.execute(sql`
    with ${query.ctes ? sql`${query.ctes}, ` : sql``}queued_mail as (
      insert into ${mailOutbox} (to_address, template, data)
      ${query.select}
      returning id
    )
    insert into ${jobs} (kind, payload, fairness_key, max_attempts)
    select ${MAIL_JOB_KIND}, jsonb_build_object('outboxId', id), ${MAIL_FAIRNESS_KEY}, ${MAIL_MAX_ATTEMPTS}::int
    from queued_mail order by id`);
  announceJobEnqueued();
}
