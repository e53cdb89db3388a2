import type { Executor } from '@marginalia/db';
import type { Config } from '../../core/config';
import { notFound } from '../../http/errors';
import type { OutboxMail, OutboxMailDetail } from '@marginalia/contracts';
import { findOutboxMail, listOutbox, type OutboxRow } from './queries';
import { renderQueuedMail, type RenderedMail } from './templates';
import { outboxFileName } from './transport';

// Reading the outbox (platform admins only, by route policy): in embedded mode it is how mail is read at all.

type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'PORT'>;

function rendered(config: LinkConfig, row: OutboxRow): RenderedMail | null {
  try {
    return renderQueuedMail(config, row.template, row.data);
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

export async function listOutboxMail(db: Executor, config: LinkConfig, range: { limit: number; offset: number }): Promise<{ count: number; results: OutboxMail[] }> {
  const { count, rows } = await listOutbox(db, range);
  return { count, results: rows.map((row) => present(row, rendered(config, row))) };
}

export async function readOutboxMail(db: Executor, config: Pick<Config, 'MAIL_FROM' | 'SMTP_URL'> & LinkConfig, id: number): Promise<OutboxMailDetail> {
  const row = await findOutboxMail(db, id);
  if (!row) throw notFound();
  const mail = rendered(config, row);
  return {
    ...present(row, mail),
    from: config.MAIL_FROM,
    text: mail?.text ?? null,
    html: mail?.html ?? null,
    file: !config.SMTP_URL && row.sentAt ? outboxFileName({ id: row.id, template: row.template }) : null,
  };
}
