import { z } from 'zod';
import type { Executor } from '@marginalia/db';
import { isSystemActor, type Actor } from '../../core/actor';
import { badRequest, forbidden } from '../../http/errors';
import { queueMail, type MailMessage } from './queue';
import { MailTemplateError, renderQueuedMail } from './templates';

// Queuing one mail as a domain rule that a background worker calls as SYSTEM_ACTOR (no HTTP types here). The
// mails people cause are queued by the notifications of their change; of people, only platform admins queue a
// mail directly. The outbox keeps no actor: a mail's cause is the change it was queued with.

const Address = z.email();

// Only to check the mail renders now; links queued as paths get the server's address when the mail is sent.
const CHECK_LINKS_AGAINST = { PUBLIC_URL: 'http://localhost', PORT: 0 };

/**
 * Writes the mail to the outbox with `db` (pass the transaction of the change that causes it). A mail that
 * could never be sent (a bad address, an unknown template, missing values) is refused with a 400 now, rather
 * than failing at delivery.
 */
export async function queueMailAs(db: Executor, message: MailMessage, actor: Actor): Promise<void> {
  if (!isSystemActor(actor) && !actor.isPlatformAdmin) throw forbidden();
  if (!Address.safeParse(message.to).success) throw badRequest('Enter a valid e-mail address.', 'to');
  try {
    renderQueuedMail(CHECK_LINKS_AGAINST, message.template, message.data);
  } catch (error) {
    if (error instanceof MailTemplateError) throw badRequest(error.message, 'template');
    throw error;
  }
  await queueMail(db, message);
}
