/**
 * The `?next=` target after login, only if it stays on this site: an attacker's link must not be able to
 * bounce a freshly logged-in user to another origin (open redirect).
 */
export function safeNextPath(search: string, origin: string = window.location.origin): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
