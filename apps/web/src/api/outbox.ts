import { OutboxMail, OutboxMailDetail, paged } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { readNested } from './resources';
import { checkShape } from './shape';

// The mail outbox as platform admins read it: what the server sent, is sending or gave up on, and each mail
// itself (in embedded mode, without a mail relay, this is where the mail can be read).

export const OutboxPage = paged(OutboxMail);
export type OutboxPage = ReturnType<typeof OutboxPage.parse>;

export const outboxQueryKeys = {
  page: (page: number, pageSize: number) => ['mail', 'outbox', page, pageSize] as const,
  mail: (id: number) => ['mail', 'outbox', 'mail', id] as const,
};

/** GET /mail/outbox/?page=&page_size= — newest first. */
export async function fetchOutboxPage(page: number, pageSize: number): Promise<OutboxPage> {
  const response = await sendExpecting('GET', '/mail/outbox/', 200, { query: { page, page_size: pageSize } });
  return checkShape(OutboxPage, response.body, 'GET /mail/outbox/');
}

/** GET /mail/outbox/{id}/ — the mail as sent: from, subject, text and HTML. */
export function fetchOutboxMail(id: number): Promise<OutboxMailDetail> {
  return readNested('mail', 'outbox', String(id), OutboxMailDetail);
}
