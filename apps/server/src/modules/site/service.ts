import type { AnnouncementInput, AnnouncementSettings, SiteAnnouncement, SiteSettings } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-user';
import type { Config } from '../../core/config';
import { recordEvent } from '../audit/record';
import { readSiteSettingsRow, writeAnnouncement, type SiteSettingsRecord } from './queries';

// The installation's public settings (docs/PRODUCT.md §1.1): the announcement a platform admin sets in the
// console, off until one turns it on, and the operator's configuration (maintenance, support address, docs).

/** The announcement as pages show it, or null when it is off; its id is the time of its last edit. */
function publicAnnouncement(row: SiteSettingsRecord | null): SiteAnnouncement | null {
  if (!row || !row.announcementEnabled || row.announcementText === '') return null;
  return { id: new Date(row.updatedAt).toISOString(), text: row.announcementText, date: row.announcementDate, link: row.announcementLink };
}

export async function readSiteSettings(db: Executor, config: Config): Promise<SiteSettings> {
  const row = await readSiteSettingsRow(db);
  return {
    announcement: publicAnnouncement(row),
    maintenance: { enabled: config.MAINTENANCE, message: config.MAINTENANCE_MESSAGE ?? null },
    supportEmail: config.SUPPORT_EMAIL ?? null,
    docsUrl: config.DOCS_URL,
    partnerOrigins: config.PARTNER_ORIGINS,
  };
}

export async function readAnnouncementSettings(db: Executor): Promise<AnnouncementSettings> {
  const row = await readSiteSettingsRow(db);
  return {
    enabled: row?.announcementEnabled ?? false,
    text: row?.announcementText ?? '',
    date: row?.announcementDate ?? null,
    link: row?.announcementLink ?? null,
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
    updatedBy: row?.updatedByEmail ?? null,
  };
}

/** A platform admin's new announcement, recorded with what it now says (`site.announcement_changed`). */
export async function updateAnnouncement(
  db: Database,
  caller: AuthUser,
  input: z.output<typeof AnnouncementInput>,
  now: Date,
): Promise<AnnouncementSettings> {
  await db.transaction(async (tx) => {
    await writeAnnouncement(
      tx,
      { announcementEnabled: input.enabled, announcementText: input.text, announcementDate: input.date, announcementLink: input.link },
      caller.id,
      now,
    );
    await recordEvent(tx, caller, { type: 'site.announcement_changed', data: { enabled: input.enabled, text: input.text, date: input.date, link: input.link } });
  });
  return readAnnouncementSettings(db);
}
