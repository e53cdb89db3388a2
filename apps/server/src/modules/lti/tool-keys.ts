import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { randomBytes, type webcrypto } from 'node:crypto';
import { desc, gt, isNull, lt, or } from 'drizzle-orm';
import { ltiToolKeys, type Database, type Executor } from '@marginalia/db';
import type { Actor } from '../../core/actor';
import { recordEvent } from '../audit/record';

// Marginalia's own RSA keys for LTI (docs/LMS.md, "Our keys"): the current one signs what we send platforms; a
// retired one stays in the published key set for a day, far longer than anything it signed lives (a client
// assertion or a deep-linking answer: minutes), so a platform that cached the old set still finds every key it
// meets, and is then deleted.
export const RETIRED_KEY_PUBLISHED_MS = 24 * 60 * 60 * 1000;

export interface SigningKey {
  kid: string;
  key: webcrypto.CryptoKey;
}

/** Imported private keys by kid: a key's row never changes, so an imported copy cannot go stale. */
const imported = new Map<string, Promise<webcrypto.CryptoKey>>();

async function newKeyRow() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = randomBytes(12).toString('base64url');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  return { kid, publicJwk, privateJwk };
}

async function selectCurrent(db: Executor) {
  const [row] = await db.select().from(ltiToolKeys).where(isNull(ltiToolKeys.retiredAt)).limit(1);
  return row ?? null;
}

/** The current key, made on first use (two processes making it at once keep one: the index allows one current). */
export async function currentSigningKey(db: Database): Promise<SigningKey> {
  let row = await selectCurrent(db);
  if (!row) {
    await db.insert(ltiToolKeys).values(await newKeyRow()).onConflictDoNothing();
    row = (await selectCurrent(db))!;
  }
  const { kid, privateJwk } = row;
  let key = imported.get(kid);
  if (!key) {
    key = importJWK(privateJwk as JWK, 'RS256') as Promise<webcrypto.CryptoKey>;
    imported.set(kid, key);
  }
  return { kid, key: await key };
}

/** The public keys a platform may meet: the current one and those retired less than a day ago. */
export async function publishedKeys(db: Database): Promise<JWK[]> {
  await currentSigningKey(db);
  const since = new Date(Date.now() - RETIRED_KEY_PUBLISHED_MS);
  const rows = await db
    .select({ publicJwk: ltiToolKeys.publicJwk })
    .from(ltiToolKeys)
    .where(or(isNull(ltiToolKeys.retiredAt), gt(ltiToolKeys.retiredAt, since)))
    .orderBy(desc(ltiToolKeys.id));
  return rows.map((row) => row.publicJwk as JWK);
}

/** A new current key; the old one is retired (still published for a day); keys retired longer ago are deleted. */
export async function rotateToolKeys(db: Database, actor: Actor): Promise<{ kid: string }> {
  const fresh = await newKeyRow();
  await db.transaction(async (tx) => {
    const now = new Date();
    const [retired] = await tx.update(ltiToolKeys).set({ retiredAt: now }).where(isNull(ltiToolKeys.retiredAt)).returning({ kid: ltiToolKeys.kid });
    await tx.insert(ltiToolKeys).values(fresh);
    await tx.delete(ltiToolKeys).where(lt(ltiToolKeys.retiredAt, new Date(now.getTime() - RETIRED_KEY_PUBLISHED_MS)));
    await recordEvent(tx, actor, { type: 'lti.keys_rotated', data: { kid: fresh.kid, retiredKid: retired?.kid ?? null } });
  });
  return { kid: fresh.kid };
}
