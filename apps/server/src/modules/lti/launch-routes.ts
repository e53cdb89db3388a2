import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { LaunchRefused } from './id-token';
import { finishLaunch } from './launch';
import { clearLoginCookie, loginCookie, setLoginCookie } from './login-cookie';
import { readLoginParams, startLogin, type LoginParams } from './login';
import { sendLaunchFromStorage, sendLoginWithStorage, sendNewWindowStep, sendRefusal, sendSessionHandOver } from './pages';
import { toolOrigin } from './tool-origin';

// The browser's side of an LTI launch: the login the LMS starts (by GET or POST, as LTI allows), then the launch the
// platform posts back. Both answer pages, not JSON: a refusal is a page saying what to tell the LMS's admin.

function fields(source: unknown): Record<string, unknown> {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
}

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof LaunchRefused) return sendRefusal(reply, error.status, error.reason);
  throw error;
}

function loginUrl(origin: string, params: LoginParams): string {
  const url = new URL(`${origin}/lti/login`);
  for (const [name, value] of Object.entries(params)) if (name !== 'lti_storage_target' && value) url.searchParams.set(name, value);
  return url.toString();
}

export function ltiLaunchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const login = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const params = readLoginParams(request.method === 'POST' ? fields(request.body) : fields(request.query));
        const started = await startLogin(ctx.db, params, toolOrigin(ctx.config, request));
        setLoginCookie(reply, started.state, started.binding);
        if (started.storage) return sendLoginWithStorage(reply, started.storage, started.state, started.binding, started.redirect);
        return reply.header('Cache-Control', 'no-store').redirect(started.redirect, 302);
      } catch (error) {
        return refuse(reply, error);
      }
    };
    app.get('/lti/login', { config: { policy: 'public' }, handler: login });
    // Writes only the login's own state: nothing on record changes until the launch.
    app.post('/lti/login', { config: { policy: 'public', events: [] }, handler: login });

    app.post('/lti/launch', {
      config: { policy: 'public', events: ['lti.launched', 'lti.account_linked', 'lti.context_linked', 'course.created', 'roster.changed'] },
      handler: async (request, reply) => {
        const body = fields(request.body);
        const text = (name: string) => (typeof body[name] === 'string' && body[name] !== '' ? (body[name] as string) : undefined);
        const state = text('state');
        const idToken = text('id_token');
        // The secret read from the LMS's storage is only taken from our own page's second post: another site making
        // a browser post it (to sign the browser in as someone else) sends its own origin, which the browser sets.
        const fromOurPage = request.headers['sec-fetch-site'] === 'same-origin' || request.headers.origin === toolOrigin(ctx.config, request);
        try {
          const outcome = await finishLaunch(ctx, {
            idToken,
            state,
            bindingFor: (name) => loginCookie(request, name),
            storedBinding: fromOurPage ? text('lti_storage_binding') : undefined,
            storageFailed: fromOurPage && text('lti_storage_failed') === '1',
            ip: request.ip,
          });
          if (outcome.kind === 'askStorage') return sendLaunchFromStorage(reply, outcome.storage, { id_token: idToken!, state: state! });
          if (state) clearLoginCookie(reply, state);
          if (outcome.kind === 'newWindow') return sendNewWindowStep(reply, loginUrl(toolOrigin(ctx.config, request), outcome.loginParams));
          return sendSessionHandOver(reply, SESSION.tokenStorageKey, outcome.token, outcome.destination);
        } catch (error) {
          return refuse(reply, error);
        }
      },
    });
  };
}
