/** Reads and rewrites the address bar; injected so the session machine can be tested without a browser. */
export interface UrlAccess {
  href(): string;
  /** Replaces the current history entry (no reload, no new entry). */
  replace(url: string): void;
}

export const browserUrl: UrlAccess = {
  href: () => window.location.href,
  // Keeping history.state intact preserves the router's own bookkeeping for this entry.
  replace: (url) => window.history.replaceState(window.history.state, '', url),
};

/**
 * Links from e-mails and partner platforms may carry `?token=`. It is taken out of the address at once so
 * it is neither bookmarked, shared, nor sent onwards in a Referer header (docs/PRODUCT.md §4).
 */
export function takeTokenFromUrl(url: UrlAccess): string | null {
  const current = new URL(url.href());
  if (!current.searchParams.has('token')) return null;
  const token = current.searchParams.get('token')?.trim() ?? '';
  current.searchParams.delete('token');
  url.replace(`${current.pathname}${current.search}${current.hash}`);
  return token || null;
}
