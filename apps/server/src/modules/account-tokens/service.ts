import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RegistrationTokenStatus, SetPasswordReply, SetPasswordRequest } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AppContext } from '../../core/app-context';
import { publicLink } from '../../core/config';
import type { AuthUser } from '../../http/auth-user';
import { throttled } from '../../http/errors';
import { incrementWindow } from '../../http/rate-limit';
import { callerOrVisitor, recordEvent } from '../audit/record';
import { findUserByEmail } from '../auth/queries';
import { hashPassword } from '../../core/passwords';
import { queuePasswordChangedMail } from '../mail/password-changed';
import { queueMail, type MailTemplate } from '../mail/queue';
import {
  ACCOUNT_TOKEN_PURPOSES,
  consumeAccountToken,
  deleteAccountTokens,
  findLiveAccountToken,
  grantApprovedInstructorRights,
  insertAccountToken,
  setPasswordAndActivate,
  type AccountTokenPurpose,
} from './queries';
import { decodeUid, encodeUid } from './uid';

// Account links (docs/QUALITY.md): 256 random bits, only a SHA-256 of which is stored; they expire, work once,
// and a new link of a purpose replaces the user's older one, so only the latest link works.

const HOUR_MS = 60 * 60 * 1000;

export const ACCOUNT_LINK_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  activation: 7 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
  upgrade: 7 * 24 * HOUR_MS,
};

/** The web app's page for each purpose; the link is `{page}{uid}/{token}`. */
const PAGES: Record<AccountTokenPurpose, string> = {
  activation: '/activate/',
  password_reset: '/password-reset/',
  upgrade: '/upgrade/',
};

/** Reset requests per client address and per e-mail address in a window; both reset when it ends. */
export const RESET_LIMITS = { windowSeconds: 60 * 60, perIp: 30, perEmail: 5 } as const;

/**
 * A reset request answers no sooner than this: issuing a link and queueing its mail takes a few milliseconds
 * that an unknown address skips, and a fixed floor keeps that difference from showing in the response time.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LinkUser {
  id: number;
  email: string;
}

type LinkContext = Pick<AppContext, 'config'>;

/**
 * A new link of a purpose for the user, replacing their older ones; returns its address in the web app. Pass
 * the transaction of the change that calls for the link, so the link exists only if that change does.
 */
export async function issueAccountLink(tx: Executor, ctx: LinkContext, user: LinkUser, purpose: AccountTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deleteAccountTokens(tx, user.id, [purpose]);
  await insertAccountToken(tx, user.id, purpose, hashAccountToken(token), new Date(Date.now() + ACCOUNT_LINK_LIFETIME_MS[purpose]));
  return publicLink(ctx.config, `${PAGES[purpose]}${encodeUid(user.id)}/${token}`);
}

async function issueAndMail(tx: Executor, ctx: LinkContext, user: LinkUser, purpose: AccountTokenPurpose, template: MailTemplate) {
  const link = await issueAccountLink(tx, ctx, user, purpose);
  await queueMail(tx, { to: user.email, template, data: { link } });
  return link;
}

/** Queues the activation e-mail with a new link (a week long); for students who join and approved instructors. */
export function issueActivationLink(tx: Executor, ctx: LinkContext, user: LinkUser): Promise<string> {
  return issueAndMail(tx, ctx, user, 'activation', 'activation');
}

/**
 * Queues the upgrade e-mail with a new link (a week long): an account that already has a password becomes an
 * instructor's only when its owner follows the link, so typing someone's address on the sign-up form changes
 * nothing of theirs.
 */
export function issueUpgradeLink(tx: Executor, ctx: LinkContext, user: LinkUser): Promise<string> {
  return issueAndMail(tx, ctx, user, 'upgrade', 'accountUpgrade');
}

/** Queues the password-reset e-mail with a new link (an hour long). */
export function issuePasswordReset(tx: Executor, ctx: LinkContext, user: LinkUser): Promise<string> {
  return issueAndMail(tx, ctx, user, 'password_reset', 'passwordReset');
}

