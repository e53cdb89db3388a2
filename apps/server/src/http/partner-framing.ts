import type { FastifyInstance } from 'fastify';

// Partner pages (PARTNER_ORIGINS, docs/LMS.md "Login from a partner's page") frame the app to sign people in by
// message, so their origins join the CSP's `frame-ancestors` on every page, beside the registered LMSs' origins.
// Runs after the LTI framing hook: that one turns `'none'` into the LMSs' list or leaves it; this one adds to either.

const DIRECTIVE = /frame-ancestors ([^;]*)/;

/** The policy with `origins` allowed to frame: `'none'` gives way to them, an existing list is extended. */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const match = DIRECTIVE.exec(policy);
  if (!match || origins.length === 0) return policy;
  const current = match[1]!.trim().split(/\s+/).filter((source) => source !== '' && source !== "'none'");
  const sources = [...new Set([...current, ...origins])];
  return policy.replace(DIRECTIVE, `frame-ancestors ${sources.join(' ')}`);
}

export function installPartnerFraming(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string') return payload;
    reply.header('content-security-policy', withFrameAncestors(policy, origins));
    // frame-ancestors now names who may frame; the older header would forbid them all.
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
