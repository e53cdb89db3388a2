import { inArray, sql } from 'drizzle-orm';
import { mailOutbox } from '@marginalia/db';
import type { AppContext } from '../../core/app-context';
import { claimDueMail, markAttemptFailed, markSent, type OutboxRow } from './queries';
import { onMailQueued } from './queue';
import { MailTemplateError, renderQueuedMail } from './templates';
import { createMailTransport, type MailTransport, type OutgoingMail } from './transport';

// Delivers the outbox: claims due rows, renders and sends each, and records the outcome. Every server process
// runs one sender (main.ts); rows are claimed with skip-locked, so several processes share the work safely.
// Tests call deliverDueMail themselves, so delivery happens exactly when a test says.

export const BATCH_SIZE = 20;
export const MAX_ATTEMPTS = 8;
/** How long a claimed row stays with its sender; after that another sender may take it (this one died). */
export const LOCK_SECONDS = 300;
// A delivery may take up to the SMTP timeouts (~90 s); none starts so late that it could outlive the lock.
const LAST_START_SECONDS = LOCK_SECONDS - 120;

/** Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … at most one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Given up on (failed_at set). */
  failed: number;
}

type MailContext = Pick<AppContext, 'db' | 'config'>;

/** A failed delivery, for the server log (the outbox row keeps the error too). */
export interface DeliveryFailure {
  id: number;
  to: string;
  template: string;
  attempts: number;
  error: string;
  givenUp: boolean;
}
export type FailureListener = (failure: DeliveryFailure) => void;

function messageIdOf(ctx: MailContext, row: OutboxRow): string {
  let host = 'marginalia.localhost';
  try {
    if (ctx.config.PUBLIC_URL) host = new URL(ctx.config.PUBLIC_URL).hostname;
  } catch {
    // The configuration was validated at start-up; keep the default if it is odd anyway.
  }
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${host}>`;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/** The mail of an outbox row, rendered; throws MailTemplateError when its values do not fit its template. */
export function outgoingMail(ctx: MailContext, row: OutboxRow): OutgoingMail {
  const rendered = renderQueuedMail(ctx.config, row.template, row.data);
  return { id: row.id, template: row.template, to: row.toAddress, messageId: messageIdOf(ctx, row), ...rendered };
}

/**
 * Sends one batch of due mail and records each outcome as it happens (so a crash mid-batch resends nothing
 * already sent). Errors of single mails are recorded on their rows, never thrown; only a database failure is.
 */
export async function deliverDueMail(ctx: MailContext, transport?: MailTransport, onFailure?: FailureListener): Promise<DeliveryReport> {
  const rows = await claimDueMail(ctx.db, BATCH_SIZE, LOCK_SECONDS);
  const report: DeliveryReport = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };
  if (rows.length === 0) return report;
  const ownTransport = transport ?? createMailTransport(ctx.config);
  const started = Date.now();
  try {
    for (const [index, row] of rows.entries()) {
      if (Date.now() - started > LAST_START_SECONDS * 1000) {
        await releaseUntried(ctx, rows.slice(index));
        break;
      }
      let failure: unknown = null;
      try {
        await ownTransport.deliver(outgoingMail(ctx, row));
      } catch (error) {
        failure = error ?? new Error('Delivery failed.');
      }
      // Outside the try: a mail that went out is never recorded as a failed attempt (and sent again).
      if (failure === null) {
        await markSent(ctx.db, row.id);
        report.sent += 1;
        continue;
      }
      const permanent = failure instanceof MailTemplateError || row.attempts >= MAX_ATTEMPTS;
      await markAttemptFailed(ctx.db, row.id, describeError(failure), permanent ? null : retryDelaySeconds(row.attempts));
      if (permanent) report.failed += 1;
      else report.retrying += 1;
      onFailure?.({ id: row.id, to: row.toAddress, template: row.template, attempts: row.attempts, error: describeError(failure), givenUp: permanent });
    }
  } finally {
    if (!transport) ownTransport.close();
  }
  return report;
}

/** Rows claimed but not tried (the relay was too slow): back to the outbox at once, the attempt not counted. */
async function releaseUntried(ctx: MailContext, rows: OutboxRow[]): Promise<void> {
  await ctx.db
    .update(mailOutbox)
    .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(inArray(mailOutbox.id, rows.map((row) => row.id)));
}

export interface MailSender {
  /** Stops the loop; resolves once the batch under way has finished. */
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  /** How often the outbox is looked at when nothing wakes the sender. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** Each mail that could not be delivered this time. */
  onFailure?: FailureListener;
}

/** Runs deliverDueMail every second, and soon after this process queues a mail, until stopped. */
export function startMailSender(ctx: MailContext, options: MailSenderOptions = {}): MailSender {
  const intervalMs = options.intervalMs ?? 1000;
  const onError = options.onError ?? ((error: unknown) => console.error('Mail delivery failed:', error));
  const transport = createMailTransport(ctx.config);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function drain(): Promise<void> {
    // A full batch suggests more are due: keep going before sleeping.
    for (;;) {
      const report = await deliverDueMail(ctx, transport, options.onFailure);
      if (stopped || report.claimed < BATCH_SIZE) return;
    }
  }

  let dueAt = Infinity;

  /** Runs the loop after delayMs, unless a run is already due sooner. */
  function schedule(delayMs: number): void {
    if (stopped || Date.now() + delayMs >= dueAt) return;
    clearTimeout(timer);
    dueAt = Date.now() + delayMs;
    timer = setTimeout(run, delayMs);
  }

  function run(): void {
    dueAt = Infinity;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = drain()
      .catch(onError)
      .finally(() => {
        running = undefined;
        schedule(again ? 100 : intervalMs);
      });
  }

  // The queueing transaction usually commits within moments; a wake that comes too early is caught by the next tick.
  const unsubscribe = onMailQueued(() => {
    if (running) again = true;
    else schedule(100);
  });
  schedule(0);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
      transport.close();
    },
  };
}
