import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../core/config';
import type { RenderedMail } from './templates';

// Where mail goes: the SMTP relay of SMTP_URL, or, without one (embedded mode), an .eml file per message in
// DATA_DIR/outbox that any mail reader opens and platform admins can also read in the app.

export interface OutgoingMail extends RenderedMail {
  id: number;
  template: string;
  to: string;
  /** Stable per outbox row, so a receiver can spot the rare duplicate of a retried delivery. */
  messageId: string;
}

export interface MailTransport {
  /** Where mail goes, for logs: "smtp" or "outbox directory". */
  readonly kind: 'smtp' | 'file';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function outboxDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'outbox');
}

/** The outbox file of one mail: <id>-<template>.eml. */
export function outboxFileName(mail: Pick<OutgoingMail, 'id' | 'template'>): string {
  return `${mail.id}-${mail.template.replace(/[^A-Za-z0-9_-]/g, '')}.eml`;
}

function envelope(config: Pick<Config, 'MAIL_FROM'>, mail: OutgoingMail) {
  return { from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId };
}

// A relay that stops answering must not hold the sender for nodemailer's default minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function smtpTransport(config: Pick<Config, 'MAIL_FROM'>, url: string): MailTransport {
  // One connection reused for a batch (and between batches while it stays open) instead of one per message.
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail(envelope(config, mail));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(config: Pick<Config, 'MAIL_FROM' | 'DATA_DIR'>): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const directory = outboxDirectory(config);
  return {
    kind: 'file',
    deliver: async (mail) => {
      const info = await builder.sendMail(envelope(config, mail));
      await mkdir(directory, { recursive: true });
      const target = path.join(directory, outboxFileName(mail));
      // Written aside and renamed, so a reader never sees half a message.
      const partial = `${target}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, target);
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): MailTransport {
  return config.SMTP_URL ? smtpTransport(config, config.SMTP_URL) : fileTransport(config);
}
