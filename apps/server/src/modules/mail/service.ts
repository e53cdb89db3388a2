import type { Database } from '@marginalia/db';
import type { Config } from '../../core/config';
import type { AuthUser } from '../../core/actor';
import { notFound } from '../../http/errors';
import { OUTBOX_TEXTS, type OutboxMail, type OutboxMailDetail } from '@marginalia/contracts';
import { recordEvent } from '../audit/record';
import { mayListOutbox, mayReadOutboxMail, readsAsRecipient } from './policy';
import { findOutboxMail, listOutbox, type OutboxRow } from './queries';
import { outboxPrivacy, renderQueuedMail, type RenderedMail } from './templates';
import { outboxFileName } from './transport';

// Reading the outbox: in embedded mode it is how mail is read at all. What it shows is never a way into an
// account (docs/AUDIT.md): links that work as credentials read "link hidden", a grade mail's body is shown only
// through login-as as its recipient, and every read is an audit event.

type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'PORT'>;

function rendered(config: LinkConfig, row: OutboxRow): RenderedMail | null {
  try {
    return renderQueuedMail(config, row.template, row.data, { hideSecretLink: true });
  } catch {
    // A row its template cannot render shows with its lastError; the listing must not fail because of it.
    return null;
  }
}

function present(row: OutboxRow, mail: RenderedMail | null): OutboxMail {
  return {
    id: row.id,
    to: row.toAddress,
    template: row.template,
    subject: mail?.subject ?? null,
    status: row.sentAt ? 'sent' : row.failedAt ? 'failed' : 'queued',
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    nextAttemptAt: row.sentAt || row.failedAt ? null : row.nextAttemptAt.toISOString(),
    attempts: row.attempts,
    lastError: row.lastError,
  };
}

/** Whether this reader sees the body: always, but a grade mail's only through login-as as its recipient. */
function showsBody(reader: AuthUser, row: OutboxRow): boolean {
  // A template no longer known is treated as the most private kind.
  const privacy = outboxPrivacy(row.template) ?? { grades: true };
  return !privacy.grades || readsAsRecipient(reader, row.toAddress);
}

export async function listOutboxMail(db: Database, config: LinkConfig, reader: AuthUser, range: { limit: number; offset: number }): Promise<{ count: number; results: OutboxMail[] }> {
  if (!mayListOutbox(reader)) throw notFound();
  return db.transaction(async (tx) => {
    const { count, rows } = await listOutbox(tx, range);
    await recordEvent(tx, reader, { type: 'mail_outbox.read', data: { offset: range.offset, limit: range.limit, mailIds: rows.map((row) => row.id) } });
    return { count, results: rows.map((row) => present(row, rendered(config, row))) };
  });
}

export async function readOutboxMail(db: Database, config: Pick<Config, 'MAIL_FROM' | 'SMTP_URL'> & LinkConfig, reader: AuthUser, id: number): Promise<OutboxMailDetail> {
  return db.transaction(async (tx) => {
    const row = await findOutboxMail(tx, id);
    if (!row || !mayReadOutboxMail(reader, row.toAddress)) throw notFound();
    const mail = rendered(config, row);
    const body = showsBody(reader, row);
    await recordEvent(tx, reader, { type: 'mail_outbox.read', object: { type: 'mail', id: row.id }, data: { to: row.toAddress, template: row.template, body } });
    return {
      ...present(row, mail),
      from: config.MAIL_FROM,
      text: body ? (mail?.text ?? null) : null,
      html: body ? (mail?.html ?? null) : null,
      bodyNote: body ? null : OUTBOX_TEXTS.bodyOnlyThroughLoginAs,
      file: !config.SMTP_URL && row.sentAt ? outboxFileName({ id: row.id, template: row.template }) : null,
    };
  });
}
