import { eq } from 'drizzle-orm';
import { siteSettings, users, type Executor } from '@marginalia/db';

export type SiteSettingsRecord = typeof siteSettings.$inferSelect & { updatedByEmail: string | null };

/** The one settings row, with the e-mail of whoever changed it last; null before anyone has. */
export async function readSiteSettingsRow(db: Executor): Promise<SiteSettingsRecord | null> {
  const [row] = await db
    .select({ settings: siteSettings, updatedByEmail: users.email })
    .from(siteSettings)
    .leftJoin(users, eq(users.id, siteSettings.updatedBy))
    .where(eq(siteSettings.id, 1));
  return row ? { ...row.settings, updatedByEmail: row.updatedByEmail } : null;
}

export interface AnnouncementValues {
  announcementEnabled: boolean;
  announcementText: string;
  announcementDate: string | null;
  announcementLink: string | null;
}

/** Writes the announcement into the row (creating it the first time), stamped with who and when. */
export async function writeAnnouncement(db: Executor, values: AnnouncementValues, userId: number, at: Date): Promise<void> {
  const changes = { ...values, updatedBy: userId, updatedAt: at };
  await db.insert(siteSettings).values({ id: 1, ...changes }).onConflictDoUpdate({ target: siteSettings.id, set: changes });
}
