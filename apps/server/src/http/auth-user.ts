/** The authenticated caller as every service sees it; loaded fresh on every request. */
export interface AuthUser {
  id: number;
  email: string;
  organizationId: number | null;
  isPlatformAdmin: boolean;
  canCreateCourses: boolean;
  canModifyRosters: boolean;
  /** How the request authenticated: browser session (JWT) or API key. */
  via: 'jwt' | 'token';
  tokenVersion: number;
}
