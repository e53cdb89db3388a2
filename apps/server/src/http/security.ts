import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Security headers for API and web app alike: a CSP without inline scripts (Ant Design's
 * CSS-in-JS needs inline styles), no framing, no sniffing. API answers and downloads are never cached.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      // PDFs of submissions are shown from blob: URLs the app creates with an explicit PDF type.
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets for these options, read once from a throwaway server. Registered as a plugin, helmet
 * builds its middleware and parses the CSP anew on every request; the options are fixed (no nonces, no per-route
 * settings), so every answer gets the same headers, and they are worked out once at start.
 */
export async function securityHeaders(): Promise<Array<[name: string, value: string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', (_request, reply) => {
    // Names as helmet spelled them (getRawHeaderNames keeps their case; Node has it, its types do not), values as set.
    const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
    reply.send(raw.getRawHeaderNames().map((name) => [name, String(raw.getHeader(name))]));
  });
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return answer.json<Array<[string, string]>>();
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // JSON, and anything answered to a signed-in caller (grade CSVs, submission zips), is personal: no cache keeps it.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if ((type.startsWith('application/json') || request.user) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
