import { SIMILARITY_AMONG_MAX, SIMILARITY_DEFAULT_THRESHOLD, SIMILARITY_REVIEW_STATUSES, type SimilarityPairsQueryInput, type SimilarityReviewStatus } from '@marginalia/contracts';

// The table's filters live in the address (?check=&min=&status=&page=&size=&view=&among=), so a pair's "Back to the table" and
// a reload find the same rows again.

export const DEFAULT_THRESHOLD_PERCENT = Math.round(SIMILARITY_DEFAULT_THRESHOLD * 100);
export const DEFAULT_PAGE_SIZE = 25;

export interface TableFilters {
  /** The check shown; null: the newest. */
  check: number | null;
  /** The threshold, in whole percent. */
  minPercent: number;
  status: SimilarityReviewStatus | null;
  page: number;
  pageSize: number;
  /** The check's pairs, or its groups. */
  view: 'pairs' | 'groups';
  /** Only the pairs among these submissions (a group's), sorted; null: every pair. */
  among: number[] | null;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** Submission ids, comma-separated, as the server takes them; anything else is no filter. */
function amongOf(value: string | null): number[] | null {
  if (value === null || !/^\d{1,9}(,\d{1,9})*$/.test(value)) return null;
  const ids = [...new Set(value.split(',').map(Number))].sort((a, b) => a - b);
  return ids.length <= SIMILARITY_AMONG_MAX ? ids : null;
}

export function filtersOf(params: URLSearchParams): TableFilters {
  const min = params.get('min');
  const minPercent = min !== null && /^\d{1,3}$/.test(min) ? Math.min(100, Number(min)) : DEFAULT_THRESHOLD_PERCENT;
  const status = params.get('status');
  return {
    check: positiveInt(params.get('check')),
    minPercent,
    status: SIMILARITY_REVIEW_STATUSES.find((candidate) => candidate === status) ?? null,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: Math.min(positiveInt(params.get('size')) ?? DEFAULT_PAGE_SIZE, 500),
    view: params.get('view') === 'groups' ? 'groups' : 'pairs',
    among: amongOf(params.get('among')),
  };
}

/** The search parameters of some filters; defaults are left out to keep addresses short. */
export function paramsOf(filters: TableFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.check !== null) params.set('check', String(filters.check));
  if (filters.minPercent !== DEFAULT_THRESHOLD_PERCENT) params.set('min', String(filters.minPercent));
  if (filters.status !== null) params.set('status', filters.status);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(filters.pageSize));
  if (filters.view !== 'pairs') params.set('view', filters.view);
  if (filters.among !== null) params.set('among', filters.among.join(','));
  return params;
}

/** The pairs query of some filters. */
export function pairsQueryOf(filters: TableFilters): SimilarityPairsQueryInput {
  return {
    page: filters.page,
    page_size: filters.pageSize,
    minSimilarity: filters.minPercent / 100,
    ...(filters.status !== null ? { status: filters.status } : {}),
    ...(filters.among !== null ? { among: filters.among.join(',') } : {}),
  };
}
