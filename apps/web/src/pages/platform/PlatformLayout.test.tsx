import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPlatform } from '../../test/platformConsole';
import { disposeConsoleSessions } from '../../test/renderConsole';
import { restoreScreenWidth, setScreenWidth } from '../../test/screenWidth';
import { selectedEntry } from './PlatformLayout';

const LINKS = [
  ['Dashboard', '/dashboard'],
  ['Analytics', '/dashboard/analytics'],
  ['Organizations', '/dashboard/organizations'],
  ['Courses', '/dashboard/courses'],
  ['Admins', '/dashboard/admins'],
  ['LMS (LTI)', '/dashboard/lms'],
  ['Sign-up requests', '/dashboard/signup-requests'],
  ['Mail outbox', '/dashboard/outbox'],
  ['Jobs', '/dashboard/jobs'],
  ['Logs', '/dashboard/logs'],
  ['Audit log', '/dashboard/audit'],
  ['Platform admins', '/dashboard/platform-admins'],
  ['Announcement', '/dashboard/announcement'],
];

describe('platform console frame', { timeout: 30_000 }, () => {
  afterEach(() => {
    disposeConsoleSessions();
    restoreScreenWidth();
  });

  it('marks the page an address belongs to', () => {
    expect(selectedEntry('/dashboard')?.label).toBe('Dashboard');
    expect(selectedEntry('/dashboard/')?.label).toBe('Dashboard');
    expect(selectedEntry('/dashboard/jobs')?.label).toBe('Jobs');
    expect(selectedEntry('/dashboard/organizations/3')?.label).toBe('Organizations');
    expect(selectedEntry('/dashboard/unknown')).toBeUndefined();
  });

  it('has a labelled sider with every console page as a link, the current one selected', async () => {
    const view = renderPlatform('/dashboard/organizations');
    const nav = await screen.findByRole('navigation', { name: 'Platform console' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(LINKS);
    const selected = nav.querySelector('.ant-menu-item-selected');
    expect(selected?.textContent).toBe('Organizations');
    // Keyboard: Enter on a focused entry opens its page.
    const analytics = within(nav).getByText('Analytics').closest('li')!;
    fireEvent.keyDown(analytics, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(view.location()).toBe('/dashboard/analytics'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
  });

  it('folds the sider into a drawer on a phone', async () => {
    setScreenWidth(400);
    const view = renderPlatform('/dashboard/admins');
    const nav = await screen.findByRole('navigation', { name: 'Platform console' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    const opener = within(nav).getByRole('button', { name: /Platform console · Admins$/ });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Audit log' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/audit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    await waitFor(() => expect(within(nav).getByRole('button', { name: /Platform console · Audit log$/ }).getAttribute('aria-expanded')).toBe('false'));
  });
});
