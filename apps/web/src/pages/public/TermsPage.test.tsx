import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import TermsPage from './TermsPage';
import { fragmentTargets, renderPublicPage } from './testing/renderPublicPage';

describe('TermsPage', () => {
  it('shows the title, the date and the numbered sections the terms must have', () => {
    renderPublicPage(<TermsPage />, '/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('Last updated: November 22, 2026')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Contents',
      '1. Acceptance of these terms',
      '2. Accounts and roles',
      '3. Minimum age',
      '4. Acceptable use',
      '5. Your content',
      '6. The API and API keys',
      '7. The software and the service',
      '8. Availability and changes',
      '9. Disclaimers and limitation of liability',
      '10. Suspension and termination',
      '11. Governing law',
      '12. Contact',
    ]);
    expect(document.title).toBe('Terms of Service · Marginalia');
  });

  it('links every entry of the table of contents to a section of the page', () => {
    const { container } = renderPublicPage(<TermsPage />, '/terms');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[2].getAttribute('href')).toBe('#ages');
    expect(links[2].textContent).toBe('3. Minimum age');
    expect(fragmentTargets(container).every((target) => target.found)).toBe(true);
  });

  it('states the minimum ages and the governing law', () => {
    renderPublicPage(<TermsPage />, '/terms');
    const ages = screen.getByRole('region', { name: '3. Minimum age' });
    expect(within(ages).getByText('16 years old if you live in the European Union;')).toBeTruthy();
    expect(within(ages).getByText('14 years old if you live in Spain or South Korea;')).toBeTruthy();
    expect(within(ages).getByText('13 years old everywhere else.')).toBeTruthy();
    const law = screen.getByRole('region', { name: '11. Governing law' });
    expect(law.textContent).toContain('governed by the laws of the State of New Jersey');
  });

  it('points to the privacy policy, settings and a contact address, and to the announcement for a closing notice', () => {
    renderPublicPage(<TermsPage />, '/terms');
    expect(screen.getByText(/in the announcement at the top of every page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    const contact = screen.getByRole('region', { name: '12. Contact' });
    expect(within(contact).getByRole('link').getAttribute('href')).toMatch(/^mailto:support@/);
  });
});
