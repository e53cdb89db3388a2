import { createHash, randomBytes } from 'node:crypto';
import {
  isStandardEmail,
  invalidPkMessage,
  type CheckStatusNewAdminUserResponse,
  type SignupRequestStatus,
  type ValidateNewAdminUserRequest,
  type ValidateNewAdminUserResponse,
} from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AppContext } from '../../core/app-context';
import { publicLink } from '../../core/config';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, notFound, throttled } from '../../http/errors';
import { incrementWindow } from '../../http/rate-limit';
import { answerLinkRequestAlike, issueActivationLink, issueUpgradeLink } from '../account-tokens/service';
import { callerOrVisitor, recordEvent } from '../audit/record';
import { findUserByEmail } from '../auth/queries';
import { queueMail } from '../mail/queue';
import { emailDomain, emailMatchesDomain, findInstitution, type InstitutionEntry } from './institutions';
import {
  decideRequest,
  findApprovedRequest,
  findRequestByStatusToken,
  findOrCreateOrganization,
  findOrganizationByDomain,
  findOrganizationById,
  findOrganizationByName,
  findRequest,
  insertApprovedRequest,
  insertStatusToken,
  listPlatformAdminEmails,
  listRequests,
  upsertInstructor,
  upsertPendingRequest,
  type OrganizationRow,
} from './queries';

/**
 * Sign-up attempts per client address and per e-mail address in a window. Each attempt may send mail (to the
 * address, or to the platform admins), so both are limited; the window ends and the limits reset.
 */
export const SIGNUP_LIMITS = { windowSeconds: 60 * 60, perIp: 20, perEmail: 5 } as const;

/** Where platform admins decide pending requests (the web app's page). */
export const SIGNUP_REQUESTS_PAGE = '/dashboard/signup-requests';

export const ALREADY_DECIDED = 'This request has already been decided.';
export const ORGANIZATION_GONE = 'The organization of this request no longer exists.';

/** What the form's `organization` names, resolved; `existing` is set when the organization is in the database. */
interface OrganizationChoice {
  name: string;
  existing: OrganizationRow | null;
  institution: InstitutionEntry | null;
}

async function resolveChoice(db: Executor, organization: number | string): Promise<OrganizationChoice> {
  if (typeof organization === 'number') {
    const existing = await findOrganizationById(db, organization);
    if (!existing) throw badRequest(invalidPkMessage(organization), 'organization');
    return { name: existing.name, existing, institution: findInstitution(existing.name) };
  }
  const existing = await findOrganizationByName(db, organization);
  const institution = findInstitution(organization);
  return { name: existing?.name ?? institution?.label ?? organization.trim(), existing, institution };
}

/** The domains that prove an address belongs to the chosen organization. */
function domainsOf(choice: OrganizationChoice): string[] {
  return [choice.existing?.emailDomain ?? '', ...(choice.institution?.domains ?? [])].filter(Boolean);
}

/** The chosen organization as a database row, made from the institution list when it is not there yet. */
function materialize(tx: Executor, choice: OrganizationChoice): Promise<OrganizationRow> {
  if (choice.existing) return Promise.resolve(choice.existing);
  return findOrCreateOrganization(tx, {
    name: choice.name,
    shortname: choice.institution?.code ?? '',
    // A new organization typed on the form gets no domain: a platform admin sets one, or every address of
    // that domain (gmail.com, say) would be approved for it from then on.
    emailDomain: choice.institution?.domains[0] ?? '',
  });
}

/**
 * Admits an approved instructor. A new address, or an account nobody has activated yet, becomes an instructor's
 * account and gets the activation link. An account that already has a password gets an upgrade link instead,
 * and its rights come when its owner follows it (account-tokens), since anyone can type an address on the form.
 */
