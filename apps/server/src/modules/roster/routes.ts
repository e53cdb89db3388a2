import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  InvitationRequest,
  InvitationResult,
  Roster,
  RosterAddition,
  RosterChange,
  RosterImportRequest,
  RosterImportResult,
  RosterMap,
  RosterMapUpdate,
  RosterUpdate,
} from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { importRoster } from './import';
import { sendInvitations } from './invitations';
import { getRosterMap, patchRosterMap } from './roster-map';
import { addToRoster, getRoster, patchRoster, removeFromRoster } from './service';

const CourseParams = z.object({ id: IdParam });

// Every roster route needs an admin of the course (courses/policy.ts); writes also need it unarchived.
export function rosterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/courses/:id/roster/', {
      config: { policy: 'authenticated' },
      schema: { params: CourseParams, response: { 200: Roster } },
      handler: async (request) => getRoster(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/courses/:id/roster/', {
      config: { policy: 'authenticated', events: ['roster.changed'] },
      schema: { params: CourseParams, body: RosterUpdate.optional().default({}), response: { 200: Roster } },
      handler: async (request) => patchRoster(ctx.db, request.params.id, requireUser(request), request.body, ctx),
    });

    app.post('/courses/:id/addToRoster/', {
      config: { policy: 'authenticated', events: ['roster.changed'] },
      schema: { params: CourseParams, body: RosterAddition.optional().default({}), response: { 200: Roster } },
      handler: async (request) => addToRoster(ctx.db, request.params.id, requireUser(request), request.body, ctx),
    });

    app.post('/courses/:id/removeFromRoster/', {
      config: { policy: 'authenticated', events: ['roster.changed'] },
      schema: { params: CourseParams, body: RosterChange.optional().default({}), response: { 200: Roster } },
      handler: async (request) => removeFromRoster(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.get('/courses/:id/rosterMap/', {
      config: { policy: 'authenticated' },
      schema: { params: CourseParams, response: { 200: RosterMap } },
      handler: async (request) => getRosterMap(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/courses/:id/rosterMap/', {
      config: { policy: 'authenticated', events: ['roster.changed'] },
      schema: { params: CourseParams, body: RosterMapUpdate.optional().default({}), response: { 200: RosterMap } },
      handler: async (request) => patchRosterMap(ctx.db, request.params.id, requireUser(request), request.body),
    });

    // A preview (dryRun) changes nothing and records nothing; applying records one roster.changed.
    app.post('/courses/:id/importRoster/', {
      config: { policy: 'authenticated', events: ['roster.changed'] },
      schema: { params: CourseParams, body: RosterImportRequest, response: { 200: RosterImportResult } },
      handler: async (request) => importRoster(ctx.db, request.params.id, requireUser(request), request.body, ctx),
    });

    app.post('/courses/:id/sendInvitations/', {
      config: { policy: 'authenticated', events: ['roster.invitations_sent'] },
      schema: { params: CourseParams, body: InvitationRequest, response: { 200: InvitationResult } },
      handler: async (request) => sendInvitations(ctx.db, request.params.id, requireUser(request), request.body, ctx),
    });
  };
}
