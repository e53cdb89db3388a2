import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, LtiRosterSync, LtiRosterSyncLog, LtiRosterSyncPreview } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { previewRosterSync, rosterSyncLog, startRosterSync } from './sync-service';

const IdParams = z.object({ id: IdParam });

/** A course's roster sync with its LMS (docs/API.md, "LMS roster sync"): course admins of the course. */
export function ltiSyncRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/courses/:id/lti/sync/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: LtiRosterSyncLog } },
      handler: async (request) => rosterSyncLog(ctx.db, request.params.id, requireUser(request)),
    });

    app.get('/courses/:id/lti/sync/preview/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: LtiRosterSyncPreview } },
      handler: async (request) => previewRosterSync(ctx.db, request.params.id, requireUser(request)),
    });

    // The sync runs as a job: the answer is its log entry, `queued`; the job records what it changed.
    app.post('/courses/:id/lti/sync/', {
      config: { policy: 'authenticated', events: ['lti.roster_synced', 'roster.changed', 'lti.account_linked'] },
      schema: { params: IdParams, response: { 202: LtiRosterSync } },
      handler: async (request, reply) => reply.code(202).send(await startRosterSync(ctx.db, request.params.id, requireUser(request))),
    });
  };
}
