import type { FastifyRequest } from 'fastify';
import { paged } from '@marginalia/contracts';

export const Paged = paged;
const DEFAULT_PAGE_SIZE = 100;

export interface PageRequest {
  page?: number;
  page_size?: number;
}

function pageUrl(request: FastifyRequest, page: number, pageSize: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  url.searchParams.set('page_size', String(pageSize));
  return url.toString();
}

/**
 * Lists are bare arrays unless the caller asks for a page (`?page=` or `?page_size=`), as existing
 * API clients expect; then the `{count, next, previous, results}` envelope.
 */
export function pageOf<T>(request: FastifyRequest, items: T[]): T[] | { count: number; next: string | null; previous: string | null; results: T[] } {
  const query = request.query as PageRequest;
  if (query.page === undefined && query.page_size === undefined) return items;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const start = (page - 1) * pageSize;
  return {
    count: items.length,
    next: start + pageSize < items.length ? pageUrl(request, page + 1, pageSize) : null,
    previous: page > 1 ? pageUrl(request, Math.min(page - 1, Math.max(1, Math.ceil(items.length / pageSize))), pageSize) : null,
    results: items.slice(start, start + pageSize),
  };
}

