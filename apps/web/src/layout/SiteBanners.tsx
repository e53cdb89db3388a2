import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SiteAnnouncement } from '@marginalia/contracts';
import { lazyPart } from '../components/lazyPart';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { dismissAnnouncement, isAnnouncementDismissed } from '../storage/announcementDismissal';
import { openBrowserStorage } from '../storage/browserStorage';
import { ActingAsBanner } from './ActingAsBanner';

const alerts = () => import('./SiteNoticeAlerts');
const maintenanceAlert = lazyPart(() => alerts().then((module) => module.MaintenanceAlert), { fetch: 'drawn' });
const announcementAlert = lazyPart(() => alerts().then((module) => module.AnnouncementAlert), { fetch: 'drawn' });

/**
 * The notices above every page: a platform admin's login-as (ActingAsBanner), and the installation's notices
 * (docs/PRODUCT.md §1.1): the operator's announcement, which a reader dismisses for good (until it is edited), and
 * the maintenance notice, which stays. Their height is published as the CSS variable --site-banners-height, so
 * full-height screens (the submission view) fit below them.
 */
export function SiteBanners() {
  const site = useSiteSettings();
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const publish = () => root.style.setProperty('--site-banners-height', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--site-banners-height');
    };
  }, []);

  const showMaintenance = Boolean(site?.maintenance.enabled);
  return (
    <div ref={ref} role="region" aria-label="Site notices">
      <ActingAsBanner />
      {showMaintenance && <maintenanceAlert.Component message={site!.maintenance.message} fallback={null} />}
      {site?.announcement && <AnnouncementBanner key={site.announcement.id} announcement={site.announcement} />}
    </div>
  );
}

function AnnouncementBanner({ announcement }: { announcement: SiteAnnouncement }) {
  // Browser storage, or this page load's memory when the browser refuses it.
  const store = useMemo(() => openBrowserStorage().store, []);
  const [dismissed, setDismissed] = useState(() => isAnnouncementDismissed(store, announcement.id));
  if (dismissed) return null;
  const dismiss = () => {
    dismissAnnouncement(store, announcement.id);
    setDismissed(true);
  };
  return <announcementAlert.Component announcement={announcement} onDismiss={dismiss} fallback={null} />;
}
