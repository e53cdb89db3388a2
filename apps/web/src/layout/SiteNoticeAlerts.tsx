import { Alert, Button } from 'antd';
import { IMPERSONATION_TEXTS, SITE_TEXTS, type SiteAnnouncement } from '@marginalia/contracts';
import { AnnouncementLink } from './AnnouncementLink';
import { formatSiteDate } from './siteDates';

// The site notices as they are drawn (SiteBanners.tsx and ActingAsBanner.tsx decide whether one shows). Most pages
// show none, so Ant Design's Alert comes in this chunk of its own, fetched when a notice is to be drawn, not with
// every route's first JavaScript.

export function MaintenanceAlert({ message }: { message: string | null }) {
  return <Alert banner role="status" type="error" title={message ?? SITE_TEXTS.maintenanceDefault} />;
}

export function AnnouncementAlert({ announcement, onDismiss }: { announcement: SiteAnnouncement; onDismiss(): void }) {
  return (
    <Alert
      banner
      // A standing notice, not an emergency: screen readers need not interrupt for it on every page. Info-coloured,
      // unlike the login-as banner (warning).
      role="status"
      type="info"
      closable={{ 'aria-label': SITE_TEXTS.dismissAnnouncement, onClose: onDismiss }}
      title={
        <>
          {announcement.text}
          {announcement.date && <> ({formatSiteDate(announcement.date)})</>}
          {announcement.link && (
            <>
              {' '}
              <AnnouncementLink href={announcement.link}>{SITE_TEXTS.announcementMore}</AnnouncementLink>
            </>
          )}
        </>
      }
    />
  );
}

export function ActingAsAlert({ email, returning, onReturn }: { email: string; returning: boolean; onReturn(): void }) {
  return (
    <Alert
      banner
      role="status"
      type="warning"
      title={<strong>{IMPERSONATION_TEXTS.actingAs(email)}</strong>}
      action={
        <Button size="small" type="primary" loading={returning} onClick={onReturn}>
          {IMPERSONATION_TEXTS.returnToMyAccount}
        </Button>
      }
    />
  );
}
