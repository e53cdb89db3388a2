import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_LIFETIME_MS } from './login';

// The browser's secret of a login in progress (login.ts), one cookie per login, sent back only to the launch. It
// must reach us on the platform's cross-site form post, so it is SameSite=None, hence Secure (browsers keep Secure
// cookies of http://localhost too, for a local LMS under test).

const PREFIX = 'marginalia_lti_';
const cookieName = (state: string) => `${PREFIX}${state.slice(0, 20)}`;

export function setLoginCookie(reply: FastifyReply, state: string, binding: string): void {
  const cookie = `${cookieName(state)}=${binding}; Max-Age=${LOGIN_LIFETIME_MS / 1000}; Path=/lti/launch; HttpOnly; Secure; SameSite=None`;
  const previous = reply.getHeader('set-cookie');
  reply.header('set-cookie', [...(Array.isArray(previous) ? previous : previous ? [String(previous)] : []), cookie]);
}

/** The secret the request's cookies hold for `state`, if any. */
export function loginCookie(request: FastifyRequest, state: string): string | undefined {
  const wanted = cookieName(state);
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) return rest.join('=');
  }
  return undefined;
}

/** The launch took the login: its cookie is not needed any more. */
export function clearLoginCookie(reply: FastifyReply, state: string): void {
  reply.header('set-cookie', `${cookieName(state)}=; Max-Age=0; Path=/lti/launch; HttpOnly; Secure; SameSite=None`);
}
