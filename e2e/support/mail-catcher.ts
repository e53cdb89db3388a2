import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The SMTP server the e2e run's Marginalia sends to. Each mail it receives becomes a JSON file in a directory
// that spec workers read (mailbox.ts): files work across processes without another port or protocol.

export interface CaughtMail {
  /** Envelope recipients, lower-cased: the mailboxes the mail landed in (Bcc included). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text and HTML bodies, in order, without repeats. */
  links: string[];
  receivedAt: string;
}

export interface MailCatcher {
  port: number;
  close(): Promise<void>;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function linksOf(text: string, html: string): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const fromHtml = [...html.matchAll(/href\s*=\s*"(https?:[^"]*)"/gi)].map((match) => decodeEntities(match[1]!));
  return [...new Set([...fromText, ...fromHtml])];
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((group) => group.text).join(', ');
}

/** Addresses whose local part starts with `refused-` are refused at RCPT TO with a 550, every time. */
export const REFUSED_PREFIX = 'refused-';

export function isRefusedAddress(address: string): boolean {
  return address.toLowerCase().startsWith(REFUSED_PREFIX);
}

export async function startMailCatcher(options: { port: number; dir: string; host?: string }): Promise<MailCatcher> {
  mkdirSync(options.dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: with no STARTTLS on offer, the sender does not try to upgrade.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    // A relay that refuses some mailboxes, as a real one does for addresses it does not know: the jobs journey
    // needs mail that cannot be delivered.
    onRcptTo(address, _session, callback) {
      if (!isRefusedAddress(address.address)) return callback();
      const refusal = Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: addressText(parsed.from),
            subject: parsed.subject ?? '',
            text,
            html,
            links: linksOf(text, html),
            receivedAt: new Date().toISOString(),
          };
          sequence += 1;
          // Numbered in arrival order; written aside and renamed so readers never see half a file.
          const file = path.join(options.dir, `${String(sequence).padStart(6, '0')}.json`);
          writeFileSync(`${file}.partial`, JSON.stringify(mail, null, 2));
          renameSync(`${file}.partial`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
