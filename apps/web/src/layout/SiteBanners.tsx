import { useLayoutEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { SITE_TEXTS } from '@marginalia/contracts';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { ActingAsBanner } from './ActingAsBanner';
import { formatSiteDate } from './siteDates';

/**
 * The notices above every page: a platform admin's login-as (ActingAsBanner), and the installation's notices
 * (docs/PRODUCT.md §1): the shutdown notice, which a user may dismiss
 * until the next page load (it lives in memory only), and the maintenance notice, which stays. Their height is
 * published as the CSS variable --site-banners-height, so full-height screens (the submission view) fit below them.
 */
export function SiteBanners() {
  const site = useSiteSettings();
  const [shutdownDismissed, setShutdownDismissed] = useState(false);
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

  const showShutdown = Boolean(site?.shutdown.enabled) && !shutdownDismissed;
  const showMaintenance = Boolean(site?.maintenance.enabled);
  return (
    <div ref={ref} role="region" aria-label="Site notices">
      <ActingAsBanner />
      {showMaintenance && <Alert banner role="status" type="error" title={site!.maintenance.message ?? SITE_TEXTS.maintenanceDefault} />}
      {showShutdown && (
        <Alert
          banner
          // A standing notice, not an emergency: screen readers need not interrupt for it on every page.
          role="status"
          type="warning"
          closable={{ 'aria-label': 'Dismiss the shutdown notice', onClose: () => setShutdownDismissed(true) }}
          title={
            <>
              {SITE_TEXTS.shutdownBanner(formatSiteDate(site!.shutdown.bannerDate))} <Link to="/shutdown">{SITE_TEXTS.shutdownMore}</Link>
            </>
          }
        />
      )}
    </div>
  );
}
