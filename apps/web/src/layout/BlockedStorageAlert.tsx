import { Alert } from 'antd';
import { PRODUCT_NAME } from '@marginalia/contracts';
import { CookieSteps } from '../components/CookieSteps';

/**
 * Browsers that block cookies also block the local storage that keeps the user signed in, so a login
 * would be forgotten on the next page load. This explains how to allow it (docs/PRODUCT.md §8).
 */
export default function BlockedStorageAlert() {
  const site = window.location.origin;
  return (
    <Alert
      type="error"
      banner
      role="alert"
      title={`Please allow cookies for ${site}`}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>
            Your browser is blocking cookies and site data for {PRODUCT_NAME}, so you will be signed out whenever
            you reload the page. Allow them for this site, then refresh.
          </p>
          <CookieSteps site={site} />
        </>
      }
    />
  );
}
