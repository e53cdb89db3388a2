import { asc, eq } from 'drizzle-orm';
import { mailOutbox, type Executor } from '@marginalia/db';
import type { MailMessage } from '../modules/mail/queue';

/** The mail queued so far (sent or not), oldest first; to one address when given. */
export async function queuedMails(db: Executor, to?: string): Promise<MailMessage[]> {
  const rows = await db
    .select({ to: mailOutbox.toAddress, template: mailOutbox.template, data: mailOutbox.data })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined)
    .orderBy(asc(mailOutbox.id));
  return rows as MailMessage[];
}

/** The link in the newest mail of a template to an address; tests follow it as the recipient would. */
export async function latestMailLink(db: Executor, to: string, template: MailMessage['template']): Promise<string> {
  const mails = (await queuedMails(db, to)).filter((mail) => mail.template === template);
  const link = mails.at(-1)?.data.link;
  if (!link) throw new Error(`No ${template} mail with a link was queued for ${to}`);
  return link;
}
