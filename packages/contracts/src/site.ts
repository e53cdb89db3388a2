import { z } from 'zod';

// What the web app needs to know about this installation before anyone logs in (`GET /site/`): the shutdown
// notice, maintenance mode and where help lives. Set by the operator through the server's configuration.

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-01.');

export const SiteSettings = z.object({
  shutdown: z.object({
    enabled: z.boolean(),
    /** The date the banner names as the last day of service. */
    bannerDate: IsoDate,
    /** The date the service stops for good, as the notice page states it. */
    shutdownDate: IsoDate,
    /** Since when the service has been in the new owner's hands, as the notice page states it. */
    donatedOn: IsoDate,
  }),
  maintenance: z.object({
    enabled: z.boolean(),
    /** The operator's words; the app has a default. */
    message: z.string().nullable(),
  }),
  /** The support mailbox; null lets the app use support@ its own domain. */
  supportEmail: z.string().nullable(),
  /** Where the header's Docs link goes: the in-app help centre or an external site. */
  docsUrl: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const SITE_TEXTS = {
  shutdownBanner: (date: string) => `Marginalia shuts down on ${date}. Download anything you need before then.`,
  shutdownMore: 'What this means',
  maintenanceDefault: 'Marginalia is down for maintenance. Logging in is paused; please try again shortly.',
} as const;

export { IsoDate as SiteDate };
