import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { SORT_ORDERS } from '@marginalia/contracts';
import type { ListParams, SortOrder } from '../../../api/platformConsole';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { plural } from '../../../format/plural';

// The state of a list the server searches, sorts and pages: `search`, `sort`, `order`, `page`, `page_size` and
// any filters. A page of its own keeps it in the address, so a view can be shared and survives a reload; a table
// embedded in the dashboard keeps it to itself (two tables on one page would fight over the same parameters).

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_DELAY_MS = 300;

type Changes = Record<string, string | undefined>;

function applyChanges(current: URLSearchParams, changes: Changes): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

function useParamStore(inUrl: boolean): [URLSearchParams, (changes: Changes) => void] {
  const [urlParams, setUrlParams] = useSearchParams();
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const update = useCallback(
    (changes: Changes) => {
      // Replacing the entry: typing a search should not leave one history entry per pause.
      if (inUrl) setUrlParams((current) => applyChanges(current, changes), { replace: true });
      else setOwnParams((current) => applyChanges(current, changes));
    },
    [inUrl, setUrlParams],
  );
  return [inUrl ? urlParams : ownParams, update];
}

function oneOf<T extends string | number>(value: T | null, allowed: readonly T[]): T | undefined {
  return value !== null && allowed.includes(value) ? value : undefined;
}

export interface ServerListOptions<K extends string> {
  sortKeys: readonly K[];
  inUrl: boolean;
  defaultPageSize: (typeof PAGE_SIZES)[number];
}

export function useServerList<K extends string>({ sortKeys, inUrl, defaultPageSize }: ServerListOptions<K>) {
  const [params, update] = useParamStore(inUrl);
  const sort = oneOf(params.get('sort') as K | null, sortKeys);
  const order: SortOrder | undefined = sort ? (oneOf(params.get('order') as SortOrder | null, SORT_ORDERS) ?? 'ascend') : undefined;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const pageSize = oneOf(Number(params.get('page_size')) as (typeof PAGE_SIZES)[number], PAGE_SIZES) ?? defaultPageSize;
  const search = params.get('search') ?? '';
  const list: ListParams<K> = { search: search || undefined, sort, order, page, pageSize };

  // The box shows what is typed at once; the list follows when the typing pauses, from its first page.
  const [searchText, setSearchText] = useState(search);
  const settled = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const applied = useRef(search);
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    update({ search: settled, page: undefined });
  }, [settled, update]);

  /** antd Table's onChange: a new sort starts from the first page; paging keeps the sort. */
  function onTableChange<T>(...[pagination, , sorter, extra]: Parameters<NonNullable<TableProps<T>['onChange']>>): void {
    if (extra.action === 'sort') {
      const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = chosen?.order ? oneOf(String(chosen.columnKey) as K, sortKeys) : undefined;
      update({ sort: key, order: key ? (chosen?.order ?? undefined) : undefined, page: undefined });
    } else if (extra.action === 'paginate') {
      const size = pagination.pageSize ?? pageSize;
      const current = size === pageSize ? (pagination.current ?? 1) : 1;
      update({ page: current > 1 ? String(current) : undefined, page_size: size === defaultPageSize ? undefined : String(size) });
    }
  }

  function pagination(total: number, noun: string): TablePaginationConfig {
    return {
      current: page,
      pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      showTotal: (count) => plural(count, noun),
      hideOnSinglePage: total <= PAGE_SIZES[0],
    };
  }

  return {
    list,
    searchText,
    setSearchText,
    onTableChange,
    /** A column's `sortOrder`, so the table shows the sort the server applied. */
    sortOrderOf: (key: K): SortOrder | null => (sort === key ? (order ?? null) : null),
    /**
     * What a table shows of one page the server answered: its rows, loading while a new page comes (the last one
     * stays on screen meanwhile), the sort and paging it hands back here, and "N {noun}s" (noun singular).
     */
    tableProps: <T>(query: UseQueryResult<{ count: number; results: T[] }>, noun: string) => ({
      dataSource: query.data?.results ?? [],
      loading: query.isPending || query.isPlaceholderData,
      onChange: onTableChange<T>,
      pagination: pagination(query.data?.count ?? 0, noun),
    }),
    filter: (name: string): string | undefined => params.get(name) ?? undefined,
    /** Sets a filter (undefined clears it) and goes back to the first page. */
    setFilter: (name: string, value: string | undefined) => update({ [name]: value, page: undefined }),
  };
}

export type ServerList<K extends string> = ReturnType<typeof useServerList<K>>;