/**
 * Answers a request for a link by e-mail (forgot password, a new upgrade link) so that the caller learns nothing
 * about which e-mails have accounts: the answer is the same, both counters grow either way (so throttling tells
 * nothing either), and the answer time has a floor. `send` issues the link when the address deserves one.
 */
export async function answerLinkRequestAlike(
  ctx: AppContext,
  scope: string,
  email: string,
  ip: string,
  send: (email: string) => Promise<void>,
): Promise<void> {
  const { db } = ctx;
  const perIp = await incrementWindow(db, `${scope}:ip:${ip}`, RESET_LIMITS.windowSeconds);
  if (perIp.count > RESET_LIMITS.perIp) throw throttled(perIp.retryAfter);
  const perEmail = await incrementWindow(db, `${scope}:email:${email.toLowerCase()}`, RESET_LIMITS.windowSeconds);
  if (perEmail.count > RESET_LIMITS.perEmail) throw throttled(perEmail.retryAfter);
  const answerAt = performance.now() + RESET_ANSWER_FLOOR_MS;
  await send(email);
  await sleep(Math.max(0, answerAt - performance.now()));
}

/**
 * Forgot password: a reset link for an account with the e-mail, the same answer for every address. Every request
 * is recorded (docs/AUDIT.md), naming the account when there is one; `actor` is null for a visitor.
 */
export function requestPasswordReset(ctx: AppContext, email: string, ip: string, actor: AuthUser | null): Promise<void> {
  return answerLinkRequestAlike(ctx, 'password-reset', email, ip, async () => {
    const user = await findUserByEmail(ctx.db, email);
    await ctx.db.transaction(async (tx) => {
      if (user) await issuePasswordReset(tx, ctx, user);
      const data = { email: email.trim().toLowerCase() };
      await recordEvent(tx, callerOrVisitor(actor, ip), { type: 'account.password_reset_requested', targetUserId: user?.id ?? null, data });
    });
  });
}

async function findLink(db: Executor, uid: string, token: string) {
  const userId = decodeUid(uid);
  if (userId === null || token.length === 0) return null;
  const row = await findLiveAccountToken(db, userId, hashAccountToken(token), new Date());
  return row ? { ...row, userId } : null;
}

export async function verifyAccountLink(db: Executor, uid: string, token: string): Promise<RegistrationTokenStatus> {
  const link = await findLink(db, uid, token);
  return link ? { isValid: true, email: link.email } : { isValid: false, email: null };
}

/**
 * Sets the password with a link: the link is used up, the account activated (the link proves the e-mail is
 * theirs), older sessions end and the user's other account links stop working, and the account is told by mail
 * that its password changed. An upgrade link also gives the account the instructor rights its approved sign-up
 * stands for. `actor` is null for a visitor, as most are.
 */
export async function setPasswordWithLink(ctx: AppContext, input: SetPasswordRequest, ip: string, actor: AuthUser | null): Promise<SetPasswordReply> {
  const link = await findLink(ctx.db, input.uid, input.token);
  if (!link) return { isValid: false };
  const passwordHash = await hashPassword(input.password1);
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, link.id, new Date()))) return { isValid: false };
    await setPasswordAndActivate(tx, link.userId, passwordHash);
    if (link.purpose === 'upgrade') await grantApprovedInstructorRights(tx, link.userId);
    await deleteAccountTokens(tx, link.userId, ACCOUNT_TOKEN_PURPOSES, link.id);
    // findLink reads account links only (ACCOUNT_TOKEN_PURPOSES).
    await queuePasswordChangedMail(tx, link.email, link.purpose as AccountTokenPurpose);
    await recordEvent(tx, callerOrVisitor(actor, ip), { type: 'account.password_set', targetUserId: link.userId, object: { type: 'user', id: link.userId }, data: { link: link.purpose } });
    return { isValid: true };
  });
}
