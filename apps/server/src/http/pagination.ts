import type { FastifyRequest } from 'fastify';
import { paged } from '@marginalia/contracts';

export const Paged = paged;
const DEFAULT_PAGE_SIZE = 100;

export interface PageRequest {
  page?: number;
  page_size?: number;
}

/** Which slice of a list a request asks for: `?page=` (from 1) and `?page_size=`, with defaults. */
export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function pageUrl(request: FastifyRequest, page: number, pageSize: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  url.searchParams.set('page_size', String(pageSize));
  return url.toString();
}

export function pageWindow(request: FastifyRequest): PageWindow {
  const query = request.query as PageRequest;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * The `{count, next, previous, results}` envelope around one page whose results the caller already
 * fetched (e.g. with LIMIT/OFFSET in SQL), `count` being the size of the whole list. Links keep the
 * request's other query parameters; past the end, `previous` points at the last page.
 */
export function pageEnvelope<T>(request: FastifyRequest, window: PageWindow, count: number, results: T[]): Page<T> {
  const { page, pageSize, offset } = window;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: offset + pageSize < count ? pageUrl(request, page + 1, pageSize) : null,
    previous: page > 1 ? pageUrl(request, Math.min(page - 1, lastPage), pageSize) : null,
    results,
  };
}

/** Whether the caller asked for a page (`?page=` or `?page_size=`) rather than the bare array. */
export function asksForPage(request: FastifyRequest): boolean {
  const query = request.query as PageRequest;
  return query.page !== undefined || query.page_size !== undefined;
}

/**
 * Lists are bare arrays unless the caller asks for a page (`?page=` or `?page_size=`), as existing
 * API clients expect; then the `{count, next, previous, results}` envelope.
 */
export function pageOf<T>(request: FastifyRequest, items: T[]): T[] | Page<T> {
  if (!asksForPage(request)) return items;
  const window = pageWindow(request);
  return pageEnvelope(request, window, items.length, items.slice(window.offset, window.offset + window.pageSize));
}
