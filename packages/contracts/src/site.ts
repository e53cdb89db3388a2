import { z } from 'zod';

// What the web app needs to know about this installation before anyone logs in (`GET /site/`): the operator's
// announcement, maintenance mode and where help lives. The announcement is set by a platform admin in the console
// (`PUT /platform/announcement/`); the rest comes from the server's configuration.

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-01.');

export const ANNOUNCEMENT_TEXT_MAX = 300;

/** The announcement as every page shows it; `id` changes with every edit, so a dismissal holds for one version. */
export const SiteAnnouncement = z.object({
  id: z.string(),
  text: z.string(),
  /** A calendar day the announcement names, shown after its text. */
  date: IsoDate.nullable(),
  /** Where "Read more" goes: a page of this site or an http(s) address. */
  link: z.string().nullable(),
});
export type SiteAnnouncement = z.infer<typeof SiteAnnouncement>;

export const SiteSettings = z.object({
  /** The operator's announcement, null when it is off (the default). */
  announcement: SiteAnnouncement.nullable(),
  maintenance: z.object({
    enabled: z.boolean(),
    /** The operator's words; the app has a default. */
    message: z.string().nullable(),
  }),
  /** The support mailbox (SUPPORT_EMAIL); null when the operator named none. */
  supportEmail: z.string().nullable(),
  /** Where the header's Docs link goes: the in-app help centre or an external site. */
  docsUrl: z.string(),
  /** Origins whose pages may frame the app and sign people in by message (PARTNER_ORIGINS); empty when none. */
  partnerOrigins: z.array(z.string()),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const SITE_TEXTS = {
  announcementMore: 'Read more',
  dismissAnnouncement: 'Dismiss the announcement',
  maintenanceDefault: 'Marginalia is down for maintenance. Logging in is paused; please try again shortly.',
  announcementTextRequired: 'Write the announcement, or turn it off.',
  announcementTextTooLong: `Keep the announcement to ${ANNOUNCEMENT_TEXT_MAX} characters.`,
  announcementLinkInvalid: 'Use a page of this site (starting with /) or an address starting with https:// or http://.',
  announcementSaved: 'Announcement saved.',
} as const;

const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;

/** A platform admin's announcement as the console edits it; blank optional fields mean none. */
export const AnnouncementInput = z
  .object({
    enabled: z.boolean(),
    text: z.string().trim().max(ANNOUNCEMENT_TEXT_MAX, SITE_TEXTS.announcementTextTooLong),
    date: z.union([IsoDate, z.literal('')]).nullable().transform((value) => value || null),
    link: z
      .string()
      .trim()
      .nullable()
      .transform((value) => value || null)
      .refine((value) => value === null || LINK.test(value), SITE_TEXTS.announcementLinkInvalid),
  })
  .superRefine((value, issues) => {
    if (value.enabled && value.text === '') issues.addIssue({ code: 'custom', path: ['text'], message: SITE_TEXTS.announcementTextRequired });
  });
export type AnnouncementInput = z.input<typeof AnnouncementInput>;

/** The announcement as the console shows it: the fields, and who changed it last and when (null: never). */
export const AnnouncementSettings = z.object({
  enabled: z.boolean(),
  text: z.string(),
  date: IsoDate.nullable(),
  link: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AnnouncementSettings = z.infer<typeof AnnouncementSettings>;

export { IsoDate as SiteDate };
