import { SessionTokens } from '../core/session-tokens';
import type { TestUser } from './factories';

/**
 * Session tokens as a login would give them, signed with a given JWT_SECRET: for benchmarks whose server runs in
 * processes of its own (started with the same secret), where the factories' tokenFor has no context to sign with.
 */
export function sessionSigner(secret: string, ttlSeconds = 24 * 3600): (user: TestUser) => Promise<string> {
  const sessions = new SessionTokens(secret, ttlSeconds);
  return (user) => sessions.issue({ userId: user.id, email: user.email, tokenVersion: user.tokenVersion });
}
