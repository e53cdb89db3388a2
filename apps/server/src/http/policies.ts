import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEventType } from '@marginalia/contracts';
import type { AuthUser } from './auth-user';
import { notFound, unauthorized } from './errors';
import type { Caller, SessionCaller } from './session-caller';

/**
 * Who may call a route. Object-level rules (membership of the course an object belongs to) live in
 * the module's policy.ts and answer 404 for objects outside the caller's courses.
 * - public: anyone; credentials are read when valid and ignored otherwise.
 * - authenticated: any signed-in user (JWT or API key).
 * - platformAdmin: platform (super) admins only; others get 404 so the console stays hidden.
 */
export type Policy = 'public' | 'authenticated' | 'platformAdmin';

export const POLICIES: readonly Policy[] = ['public', 'authenticated', 'platformAdmin'];

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
    /**
     * The audit events a successful call records (docs/AUDIT.md); [] for a write that changes nothing on record
     * (a client's error report, a token refresh). Every route but GET and HEAD must say.
     */
    events?: readonly AuditEventType[];
    /**
     * The route's statement reads the caller's user row with its object (session-caller.ts), so authentication
     * leaves a browser session's row to it; the handler takes `requireCaller(request)`. GET routes with the
     * `authenticated` policy only.
     */
    readsCallerWithObject?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set instead of `user` on routes that read the caller with their object (see above). */
    sessionCaller: SessionCaller | null;
  }
}

/** The route table is checked as it is built: a route without a policy stops the server from starting. */
export function requirePoliciesOnRoutes(app: FastifyInstance, registry: RouteRecord[]): void {
  app.addHook('onRoute', (route) => {
    const config = route.config as { policy?: Policy; events?: readonly AuditEventType[]; readsCallerWithObject?: boolean } | undefined;
    const policy = config?.policy;
    const events = config?.events;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const queryKeys = Object.keys((route.schema?.querystring as { shape?: object } | undefined)?.shape ?? {});
    for (const method of methods) registry.push({ method, url: route.url, policy, events, queryKeys });
    if (!policy || !POLICIES.includes(policy)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access policy.`);
    }
    if (config?.readsCallerWithObject && (policy !== 'authenticated' || methods.some((method) => method !== 'GET' && method !== 'HEAD'))) {
      throw new Error(`Route ${methods.join(',')} ${route.url} may read its caller with its object only as an authenticated read.`);
    }
  });
}

/** Methods that change nothing; every other route declares its audit events (the route-table test checks). */
export const READ_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

export interface RouteRecord {
  method: string;
  url: string;
  policy: Policy | undefined;
  events: readonly AuditEventType[] | undefined;
  /** The query parameters its contract schema names (for tests that try each one with bad values). */
  queryKeys: string[];
}

/** The signed-in caller, for handlers of routes whose policy requires one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The caller, for handlers of routes that read it with their object (`config.readsCallerWithObject`). */
export function requireCaller(request: FastifyRequest): Caller {
  const caller = request.user ?? request.sessionCaller;
  if (!caller) throw unauthorized();
  return caller;
}

export function enforcePolicy(policy: Policy | undefined, user: AuthUser | null): void {
  switch (policy ?? 'public') {
    case 'public':
      return;
    case 'authenticated':
      if (!user) throw unauthorized();
      return;
    case 'platformAdmin':
      if (!user) throw unauthorized();
      if (!user.isPlatformAdmin) throw notFound();
      return;
  }
}

