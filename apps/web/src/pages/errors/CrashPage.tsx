import { MESSAGES } from '@marginalia/contracts';
import { supportEmail } from '../../config';

/**
 * Shown when rendering failed. Plain markup on purpose: the theme, the router or a component library may
 * be what broke, so this page depends on none of them.
 */
export function CrashPage({ showCookieSteps = true }: { showCookieSteps?: boolean }) {
  const email = supportEmail();
  const site = window.location.origin;
  return (
    <main style={{ minHeight: '100vh', padding: '48px 24px', background: '#f5f7f6', color: '#1f2328', lineHeight: 1.6 }}>
      <div style={{ maxWidth: 640, margin: '0 auto', padding: 32, background: '#ffffff', border: '1px solid #d8dee4', borderRadius: 8 }}>
        <h1 style={{ fontSize: 22, marginTop: 0 }}>{MESSAGES.crash}</h1>
        <p>In the meantime, these usually help:</p>
        <ul>
          <li>Refresh the page.</li>
          <li>Try again in Google Chrome, where the app is tested most.</li>
          <li>
            If it keeps happening, email us at <a href={`mailto:${email}`}>{email}</a> and tell us what you were doing.
          </li>
        </ul>
        {showCookieSteps && (
          <>
            <p>The app also needs cookies and site data for this site. If your browser blocks them, allow them:</p>
            <ul>
              <li>
                <strong>Chrome:</strong> Settings → Privacy and security → Site settings → Additional content settings →
                On-device site data; under “Allowed to save data on your device” choose Add and enter <code>{site}</code>.
              </li>
              <li>
                <strong>Firefox:</strong> Settings → Privacy &amp; Security → Cookies and Site Data → Manage Exceptions…;
                enter <code>{site}</code>, choose Allow, then Save Changes.
              </li>
            </ul>
          </>
        )}
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{ marginTop: 16, padding: '8px 16px', border: 0, borderRadius: 6, background: '#15803d', color: '#ffffff', fontSize: 14, cursor: 'pointer' }}
        >
          Refresh
        </button>
      </div>
    </main>
  );
}
