import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@marginalia/contracts';
import { fetchSiteSettings, siteQueryKey } from '../api/site';

/**
 * The installation's settings (the announcement, maintenance, help links); undefined until they arrive or when
 * they cannot be read, in which case the app shows no notice rather than an error.
 */
export function useSiteSettings(): SiteSettings | undefined {
  const query = useQuery({ queryKey: siteQueryKey, queryFn: fetchSiteSettings, staleTime: Infinity, retry: 1 });
  return query.data;
}
