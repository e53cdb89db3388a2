import { AnnouncementSettings, SiteSettings, type AnnouncementInput } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

export const siteQueryKey = ['site'] as const;

/** GET /site/ — the installation's notices and help links; public, read once per page load. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const response = await sendExpecting('GET', '/site/', 200, { token: null, quiet: true });
  return checkShape(SiteSettings, response.body, 'GET /site/');
}

export const announcementQueryKey = ['platform', 'announcement'] as const;

/** GET /platform/announcement/ — the announcement as platform admins edit it, with who changed it last. */
export async function fetchAnnouncementSettings(): Promise<AnnouncementSettings> {
  const response = await sendExpecting('GET', '/platform/announcement/', 200);
  return checkShape(AnnouncementSettings, response.body, 'GET /platform/announcement/');
}

/** PUT /platform/announcement/ — quiet: the form shows a refusal beside its fields. */
export async function saveAnnouncement(input: AnnouncementInput): Promise<AnnouncementSettings> {
  const response = await sendExpecting('PUT', '/platform/announcement/', 200, { body: input, quiet: true });
  return checkShape(AnnouncementSettings, response.body, 'PUT /platform/announcement/');
}