async function admitInstructor(tx: Executor, ctx: AppContext, email: string, organizationId: number): Promise<{ userId: number; link: 'upgrade' | 'activation' }> {
  const existing = await findUserByEmail(tx, email);
  if (existing?.isActivated) {
    await issueUpgradeLink(tx, ctx, existing);
    return { userId: existing.id, link: 'upgrade' };
  }
  const user = await upsertInstructor(tx, email, organizationId);
  await issueActivationLink(tx, ctx, { id: user.id, email: user.email });
  return { userId: user.id, link: 'activation' };
}

/**
 * `POST /registration/validateNewAdminUser/`. An address of the chosen organization's domain (or of any
 * organization's, then joining that one) is approved at once; anything else waits for a platform admin. `actor`
 * is the caller when signed in, null for a visitor (docs/AUDIT.md).
 */
export async function validateNewAdminUser(
  ctx: AppContext,
  input: ValidateNewAdminUserRequest,
  ip: string,
  actor: AuthUser | null,
): Promise<ValidateNewAdminUserResponse> {
  const { windowSeconds, perIp, perEmail } = SIGNUP_LIMITS;
  const byIp = await incrementWindow(ctx.db, `signup:ip:${ip}`, windowSeconds);
  if (byIp.count > perIp) throw throttled(byIp.retryAfter);
  const email = input.email.trim().toLowerCase();
  if (!isStandardEmail(email)) return { success: false };
  const byEmail = await incrementWindow(ctx.db, `signup:email:${email}`, windowSeconds);
  if (byEmail.count > perEmail) throw throttled(byEmail.retryAfter);

  return ctx.db.transaction(async (tx) => {
    const choice = await resolveChoice(tx, input.organization);
    const matchesChoice = domainsOf(choice).some((domain) => emailMatchesDomain(email, domain));
    const byDomain = matchesChoice ? null : await findOrganizationByDomain(tx, emailDomain(email));
    if (matchesChoice || byDomain) {
      const organization = byDomain ?? (await materialize(tx, choice));
      const requestId = await insertApprovedRequest(tx, email, organization.id);
      const admitted = await admitInstructor(tx, ctx, email, organization.id);
      const data = { email, status: 'approved', organization: organization.id, link: admitted.link };
      await recordEvent(tx, callerOrVisitor(actor, ip), { type: 'signup_request.created', targetUserId: admitted.userId, object: { type: 'signupRequest', id: requestId }, data });
      return { success: true, org: organization.name, statusToken: await issueStatusToken(tx, requestId) };
    }
    const { id: requestId, created } = await upsertPendingRequest(tx, email, {
      organizationId: choice.existing?.id ?? null,
      newOrganizationName: choice.existing ? null : choice.name,
    });
    if (created) {
      const admins = await listPlatformAdminEmails(tx);
      const data = { email, organization: choice.name, link: publicLink(ctx.config, SIGNUP_REQUESTS_PAGE) };
      for (const admin of admins) await queueMail(tx, { to: admin, template: 'signupPending', data });
      await queueMail(tx, { to: email, template: 'signupReceived', data: { organization: choice.name } });
    }
    // A second request of a pending address replaces the first one's organization.
    const pending = { email, status: 'pending', organization: choice.existing?.id ?? null, newOrganizationName: choice.existing ? null : choice.name, replaced: !created };
    await recordEvent(tx, callerOrVisitor(actor, ip), { type: 'signup_request.created', object: { type: 'signupRequest', id: requestId }, data: pending });
    return { success: true, org: choice.name, pending: true, statusToken: await issueStatusToken(tx, requestId) };
  });
}

/**
 * `POST /registration/requestUpgradeLink/` (the page /upgrade/ links to when an upgrade link no longer works): a
 * new upgrade link for an account with a password, an approved sign-up and no instructor rights yet. The answer
 * is the same for every address.
 */
