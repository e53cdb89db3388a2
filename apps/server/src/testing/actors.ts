import type { AuthUser } from '../core/actor';
import type { TestUser } from './factories';

/** A test user as the caller a request would carry, for calling domain rules directly. */
export function actorFor(user: TestUser): AuthUser {
  const { id, email, organizationId, isPlatformAdmin, canCreateCourses, canModifyRosters, tokenVersion } = user;
  return { id, email, organizationId, isPlatformAdmin, canCreateCourses, canModifyRosters, tokenVersion, via: 'jwt', ip: '127.0.0.1', impersonation: null };
}
