import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, PartnerInvite, PartnerLink, PartnerLinkCheck, PartnerLinkJoin, PartnerRemoval, Submission } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { checkPartnerLink, generatePartnerLink, joinWithPartnerLink, removePartner } from './service';

const IdParams = z.object({ id: IdParam });

// Nested POSTs answer 200 with their object (docs/PRODUCT.md §7).
export function partnerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/submissions/:id/generatePartnerLink/', {
      config: { policy: 'authenticated', events: ['partner.link_created'] },
      schema: { params: IdParams, response: { 200: PartnerLink } },
      handler: async (request) => generatePartnerLink(ctx.db, request.params.id, requireUser(request)),
    });

    // Only reads: who is on the submission the link opens (joining is validatePartnerLink).
    app.post('/submissions/:id/validatePartnerLinkAndReturn/', {
      config: { policy: 'authenticated', events: [] },
      schema: { params: IdParams, body: PartnerLinkCheck, response: { 200: PartnerInvite } },
      handler: async (request) => {
        requireUser(request);
        return checkPartnerLink(ctx.db, request.params.id, request.body);
      },
    });

    app.post('/submissions/:id/validatePartnerLink/', {
      config: { policy: 'authenticated', events: ['partner.joined'] },
      schema: { params: IdParams, body: PartnerLinkJoin, response: { 200: Submission } },
      handler: async (request) => joinWithPartnerLink(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.post('/submissions/:id/removePartner/', {
      config: { policy: 'authenticated', events: ['partner.removed'] },
      schema: { params: IdParams, body: PartnerRemoval, response: { 200: Submission } },
      handler: async (request) => removePartner(ctx.db, request.params.id, requireUser(request), request.body),
    });
  };
}
