import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

// A real SMTP server for tests: what the mail sender delivers arrives here, parsed as a mail reader would.

export interface SmtpListener {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Everything received so far, in order. */
  received: ParsedMail[];
  close(): Promise<void>;
}

export interface SmtpListenerOptions {
  /** Answer every recipient with "550 Mailbox unavailable", as a relay refusing the mail would. */
  rejectRecipients?: boolean;
}

export async function startSmtpListener(options: SmtpListenerOptions = {}): Promise<SmtpListener> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: without STARTTLS on offer the client does not try to upgrade.
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS lookup of the client: on a loopback it only costs time.
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      // Parsed before the "250 OK", so the message is in `received` once the sender's delivery returns.
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a parsed mail was sent to. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}

/** One SMTP listener per test file (or describe block): started before its tests, closed after them. */
export function useSmtpListener(options: SmtpListenerOptions = {}): { readonly listener: SmtpListener } {
  let listener: SmtpListener | undefined;
  beforeAll(async () => {
    listener = await startSmtpListener(options);
  });
  afterAll(async () => {
    await listener?.close();
  });
  return {
    get listener(): SmtpListener {
      if (!listener) throw new Error('The SMTP listener starts in beforeAll.');
      return listener;
    },
  };
}
