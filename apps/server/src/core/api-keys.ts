import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_LENGTH } from '@marginalia/contracts';

/** A new API key: 40 hex characters (160 random bits), as existing API clients expect. */
export function generateApiKey(): string {
  return randomBytes(API_KEY_LENGTH / 2).toString('hex');
}

/** Keys are stored as SHA-256 digests; a high-entropy key needs no slow hash. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeApiKey(value: string): boolean {
  return value.length === API_KEY_LENGTH && /^[0-9a-f]+$/i.test(value);
}
