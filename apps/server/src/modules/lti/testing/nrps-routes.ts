// Names and Role Provisioning Services 2.0: GET /contexts/{id}/memberships, the context memberships URL of the
// launch's claim. A bearer token with the membership scope is required; members are listed in pages (the page size
// is the simulator's, or the tool's smaller `limit`), the next page linked by `Link: <…>; rel="next"`, and an
// optional `role` filter takes a role URI or a short name.
import { MEDIA_TYPE, SCOPE, roleMatches } from './lti-vocabulary';
import { json, type Router } from './simulator-http';
import type { AccessTokens } from './token-endpoint';
import type { Platform } from './platform';

export interface NrpsSettings {
  pageSize: number;
}

export function nrpsRoutes(router: Router, platform: Platform, tokens: AccessTokens, settings: NrpsSettings): void {
  router.on('GET', '/contexts/{contextId}/memberships', (request) => {
    const refused = tokens.check(request, [SCOPE.contextMembershipReadOnly]);
    if (refused) return refused;
    const context = platform.model.contexts.get(request.params.contextId!);
    if (!context) return json(404, { error: 'no such context' });
    const role = request.query.get('role');
    const asked = Number(request.query.get('limit') ?? settings.pageSize);
    const limit = Math.max(1, Math.min(settings.pageSize, Number.isFinite(asked) ? asked : settings.pageSize));
    const page = Math.max(1, Number(request.query.get('page') ?? 1) || 1);
    const members = platform.model.membersOf(context.id).filter((m) => !role || m.roles.some((r) => roleMatches(r, role)));
    const slice = members.slice((page - 1) * limit, page * limit);
    const base = `${platform.url}${request.path}`;
    const selfUrl = request.query.size ? `${base}?${request.query}` : base;
    const headers: Record<string, string> = { 'content-type': MEDIA_TYPE.membershipContainer };
    if (page * limit < members.length) {
      const next = new URLSearchParams(request.query);
      next.set('limit', String(limit));
      next.set('page', String(page + 1));
      headers.link = `<${base}?${next}>; rel="next"`;
    }
    const body = {
      id: selfUrl,
      context: { id: context.id, label: context.label, title: context.title },
      members: slice.map((membership) => {
        const person = platform.model.person(membership.sub);
        return {
          status: membership.status,
          name: person.name,
          given_name: person.givenName,
          family_name: person.familyName,
          email: person.email,
          user_id: person.sub,
          lis_person_sourcedid: person.sourcedId,
          roles: membership.roles,
        };
      }),
    };
    return { status: 200, headers, body: JSON.stringify(body) };
  });
}
