import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route } from 'react-router';
import { SITE_TEXTS, type SiteSettings } from '@marginalia/contracts';
import { renderAuthPage } from '../pages/auth/testing/renderAuthPage';
import { LoginPanel } from '../pages/auth/LoginPanel';
import ShutdownPage from '../pages/public/ShutdownPage';
import { disposeConsoleSessions } from '../test/renderConsole';
import { SiteBanners } from './SiteBanners';

const SETTINGS: SiteSettings = {
  shutdown: { enabled: true, bannerDate: '2025-12-31', shutdownDate: '2026-01-01', donatedOn: '2025-09-01' },
  maintenance: { enabled: false, message: null },
  supportEmail: null,
  docsUrl: '/docs',
};

function renderWithBanners(settings: SiteSettings, path = '/page') {
  return renderAuthPage(
    path,
    <>
      <Route
        path="/page"
        element={
          <>
            <SiteBanners />
            <Link to="/other">Other page</Link>
          </>
        }
      />
      <Route path="/other" element={<SiteBanners />} />
      <Route path="/shutdown" element={<ShutdownPage />} />
      <Route path="/login-card" element={<LoginPanel />} />
    </>,
    { 'GET /site/': [200, settings] },
  );
}

describe('site notices', { timeout: 30_000 }, () => {
  afterEach(() => disposeConsoleSessions());

  it('shows the shutdown banner with its date and a link to /shutdown; dismissing hides it', async () => {
    renderWithBanners(SETTINGS);
    expect(await screen.findByText(SITE_TEXTS.shutdownBanner('December 31, 2025'), { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: SITE_TEXTS.shutdownMore }).getAttribute('href')).toBe('/shutdown');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the shutdown notice' }));
    await waitFor(() => expect(screen.queryByText(SITE_TEXTS.shutdownBanner('December 31, 2025'), { exact: false })).toBeNull());
  });

  it('shows nothing when the notice is off, and the maintenance banner when maintenance is on', async () => {
    const view = renderWithBanners({ ...SETTINGS, shutdown: { ...SETTINGS.shutdown, enabled: false }, maintenance: { enabled: true, message: null } });
    expect(await screen.findByText(SITE_TEXTS.maintenanceDefault)).toBeTruthy();
    expect(screen.queryByText(/shuts down on/)).toBeNull();
    expect(view.server.sent.filter((request) => request.path === '/site/')).toHaveLength(1);
  });

  it('disables the login inputs during maintenance, with the operator’s message', async () => {
    renderWithBanners({ ...SETTINGS, maintenance: { enabled: true, message: 'Upgrading until 18:00.' } }, '/login-card');
    expect(await screen.findByText('Upgrading until 18:00.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByLabelText('Password') as HTMLInputElement).disabled).toBe(true);
  });

  it('states the dates on the shutdown page', async () => {
    renderWithBanners(SETTINGS, '/shutdown');
    expect(await screen.findByText(/shuts down permanently on January 1, 2026/)).toBeTruthy();
    expect(screen.getByText('September 1, 2025')).toBeTruthy();
    expect(screen.getByText('December 31, 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Download what you need' })).toBeTruthy();
  });
});