export function requestUpgradeLink(ctx: AppContext, email: string, ip: string, actor: AuthUser | null): Promise<void> {
  return answerLinkRequestAlike(ctx, 'upgrade-link', email, ip, async () => {
    const user = await findUserByEmail(ctx.db, email);
    const eligible = user?.isActivated && !user.canCreateCourses && (await findApprovedRequest(ctx.db, user.email)) ? user : null;
    // Recorded whether or not a link goes out: the caller's answer is the same either way, the record says which.
    await ctx.db.transaction(async (tx) => {
      if (eligible) await issueUpgradeLink(tx, ctx, eligible);
      const data = { email: email.trim().toLowerCase(), linkSent: eligible !== null };
      await recordEvent(tx, callerOrVisitor(actor, ip), { type: 'account.upgrade_link_requested', targetUserId: user?.id ?? null, data });
    });
  });
}

const hashStatusToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for following the request from the browser that sent it; only its digest is kept. */
async function issueStatusToken(tx: Executor, requestId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertStatusToken(tx, requestId, hashStatusToken(token));
  return token;
}

const UNKNOWN_STATUS: CheckStatusNewAdminUserResponse = { pending: false, status: false };

/**
 * `GET /registration/checkStatusNewAdminUser`: the state of the request the token was given for, nothing more.
 * Without the token (or with another one) the answer is that of an address that never applied, so the call
 * tells nobody whether an address has.
 */
export async function checkStatusNewAdminUser(ctx: AppContext, email: string, token: string | undefined): Promise<CheckStatusNewAdminUserResponse> {
  if (!token) return UNKNOWN_STATUS;
  const request = await findRequestByStatusToken(ctx.db, hashStatusToken(token), email.trim());
  if (!request) return UNKNOWN_STATUS;
  return { pending: request.status === 'pending', status: request.status === 'approved' };
}

function present(row: NonNullable<Awaited<ReturnType<typeof findRequest>>>) {
  return {
    id: row.id,
    email: row.email,
    organization: row.organization,
    organizationName: row.organizationName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

export async function listSignupRequests(ctx: AppContext, status: SignupRequestStatus | undefined) {
  return (await listRequests(ctx.db, status)).map(present);
}

/** A platform admin approves a pending request: the organization and the account are made, the link is sent. */
export async function approveSignupRequest(ctx: AppContext, id: number, admin: AuthUser) {
  return ctx.db.transaction(async (tx) => {
    const request = await findRequest(tx, id);
    if (!request) throw notFound();
    if (request.status !== 'pending') throw badRequest(ALREADY_DECIDED);
    let organization: OrganizationRow | null = null;
    if (request.organization) organization = await findOrganizationById(tx, request.organization);
    else if (request.newOrganizationName) organization = await materialize(tx, await resolveChoice(tx, request.newOrganizationName));
    // The organization asked for was deleted meanwhile (its id is then cleared).
    if (!organization) throw badRequest(ORGANIZATION_GONE);
    if (!(await decideRequest(tx, id, { status: 'approved', decidedBy: admin.id, organizationId: organization.id }))) {
      throw badRequest(ALREADY_DECIDED);
    }
    const admitted = await admitInstructor(tx, ctx, request.email, organization.id);
    const data = { email: request.email, organization: organization.id, link: admitted.link };
    await recordEvent(tx, admin, { type: 'signup_request.approved', targetUserId: admitted.userId, object: { type: 'signupRequest', id }, data });
    return present((await findRequest(tx, id))!);
  });
}

export async function rejectSignupRequest(ctx: AppContext, id: number, admin: AuthUser) {
  return ctx.db.transaction(async (tx) => {
    const request = await findRequest(tx, id);
    if (!request) throw notFound();
    if (!(await decideRequest(tx, id, { status: 'rejected', decidedBy: admin.id }))) throw badRequest(ALREADY_DECIDED);
    await recordEvent(tx, admin, { type: 'signup_request.rejected', object: { type: 'signupRequest', id }, data: { email: request.email } });
    return present((await findRequest(tx, id))!);
  });
}
