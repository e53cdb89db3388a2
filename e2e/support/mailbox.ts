import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CaughtMail } from './mail-catcher';

// What the run's SMTP server caught (mail-catcher.ts), for specs:
//
//   const mail = await mailbox.waitFor({ to: email, subject: 'Activate your Marginalia account' });
//   await page.goto(mail.links[0]!);   // or mail.links.find((link) => link.includes('/activate/'))
//
// waitFor hands out each mail once (per worker), oldest first: asking twice for the same recipient and subject
// gives the first mail, then the second, as reading an inbox would. list() shows everything without taking.

export type { CaughtMail as Mail } from './mail-catcher';

export interface MailFilter {
  /** Recipient address; compared without case. */
  to?: string;
  /** The exact subject, or a pattern. */
  subject?: string | RegExp;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the specs through e2e/playwright.config.ts.');
  return dir;
}

interface Stored {
  file: string;
  mail: CaughtMail;
}

function readAll(dir: string): Stored[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => ({ file, mail: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CaughtMail }));
}

function matches(mail: CaughtMail, filter: MailFilter): boolean {
  if (filter.to && !mail.to.includes(filter.to.toLowerCase())) return false;
  if (filter.subject instanceof RegExp) return filter.subject.test(mail.subject);
  if (filter.subject !== undefined) return mail.subject === filter.subject;
  return true;
}

function describeFilter(filter: MailFilter): string {
  return [filter.to && `to ${filter.to}`, filter.subject && `with subject ${String(filter.subject)}`].filter(Boolean).join(' ') || 'at all';
}

/** A mailbox over the mail files in `dir` (by default the run's, from E2E_MAIL_DIR). */
export function openMailbox(dir?: string) {
  const taken = new Set<string>();
  const directory = () => dir ?? mailDir();
  /** Every mail received so far that matches, oldest first. */
  function list(filter: MailFilter = {}): CaughtMail[] {
    return readAll(directory())
      .filter(({ mail }) => matches(mail, filter))
      .map(({ mail }) => mail);
  }
  return {
    list,

    /** The oldest matching mail not handed out before, waiting for it to arrive (default: up to 15 s). */
    async waitFor(filter: MailFilter, options: { timeout?: number } = {}): Promise<CaughtMail> {
      const deadline = Date.now() + (options.timeout ?? 15_000);
      for (;;) {
        const found = readAll(directory()).find(({ file, mail }) => !taken.has(file) && matches(mail, filter));
        if (found) {
          taken.add(found.file);
          return found.mail;
        }
        if (Date.now() > deadline) {
          const seen = list({ to: filter.to }).map((mail) => `"${mail.subject}"`);
          throw new Error(`No mail arrived ${describeFilter(filter)}${seen.length ? ` (mail to that address: ${seen.join(', ')})` : ''}.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** The run's mailbox. */
export const mailbox = openMailbox();
