import { isUniqueViolation, type Database } from '@marginalia/db';
import { LTI_MESSAGES, type LtiPlatform, type LtiPlatformCreate, type LtiPlatformUpdate } from '@marginalia/contracts';
import type { AuthUser } from '../../core/actor';
import { fieldErrors, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { forgetFrameOrigins } from './frame-origins';
import { deletePlatform, insertPlatform, organizationExists, selectPlatform, selectPlatforms, updatePlatform, type PlatformRow } from './platform-queries';

// Registrations of LMSs as LTI 1.3 platforms, managed by platform admins (docs/LMS.md, "Registering a platform").

function present(row: PlatformRow): LtiPlatform {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.clientId,
    deploymentIds: row.deploymentIds,
    authLoginUrl: row.authLoginUrl,
    accessTokenUrl: row.accessTokenUrl,
    keysetUrl: row.keysetUrl,
    tokenAudience: row.tokenAudience,
    organization: row.organizationId,
    created: row.createdAt.toISOString(),
    lastLaunch: row.lastLaunchAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  };
}

/** The columns a create or update writes, from the contract's names. */
function columns(input: LtiPlatformUpdate) {
  const { organization, ...rest } = input;
  return { ...rest, ...(organization === undefined ? {} : { organizationId: organization }) };
}

async function checkOrganization(db: Database, organization: number | null | undefined): Promise<void> {
  if (organization != null && !(await organizationExists(db, organization))) throw fieldErrors({ organization: [LTI_MESSAGES.unknownOrganization] });
}

function duplicateOr(error: unknown): never {
  if (isUniqueViolation(error, 'lti_platforms_issuer_client_unique')) throw fieldErrors({ clientId: [LTI_MESSAGES.duplicate] });
  throw error;
}

export async function listPlatforms(db: Database): Promise<LtiPlatform[]> {
  return (await selectPlatforms(db)).map(present);
}

export async function registerPlatform(db: Database, caller: AuthUser, input: LtiPlatformCreate): Promise<LtiPlatform> {
  await checkOrganization(db, input.organization);
  try {
    const row = await db.transaction(async (tx) => {
      const { organization, ...fields } = input;
      const created = await insertPlatform(tx, { ...fields, organizationId: organization ?? null });
      await recordEvent(tx, caller, { type: 'lti.platform_registered', object: { type: 'ltiPlatform', id: created.id }, data: { issuer: created.issuer, clientId: created.clientId } });
      return created;
    });
    forgetFrameOrigins(db);
    return present(row);
  } catch (error) {
    duplicateOr(error);
  }
}

export async function changePlatform(db: Database, caller: AuthUser, id: number, input: LtiPlatformUpdate): Promise<LtiPlatform> {
  await checkOrganization(db, input.organization);
  try {
    const row = await db.transaction(async (tx) => {
      const updated = await updatePlatform(tx, id, columns(input));
      if (!updated) throw notFound();
      await recordEvent(tx, caller, { type: 'lti.platform_updated', object: { type: 'ltiPlatform', id }, data: { fields: Object.keys(input) } });
      return updated;
    });
    forgetFrameOrigins(db);
    return present(row);
  } catch (error) {
    duplicateOr(error);
  }
}

/** Removing a registration ends its links (people keep their accounts, courses keep their rosters). */
export async function removePlatform(db: Database, caller: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await selectPlatform(tx, id);
    if (!row || !(await deletePlatform(tx, id))) throw notFound();
    await recordEvent(tx, caller, { type: 'lti.platform_removed', object: { type: 'ltiPlatform', id }, data: { issuer: row.issuer, clientId: row.clientId } });
  });
  forgetFrameOrigins(db);
}
