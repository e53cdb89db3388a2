import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import PrivacyPage from './PrivacyPage';
import { fragmentTargets, renderPublicPage } from './testing/renderPublicPage';

describe('PrivacyPage', () => {
  it('shows the title, the date and the numbered sections the policy must have', () => {
    renderPublicPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated: November 22, 2026')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Contents',
      '1. What we collect',
      '2. Why we collect it',
      '3. Who sees what',
      '4. FERPA and education records',
      '5. Retention and deletion',
      '6. Security',
      '7. Children',
      '8. International transfers',
      '9. Your rights',
      '10. Changes to this policy',
      '11. Contact',
    ]);
  });

  it('links every entry of the table of contents to a section of the page', () => {
    const { container } = renderPublicPage(<PrivacyPage />, '/privacy');
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#collected', '#purposes', '#who-sees', '#ferpa', '#retention', '#security', '#children', '#transfers', '#rights', '#changes', '#contact',
    ]);
    expect(fragmentTargets(container).every((target) => target.found)).toBe(true);
  });

  it('lists what is collected, says there are no advertising trackers and explains local storage', () => {
    renderPublicPage(<PrivacyPage />, '/privacy');
    const collected = screen.getByRole('region', { name: '1. What we collect' }).textContent ?? '';
    for (const item of ['Your account:', 'Course memberships:', 'Submissions and files:', 'Feedback:', 'Regrade requests:', 'Logs the application sends:', 'E-mail outbox:']) {
      expect(collected).toContain(item);
    }
    expect(collected).toContain('We do not use advertising trackers');
    expect(collected).toContain('session token and your preferences');
  });

  it('covers anonymous grading, FERPA and the same minimum ages as the terms', () => {
    renderPublicPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('region', { name: '3. Who sees what' }).textContent).toContain('Anonymous grading:');
    expect(screen.getByRole('region', { name: '4. FERPA and education records' }).textContent).toContain('school official');
    const children = screen.getByRole('region', { name: '7. Children' });
    expect(children.textContent).toContain('under 16 in the European Union, under 14 in Spain or South Korea, or under 13 elsewhere');
    expect(within(children).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms#ages');
  });
});
