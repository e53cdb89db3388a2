import { and, desc, eq, sql } from 'drizzle-orm';
import { organizations, signupRequests, signupStatusTokens, users, type Executor } from '@marginalia/db';
import type { SignupRequestStatus } from '@marginalia/contracts';

// SQL of instructor sign-up. Each function is one statement.

export interface OrganizationRow {
  id: number;
  name: string;
  emailDomain: string;
}

const organizationColumns = { id: organizations.id, name: organizations.name, emailDomain: organizations.emailDomain };

export async function findOrganizationById(db: Executor, id: number): Promise<OrganizationRow | null> {
  const [row] = await db.select(organizationColumns).from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

/** Organization names are unique regardless of case. */
export async function findOrganizationByName(db: Executor, name: string): Promise<OrganizationRow | null> {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(sql`lower(${organizations.name}) = lower(${name.trim()})`)
    .limit(1);
  return row ?? null;
}

/** The organization whose e-mail domain is exactly this one (the oldest, should several share it). */
export async function findOrganizationByDomain(db: Executor, domain: string): Promise<OrganizationRow | null> {
  if (!domain) return null;
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(sql`${organizations.emailDomain} <> '' and lower(${organizations.emailDomain}) = ${domain.toLowerCase()}`)
    .orderBy(organizations.id)
    .limit(1);
  return row ?? null;
}

/** Inserts the organization unless one of that name exists (two approvals may race), and answers its row. */
export async function findOrCreateOrganization(
  db: Executor,
  values: { name: string; shortname: string; emailDomain: string },
): Promise<OrganizationRow> {
  const result = await db.execute(sql`
    with inserted as (
      insert into ${organizations} (name, shortname, email_domain)
      values (${values.name}, ${values.shortname}, ${values.emailDomain})
      on conflict do nothing
      returning id, name, email_domain
    )
    select id, name, email_domain as "emailDomain" from inserted
    union all
    select id, name, email_domain from ${organizations} where lower(name) = lower(${values.name})
    limit 1`);
  const row = (result as unknown as { rows: { id: number; name: string; emailDomain: string }[] }).rows[0]!;
  return { id: Number(row.id), name: row.name, emailDomain: row.emailDomain };
}

export const requestColumns = {
  id: signupRequests.id,
  email: signupRequests.email,
  organization: signupRequests.organizationId,
  organizationName: sql<string>`coalesce(${organizations.name}, ${signupRequests.newOrganizationName}, '')`,
  status: signupRequests.status,
  createdAt: signupRequests.createdAt,
  decidedAt: signupRequests.decidedAt,
  newOrganizationName: signupRequests.newOrganizationName,
};

function selectRequests(db: Executor) {
  return db.select(requestColumns).from(signupRequests).leftJoin(organizations, eq(organizations.id, signupRequests.organizationId));
}

export type SignupRequestRow = Awaited<ReturnType<typeof findRequest>> & {};

export async function findRequest(db: Executor, id: number) {
  const [row] = await selectRequests(db).where(eq(signupRequests.id, id)).limit(1);
  return row ?? null;
}

/** The request a status token was given for, if it is an address's (compared without case). */
export async function findRequestByStatusToken(db: Executor, tokenHash: string, email: string) {
  const [row] = await db
    .select({ status: signupRequests.status })
    .from(signupStatusTokens)
    .innerJoin(signupRequests, eq(signupRequests.id, signupStatusTokens.requestId))
    .where(and(eq(signupStatusTokens.tokenHash, tokenHash), sql`lower(${signupRequests.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export async function insertStatusToken(db: Executor, requestId: number, tokenHash: string): Promise<void> {
  await db.insert(signupStatusTokens).values({ requestId, tokenHash });
}

export async function listRequests(db: Executor, status: SignupRequestStatus | undefined) {
  return selectRequests(db)
    .where(status ? eq(signupRequests.status, status) : undefined)
    .orderBy(signupRequests.createdAt, signupRequests.id);
}

export interface RequestChoice {
  organizationId: number | null;
  newOrganizationName: string | null;
}

/**
 * Records a request. An address with a request still pending keeps that one row (with the latest choice of
 * organization), so repeating the form neither duplicates it nor notifies the admins again.
 * Answers the row's id and whether it was new.
 */
export async function upsertPendingRequest(db: Executor, email: string, choice: RequestChoice) {
  const result = await db.execute(sql`
    with updated as (
      update ${signupRequests}
      set organization_id = ${choice.organizationId}, new_organization_name = ${choice.newOrganizationName}
      where id = (
        select id from ${signupRequests}
        where lower(email) = ${email} and status = 'pending'
        order by id desc limit 1
        for update
      )
      returning id
    ), inserted as (
      insert into ${signupRequests} (email, organization_id, new_organization_name)
      select ${email}, ${choice.organizationId}, ${choice.newOrganizationName}
      where not exists (select 1 from updated)
      returning id
    )
    select id, false as created from updated
    union all
    select id, true as created from inserted`);
  const row = (result as unknown as { rows: { id: number; created: boolean }[] }).rows[0]!;
  return { id: Number(row.id), created: row.created === true };
}

/** A request approved on the spot, recorded as such. */
export async function insertApprovedRequest(db: Executor, email: string, organizationId: number): Promise<number> {
  const [row] = await db.insert(signupRequests).values({ email, organizationId, status: 'approved', decidedAt: new Date() }).returning({ id: signupRequests.id });
  return row!.id;
}

/** Decides a pending request; answers false when it was not pending any more (decided meanwhile). */
export async function decideRequest(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; organizationId?: number },
): Promise<boolean> {
  const rows = await db
    .update(signupRequests)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: new Date(),
      ...(decision.organizationId !== undefined ? { organizationId: decision.organizationId } : {}),
    })
    .where(and(eq(signupRequests.id, id), eq(signupRequests.status, 'pending')))
    .returning({ id: signupRequests.id });
  return rows.length > 0;
}

/**
 * The instructor's account: a new one (not activated: the activation link sets the password) or an account
 * nobody has activated yet given the right to create courses, keeping an organization it already belongs to.
 */
export async function upsertInstructor(db: Executor, email: string, organizationId: number) {
  const [row] = await db
    .insert(users)
    .values({ email, organizationId, canCreateCourses: true, canModifyRosters: true, isActivated: false })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        canCreateCourses: true,
        canModifyRosters: true,
        organizationId: sql`coalesce(${users.organizationId}, excluded.organization_id)`,
      },
    })
    .returning({ id: users.id, email: users.email, isActivated: users.isActivated, tokenVersion: users.tokenVersion });
  return row!;
}

export async function listPlatformAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.isPlatformAdmin, true)).orderBy(users.id);
  return rows.map((row) => row.email);
}

/** The latest approved sign-up request of the address, if any: what an upgrade link stands for. */
export async function findApprovedRequest(db: Executor, email: string) {
  const [row] = await db
    .select({ id: signupRequests.id, organizationId: signupRequests.organizationId })
    .from(signupRequests)
    .where(and(sql`lower(${signupRequests.email}) = lower(${email})`, eq(signupRequests.status, 'approved')))
    .orderBy(desc(signupRequests.decidedAt), desc(signupRequests.id))
    .limit(1);
  return row ?? null;
}
