import { z } from 'zod';
import { paged } from '@marginalia/contracts';
import { sendExpecting, type CallOptions } from './expectStatus';
import type { HttpMethod, Query } from './http';
import { checkShape } from './shape';

// The generic resource calls of docs/PRODUCT.md §7. Every answer goes through the caller's schema; the caller picks
// the schema because the same resource reads differently per role (e.g. CourseRead).

export type ResourceId = number | string;

export interface QueryOptions extends CallOptions {
  query?: Query;
}

/** `/{resource}/`, `/{resource}/{id}/` or `/{resource}/{id}/{sub}/`, with each segment escaped. */
export function resourcePath(resource: string, id?: ResourceId, sub?: string): string {
  const segments = [resource, id, sub].filter((part) => part !== undefined).map((part) => encodeURIComponent(String(part)));
  return `/${segments.join('/')}/`;
}

/** Sends one call, expects its success status and checks the answer's shape. */
async function sendChecked<S extends z.ZodType>(
  method: HttpMethod,
  path: string,
  status: number,
  schema: S,
  options: QueryOptions & { body?: unknown },
): Promise<z.output<S>> {
  const response = await sendExpecting(method, path, status, options);
  return checkShape(schema, response.body, `${method} ${path}`);
}

/** POST /{resource}/ — success is 201. */
export function createResource<S extends z.ZodType>(
  resource: string,
  body: unknown,
  schema: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  return sendChecked('POST', resourcePath(resource), 201, schema, { ...options, body });
}

/** GET /{resource}/{id}/ — success is 200. */
export function readResource<S extends z.ZodType>(
  resource: string,
  id: ResourceId,
  schema: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  return sendChecked('GET', resourcePath(resource, id), 200, schema, options);
}

/** PATCH /{resource}/{id}/ — success is 200. */
export function updateResource<S extends z.ZodType>(
  resource: string,
  id: ResourceId,
  body: unknown,
  schema: S,
  options: QueryOptions = {},
): Promise<z.output<S>> {
  return sendChecked('PATCH', resourcePath(resource, id), 200, schema, { ...options, body });
}

/** DELETE /{resource}/{id}/ — success is 204. */
export async function deleteResource(resource: string, id: ResourceId, options: QueryOptions = {}): Promise<void> {
  await sendExpecting('DELETE', resourcePath(resource, id), 204, options);
}

/**
 * A `next` link is reduced to its path and query before it is followed: the API is served at the root of
 * the app's origin, and this way the session token is never sent to a host named in a response.
 */
function pathOfNextLink(next: string): string {
  const url = new URL(next, 'http://relative.invalid');
  return `${url.pathname}${url.search}`;
}

/**
 * GET a list: a bare array is used as is; a paging envelope is followed through its `next` links and the
 * `results` of every page are concatenated (docs/PRODUCT.md §7).
 */
export async function listAll<S extends z.ZodType>(
  path: string,
  schema: S,
  options: QueryOptions = {},
): Promise<z.output<S>[]> {
  const items: z.output<S>[] = [];
  const visited = new Set<string>();
  let next: string | null = path;
  let query = options.query;
  while (next !== null) {
    // A server that links a page to itself would otherwise keep the app looping forever.
    if (visited.has(next)) break;
    visited.add(next);
    const response = await sendExpecting('GET', next, 200, { quiet: options.quiet, query });
    const what: string = `GET ${next}`;
    if (Array.isArray(response.body)) {
      const list = checkShape(z.array(schema), response.body, what);
      if (items.length === 0) return list;
      items.push(...list);
      break;
    }
    const page: { next: string | null; results: z.output<S>[] } = checkShape(paged(schema), response.body, what);
    items.push(...page.results);
    next = page.next === null ? null : pathOfNextLink(page.next);
    // The next link already carries the query of the first request.
    query = undefined;
  }
  return items;
}

/** GET /{resource}/ through every page. */
export function listResource<S extends z.ZodType>(
  resource: string,
  schema: S,
  options: QueryOptions = {},
): Promise<z.output<S>[]> {
  return listAll(resourcePath(resource), schema, options);
}

/** GET /{resource}/{id}/{sub}/ with an optional query. */
export function readNested<S extends z.ZodType>(
  resource: string,
  id: ResourceId,
  sub: string,
  schema: S,
  options: QueryOptions = {},
): Promise<z.output<S>> {
  return sendChecked('GET', resourcePath(resource, id, sub), 200, schema, options);
}

/** PATCH /{resource}/{id}/{sub}/ with an optional query and a body. */
export function patchNested<S extends z.ZodType>(
  resource: string,
  id: ResourceId,
  sub: string,
  body: unknown,
  schema: S,
  options: QueryOptions = {},
): Promise<z.output<S>> {
  return sendChecked('PATCH', resourcePath(resource, id, sub), 200, schema, { ...options, body });
}

/** POST /{resource}/{id}/{sub}/ — an action rather than a creation, so success is 200 (docs/PRODUCT.md §7). */
export function postNested<S extends z.ZodType>(
  resource: string,
  id: ResourceId,
  sub: string,
  body: unknown,
  schema: S,
  options: QueryOptions = {},
): Promise<z.output<S>> {
  return sendChecked('POST', resourcePath(resource, id, sub), 200, schema, { ...options, body });
}

/** Reads many records at once and leaves out the ones that fail (deleted, no access). */
export async function bulkRead<S extends z.ZodType>(
  resource: string,
  ids: readonly ResourceId[],
  schema: S,
): Promise<z.output<S>[]> {
  const settled = await Promise.allSettled(ids.map((id) => readResource(resource, id, schema, { quiet: true })));
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}
