import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ltiDeepLinkRequests, type Database } from '@marginalia/db';
import { frameOriginOf } from './frame-origins';

// The deep-linking page ends by posting the signed answer to the LMS's return URL in a form (Deep Linking 2.0 wants
// the browser to carry it). Every page's CSP allows forms to this server only (`form-action 'self'`); the app page of
// one request (`/lti/deep-link/{ref}`) also allows the origin of that request's return URL, and nothing else.

const PAGE = /^\/lti\/deep-link\/([A-Za-z0-9_-]{1,100})\/?$/;

async function returnOrigin(db: Database, ref: string): Promise<string | null> {
  const [row] = await db.select({ returnUrl: ltiDeepLinkRequests.returnUrl }).from(ltiDeepLinkRequests).where(eq(ltiDeepLinkRequests.ref, ref));
  return row ? frameOriginOf(row.returnUrl) : null;
}

export function installDeepLinkFormAction(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const ref = request.method === 'GET' ? PAGE.exec(request.url.split('?')[0]!)?.[1] : undefined;
    if (!ref || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string' || !policy.includes("form-action 'self'")) return payload;
    const origin = await returnOrigin(db, ref);
    if (origin) reply.header('content-security-policy', policy.replace("form-action 'self'", `form-action 'self' ${origin}`));
    return payload;
  });
}
