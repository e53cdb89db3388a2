import { SiteSettings } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

export const siteQueryKey = ['site'] as const;

/** GET /site/ — the installation's notices and help links; public, read once per page load. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const response = await sendExpecting('GET', '/site/', 200, { token: null, quiet: true });
  return checkShape(SiteSettings, response.body, 'GET /site/');
}
