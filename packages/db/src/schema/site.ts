import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The installation's settings that a platform admin changes in the console (docs/PRODUCT.md §1.1): one row at
 * most (id 1); no row means the defaults, the announcement off. `updatedAt` names the announcement's version: a
 * reader who dismissed one sees the next edit again.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    announcementEnabled: boolean('announcement_enabled').notNull().default(false),
    announcementText: text('announcement_text').notNull().default(''),
    /** A calendar day the announcement names (e.g. a maintenance window), shown beside its text. */
    announcementDate: date('announcement_date', { mode: 'string' }),
    /** Where "Read more" goes: a page of this site (`/shutdown`) or an http(s) address. */
    announcementLink: text('announcement_link'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);
