import type { FastifyInstance } from 'fastify';
import type { Database } from '@marginalia/db';
import { selectPlatforms } from './platform-queries';

// Marginalia's pages refuse to be framed (CSP `frame-ancestors 'none'`, docs/QUALITY.md), except by the LMSs
// registered as LTI platforms: a launch opens in the LMS's frame, and the app it lands on stays there. Allowed:
// the origins of each platform's issuer and login URL, and those its launches named as their return page (an LMS's
// course pages are often on another host than its issuer). Read at most every half minute per process and
// database: a new registration reaches other processes within that time, and this one's at once.

const REFRESH_MS = 30_000;
const cached = new WeakMap<Database, { origins: string[]; at: number }>();

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export async function allowedFrameOrigins(db: Database): Promise<string[]> {
  const kept = cached.get(db);
  if (kept && Date.now() - kept.at < REFRESH_MS) return kept.origins;
  const origins = new Set<string>();
  for (const platform of await selectPlatforms(db)) {
    for (const url of [platform.issuer, platform.authLoginUrl, ...platform.frameOrigins]) {
      const origin = originOf(url);
      if (origin) origins.add(origin);
    }
  }
  const sorted = [...origins].sort();
  cached.set(db, { origins: sorted, at: Date.now() });
  return sorted;
}

/** After a registration changes in this process. */
export function forgetFrameOrigins(db: Database): void {
  cached.delete(db);
}

/** The origin of a launch's return URL, if it is one a platform's page may have (http(s) only). */
export function frameOriginOf(url: unknown): string | null {
  return typeof url === 'string' ? originOf(url) : null;
}

/** HTML answers (the app and the LTI pages) may be framed by the registered platforms' origins, and nothing else. */
export function installLtiFraming(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string' || !policy.includes("frame-ancestors 'none'")) return payload;
    const origins = await allowedFrameOrigins(db);
    if (origins.length === 0) return payload;
    reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`));
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
