import { CONSOLE_LABELS, CONSOLE_PATHS, rolesOf, type CurrentUser, type Role } from '@marginalia/contracts';

/** Where `/` takes a logged-in user (docs/PRODUCT.md §2). */
export type HomeDecision =
  | { kind: 'redirect'; path: string }
  | { kind: 'choose'; roles: Role[] }
  | { kind: 'noRole' };

/** Where a platform admin without a course lands, and where the header's Platform link goes: the dashboard. */
export const PLATFORM_HOME = '/dashboard';

export function decideHome(user: CurrentUser): HomeDecision {
  const roles = rolesOf(user);
  const [only] = roles;
  if (roles.length === 1 && only) return { kind: 'redirect', path: CONSOLE_PATHS[only] };
  if (roles.length > 1) return { kind: 'choose', roles };
  // A platform admin in no course has the platform's pages to go to.
  if (user.marginaliaAdmin) return { kind: 'redirect', path: PLATFORM_HOME };
  return { kind: 'noRole' };
}

/** Who may open a guarded route: a console's role, any logged-in user, or platform admins only. */
export type Access = Role | 'member' | 'platformAdmin';

export function hasAccess(user: CurrentUser, access: Access): boolean {
  if (access === 'member') return true;
  if (access === 'platformAdmin') return user.marginaliaAdmin;
  return rolesOf(user).includes(access);
}

/** The console a path belongs to, if any. */
export function consoleOfPath(pathname: string): Role | null {
  const roles = Object.keys(CONSOLE_PATHS) as Role[];
  return roles.find((role) => pathname === CONSOLE_PATHS[role] || pathname.startsWith(`${CONSOLE_PATHS[role]}/`)) ?? null;
}

/** The role switcher's entries: the user's consoles except the one being shown (docs/PRODUCT.md §2). */
export function otherConsoles(user: CurrentUser, pathname: string): Role[] {
  const current = consoleOfPath(pathname);
  return rolesOf(user).filter((role) => role !== current);
}

/**
 * What the role switcher's button says, true to what the user holds: the console being shown; off a console, the
 * one console they hold or "Consoles" when they hold several; null when they hold none (no switcher to offer).
 */
export function switcherLabel(user: CurrentUser, pathname: string): string | null {
  const current = consoleOfPath(pathname);
  if (current) return CONSOLE_LABELS[current];
  const held = rolesOf(user);
  if (held.length === 0) return null;
  return held.length === 1 ? CONSOLE_LABELS[held[0]!] : 'Consoles';
}
