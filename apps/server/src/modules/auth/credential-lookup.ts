import type { Executor } from '@marginalia/db';
import type { CredentialLookup } from '../../http/authenticate';
import { hashApiKey, looksLikeApiKey } from '../../core/api-keys';
import { findImpersonation } from '../impersonation/queries';
import { findUserByApiKeyHash, findUserById } from './queries';

/** The auth module's answer to "whose credential is this?", installed into authentication by app.ts. */
export function credentialLookup(db: Executor): CredentialLookup {
  return {
    userById: (id) => findUserById(db, id),
    // Anything that cannot be a key is not looked up; keys are stored as digests of their lowercase form.
    userByApiKey: async (key) => (looksLikeApiKey(key) ? findUserByApiKeyHash(db, hashApiKey(key.toLowerCase())) : null),
    impersonation: (id) => findImpersonation(db, id),
  };
}
