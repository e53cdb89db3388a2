import type { Database } from '@marginalia/db';
import type { PlatformRow } from './platform-queries';
import { callService, LmsServiceError } from './service-token';

// Names and Role Provisioning Services 2.0 (docs/LMS.md, "Roster sync"): a context's whole membership, read page by
// page from its memberships URL, each next page named by the `Link: <…>; rel="next"` header. The list is read whole
// or not at all (a sync that saw half a class would take the other half for gone): past the caps, or on a next page
// on another origin than the first (our token must go nowhere else), the read fails.

export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
export const MEMBERSHIP_CONTAINER = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
export const MAX_NRPS_PAGES = 200;
export const MAX_NRPS_MEMBERS = 20_000;

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';

export interface NrpsMember {
  /** The person's `sub` on this platform. */
  userId: string;
  /** Full role URIs (short names of the membership vocabulary are expanded). */
  roles: string[];
  active: boolean;
  email: string | null;
  name: string | null;
}

/** A role as a full URI: NRPS may list context roles by their short name ("Learner", "Instructor#TeachingAssistant"). */
export function fullRole(role: string): string {
  if (role.includes('://')) return role;
  return role.includes('#') ? `${MEMBERSHIP}/${role}` : `${MEMBERSHIP}#${role}`;
}

/** The URL of the `rel="next"` link of a Link header, if any. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (match && /;\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/i.test(match[2]!)) return match[1]!;
  }
  return null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** One member of a page; null for an entry without a user id (nothing to know them by). */
export function parseMember(raw: unknown): NrpsMember | null {
  if (!raw || typeof raw !== 'object') return null;
  const entry = raw as Record<string, unknown>;
  const userId = text(entry.user_id);
  if (!userId) return null;
  const roles = Array.isArray(entry.roles) ? entry.roles.filter((role): role is string => typeof role === 'string').map(fullRole) : [];
  // A member without a status is active (NRPS 2.0); "Inactive" and "Deleted" are not.
  const status = text(entry.status) ?? 'Active';
  const email = text(entry.email);
  return { userId, roles, active: status === 'Active', email: email?.toLowerCase() ?? null, name: text(entry.name) };
}

/** Every member of the context, following every next page. */
export async function readMembership(db: Database, platform: PlatformRow, membershipsUrl: string): Promise<NrpsMember[]> {
  const origin = new URL(membershipsUrl).origin;
  const members = new Map<string, NrpsMember>();
  let url: string | null = membershipsUrl;
  for (let page = 1; url; page += 1) {
    if (page > MAX_NRPS_PAGES) throw new LmsServiceError(`The LMS's member list runs past ${MAX_NRPS_PAGES} pages; nothing was changed.`, 422);
    const response = await callService(db, platform, [NRPS_SCOPE], url, { headers: { accept: MEMBERSHIP_CONTAINER } });
    if (!response.ok) {
      const body = await response.text();
      throw new LmsServiceError(`The LMS's member list answered ${response.status}: ${body.slice(0, 300)}`, response.status);
    }
    let container: { members?: unknown };
    try {
      container = (await response.json()) as typeof container;
    } catch {
      throw new LmsServiceError("The LMS's member list is not JSON.", 502);
    }
    if (!Array.isArray(container.members)) throw new LmsServiceError("The LMS's member list has no members array.", 502);
    for (const raw of container.members) {
      const member = parseMember(raw);
      if (member) members.set(member.userId, member);
    }
    if (members.size > MAX_NRPS_MEMBERS) throw new LmsServiceError(`The LMS lists more than ${MAX_NRPS_MEMBERS} members; nothing was changed.`, 422);
    const next = nextLink(response.headers.get('link'));
    if (next) {
      const resolved: URL = new URL(next, url);
      if (resolved.origin !== origin) throw new LmsServiceError(`The LMS's next page is on another server (${resolved.origin}); nothing was changed.`, 422);
      url = resolved.href;
    } else {
      url = null;
    }
  }
  return [...members.values()];
}
