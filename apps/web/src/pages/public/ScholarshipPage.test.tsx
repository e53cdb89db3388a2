import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPublicPage } from './testing/renderPublicPage';
import ScholarshipPage from './ScholarshipPage';

function renderScholarship(today?: Date) {
  return renderPublicPage(<ScholarshipPage today={today} />, '/scholarships/computer-science-education');
}

const CLOSED = 'Applications for this round are closed.';

describe('ScholarshipPage', { timeout: 30_000 }, () => {
  it('names the award, its dates, who may apply, how to apply and how winners are chosen', () => {
    renderScholarship(new Date(2026, 10, 22));
    expect(screen.getByRole('heading', { level: 1, name: 'Computer Science Education Scholarship' })).toBeTruthy();
    expect(screen.getByText('$500')).toBeTruthy();
    expect(screen.getByText('June 30, 2020')).toBeTruthy();
    expect(screen.getByText('July 31, 2020')).toBeTruthy();
    for (const title of ['Who can apply', 'How to apply', 'How winners are chosen']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText(/undergraduate or graduate program in computer science/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^support@/ }).getAttribute('href')).toMatch(/^mailto:support@/);
  });

  it('says applications are closed once the deadline has passed', () => {
    renderScholarship(new Date(2020, 6, 1));
    expect(screen.getByRole('status').textContent).toContain(CLOSED);
    expect(screen.queryByRole('link', { name: 'Apply by e-mail' })).toBeNull();
  });

  it('is closed today, without a date given', () => {
    renderScholarship();
    expect(screen.getByRole('status').textContent).toContain(CLOSED);
  });

  it('invites applications until the end of the deadline day', () => {
    renderScholarship(new Date(2020, 5, 30, 23, 30));
    const status = screen.getByRole('status').textContent;
    expect(status).toContain('Applications are open until June 30, 2020.');
    expect(status).not.toContain(CLOSED);
    const apply = screen.getByRole('link', { name: 'Apply by e-mail' });
    expect(apply.getAttribute('href')).toMatch(/^mailto:support@.*\?subject=Computer%20Science%20Education%20Scholarship$/);
  });
});
