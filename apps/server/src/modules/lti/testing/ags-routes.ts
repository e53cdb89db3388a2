// Assignment and Grade Services 2.0 over HTTP: the line items container of a context (list with the
// resource_link_id, resource_id and tag filters; create), one line item (read, replace, delete), its scores
// (`application/vnd.ims.lis.v1.score+json`) and its results. Each route requires a bearer token with its scope.
import { AgsInputError, type LineItem } from './ags-store';
import { MEDIA_TYPE, SCOPE } from './lti-vocabulary';
import { json, type Router, type SimRequest, type SimResponse } from './simulator-http';
import type { AccessTokens } from './token-endpoint';
import type { Platform } from './platform';

function hasMediaType(request: SimRequest, mediaType: string): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === mediaType;
}

function badRequest(error: unknown): SimResponse {
  if (error instanceof AgsInputError) return json(400, { error: 'invalid_request', error_description: error.message });
  throw error;
}

export function agsRoutes(router: Router, platform: Platform, tokens: AccessTokens): void {
  const { ags, model } = platform;
  const readScopes = [SCOPE.lineItem, SCOPE.lineItemReadOnly];
  const lineItemOf = (request: SimRequest): LineItem | undefined =>
    ags.lineItem(request.params.contextId!, `${ags.containerUrl(request.params.contextId!)}/${request.params.itemId}`);

  router.on('GET', '/contexts/{contextId}/lineitems', (request) => {
    const refused = tokens.check(request, readScopes);
    if (refused) return refused;
    if (!model.contexts.has(request.params.contextId!)) return json(404, { error: 'no such context' });
    const filters: [keyof LineItem, string | null][] = [
      ['resourceLinkId', request.query.get('resource_link_id')],
      ['resourceId', request.query.get('resource_id')],
      ['tag', request.query.get('tag')],
    ];
    const items = ags.lineItemsOf(request.params.contextId!).filter((item) => filters.every(([field, value]) => value === null || item[field] === value));
    const limit = Number(request.query.get('limit') ?? 0) || items.length || 1;
    const page = Math.max(1, Number(request.query.get('page') ?? 1) || 1);
    const headers: Record<string, string> = { 'content-type': MEDIA_TYPE.lineItemContainer };
    if (page * limit < items.length) {
      const next = new URLSearchParams(request.query);
      next.set('page', String(page + 1));
      headers.link = `<${platform.url}${request.path}?${next}>; rel="next"`;
    }
    return { status: 200, headers, body: JSON.stringify(items.slice((page - 1) * limit, page * limit)) };
  });

  router.on('POST', '/contexts/{contextId}/lineitems', (request) => {
    const refused = tokens.check(request, [SCOPE.lineItem]);
    if (refused) return refused;
    if (!model.contexts.has(request.params.contextId!)) return json(404, { error: 'no such context' });
    if (!hasMediaType(request, MEDIA_TYPE.lineItem)) return json(415, { error: `Content-Type must be ${MEDIA_TYPE.lineItem}` });
    try {
      return json(201, ags.create(request.params.contextId!, request.json), MEDIA_TYPE.lineItem);
    } catch (error) {
      return badRequest(error);
    }
  });

  router.on('GET', '/contexts/{contextId}/lineitems/{itemId}', (request) => {
    const refused = tokens.check(request, readScopes);
    if (refused) return refused;
    const item = lineItemOf(request);
    return item ? json(200, item, MEDIA_TYPE.lineItem) : json(404, { error: 'no such line item' });
  });

  router.on('PUT', '/contexts/{contextId}/lineitems/{itemId}', (request) => {
    const refused = tokens.check(request, [SCOPE.lineItem]);
    if (refused) return refused;
    const item = lineItemOf(request);
    if (!item) return json(404, { error: 'no such line item' });
    if (!hasMediaType(request, MEDIA_TYPE.lineItem)) return json(415, { error: `Content-Type must be ${MEDIA_TYPE.lineItem}` });
    try {
      return json(200, ags.update(request.params.contextId!, item.id, request.json), MEDIA_TYPE.lineItem);
    } catch (error) {
      return badRequest(error);
    }
  });

  router.on('DELETE', '/contexts/{contextId}/lineitems/{itemId}', (request) => {
    const refused = tokens.check(request, [SCOPE.lineItem]);
    if (refused) return refused;
    const item = lineItemOf(request);
    if (!item) return json(404, { error: 'no such line item' });
    ags.remove(item.id);
    return { status: 204 };
  });

  router.on('POST', '/contexts/{contextId}/lineitems/{itemId}/scores', (request) => {
    const refused = tokens.check(request, [SCOPE.score]);
    if (refused) return refused;
    const item = lineItemOf(request);
    if (!item) return json(404, { error: 'no such line item' });
    if (!hasMediaType(request, MEDIA_TYPE.score)) return json(415, { error: `Content-Type must be ${MEDIA_TYPE.score}` });
    try {
      ags.postScore(request.params.contextId!, item.id, request.json);
      return { status: 204 };
    } catch (error) {
      return badRequest(error);
    }
  });

  router.on('GET', '/contexts/{contextId}/lineitems/{itemId}/results', (request) => {
    const refused = tokens.check(request, [SCOPE.resultReadOnly]);
    if (refused) return refused;
    const item = lineItemOf(request);
    if (!item) return json(404, { error: 'no such line item' });
    const userId = request.query.get('user_id');
    const results = ags
      .gradebook(item.id)
      .filter((score) => !userId || score.userId === userId)
      .map((score) => ({
        id: `${item.id}/results/${encodeURIComponent(score.userId)}`,
        scoreOf: item.id,
        userId: score.userId,
        resultScore: score.scoreGiven,
        resultMaximum: score.scoreMaximum,
        comment: score.comment,
      }));
    return json(200, results, MEDIA_TYPE.resultContainer);
  });
}
