import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route } from 'react-router';
import { SITE_TEXTS, type SiteSettings } from '@marginalia/contracts';
import { renderAuthPage } from '../test/renderAuthPage';
import { LoginPanel } from '../pages/auth/LoginPanel';
import ShutdownPage from '../pages/public/ShutdownPage';
import { DISMISSED_ANNOUNCEMENT_KEY } from '../storage/announcementDismissal';
import { disposeConsoleSessions } from '../test/renderConsole';
import { SiteBanners } from './SiteBanners';

const ANNOUNCEMENT = { id: '2026-11-20T10:00:00.000Z', text: 'Maintenance on Saturday morning.', date: '2026-12-05', link: '/shutdown' };
const SETTINGS: SiteSettings = {
  announcement: ANNOUNCEMENT,
  maintenance: { enabled: false, message: null },
  supportEmail: null,
  docsUrl: '/docs',
  partnerOrigins: [],
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
  beforeEach(() => window.localStorage.removeItem(DISMISSED_ANNOUNCEMENT_KEY));
  afterEach(() => disposeConsoleSessions());

  it('shows the operator’s announcement with its date and link, in the info colour', async () => {
    renderWithBanners(SETTINGS);
    const text = await screen.findByText(/Maintenance on Saturday morning\./);
    expect(text.textContent).toContain('(December 5, 2026)');
    expect(screen.getByRole('link', { name: SITE_TEXTS.announcementMore }).getAttribute('href')).toBe('/shutdown');
    expect(text.closest('.ant-alert-info')).toBeTruthy();
  });

  it('opens another site’s link in a new tab, and shows a bare announcement without date or link', async () => {
    const view = renderWithBanners({ ...SETTINGS, announcement: { ...ANNOUNCEMENT, link: 'https://status.school.edu/' } });
    const link = await screen.findByRole('link', { name: SITE_TEXTS.announcementMore });
    expect(link.getAttribute('href')).toBe('https://status.school.edu/');
    expect(link.getAttribute('target')).toBe('_blank');
    view.unmount();
    renderWithBanners({ ...SETTINGS, announcement: { ...ANNOUNCEMENT, date: null, link: null } });
    const text = await screen.findByText('Maintenance on Saturday morning.');
    expect(text.textContent).not.toContain('(');
    expect(screen.queryByRole('link', { name: SITE_TEXTS.announcementMore })).toBeNull();
  });

  it('stays dismissed on the next page and the next visit, until the announcement is edited', async () => {
    const first = renderWithBanners(SETTINGS);
    await screen.findByText(/Maintenance on Saturday morning\./);
    fireEvent.click(screen.getByRole('button', { name: SITE_TEXTS.dismissAnnouncement }));
    await waitFor(() => expect(screen.queryByText(/Maintenance on Saturday morning\./)).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Site notices' })).toBeTruthy());
    expect(screen.queryByText(/Maintenance on Saturday morning\./)).toBeNull();
    first.unmount();

    // A new page load: the same announcement stays dismissed.
    const again = renderWithBanners(SETTINGS);
    await waitFor(() => expect(again.server.sent.filter((request) => request.path === '/site/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Maintenance on Saturday morning\./)).toBeNull();
    again.unmount();

    // Edited: a new id, shown again.
    renderWithBanners({ ...SETTINGS, announcement: { ...ANNOUNCEMENT, id: '2026-11-21T08:00:00.000Z', text: 'Maintenance moved to Sunday.' } });
    expect(await screen.findByText(/Maintenance moved to Sunday\./)).toBeTruthy();
  });

  it('shows no announcement when it is off (a fresh install), and the maintenance banner when maintenance is on', async () => {
    const view = renderWithBanners({ ...SETTINGS, announcement: null, maintenance: { enabled: true, message: null } });
    expect(await screen.findByText(SITE_TEXTS.maintenanceDefault)).toBeTruthy();
    expect(screen.queryByRole('button', { name: SITE_TEXTS.dismissAnnouncement })).toBeNull();
    expect(view.server.sent.filter((request) => request.path === '/site/')).toHaveLength(1);
  });

  it('disables the login inputs during maintenance, with the operator’s message', async () => {
    renderWithBanners({ ...SETTINGS, maintenance: { enabled: true, message: 'Upgrading until 18:00.' } }, '/login-card');
    expect(await screen.findByText('Upgrading until 18:00.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByLabelText('Password') as HTMLInputElement).disabled).toBe(true);
  });

  it('tells codePost’s story on /shutdown and how to move: the SDK and API, CSV, archives', async () => {
    renderWithBanners(SETTINGS, '/shutdown');
    expect(await screen.findByRole('heading', { name: /codePost has shut down/ })).toBeTruthy();
    expect(screen.getAllByText(/January 1, 2026/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Keep your scripts: the codePost SDK and API' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rosters and grades as CSV' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Archives and exports' })).toBeTruthy();
    expect(screen.queryByText(/Marginalia shuts down/)).toBeNull();
  });
});
