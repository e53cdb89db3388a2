import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import HelpCentrePage from './HelpCentrePage';
import { fragmentTargets, renderPublicPage } from './testing/renderPublicPage';

const USUAL_ORDER = ['instructors', 'graders', 'students', 'roles', 'missing-email', 'api', 'self-hosting'];

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderHelp(path = '/docs') {
  return renderPublicPage(
    <>
      <HelpCentrePage />
      <LocationProbe />
    </>,
    path,
  );
}

const sectionIds = (container: HTMLElement) => Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
const contentsHrefs = () =>
  within(screen.getByRole('navigation', { name: 'Contents' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('HelpCentrePage', () => {
  it('shows every section, with a table of contents whose links all reach a section', () => {
    const { container } = renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeTruthy();
    expect(sectionIds(container)).toEqual(USUAL_ORDER);
    expect(contentsHrefs()).toEqual(USUAL_ORDER.map((id) => `#${id}`));
    for (const name of ['For instructors', 'For graders', 'For students', 'Roles and what they can do', 'I never got my sign-up e-mail', 'Using the API', 'Running your own instance']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const targets = fragmentTargets(container);
    expect(targets.length).toBeGreaterThanOrEqual(7);
    expect(targets.filter((target) => !target.found)).toEqual([]);
  });

  it('puts the guide of the role in the query first', () => {
    const { container } = renderHelp('/docs?role=student');
    expect(sectionIds(container)).toEqual(['students', 'instructors', 'graders', 'roles', 'missing-email', 'api', 'self-hosting']);
    expect(contentsHrefs()[0]).toBe('#students');
  });

  it('ignores an unknown role', () => {
    const { container } = renderHelp('/docs?role=owner');
    expect(sectionIds(container)).toEqual(USUAL_ORDER);
  });

  it('changes the order and the address when another role is chosen', () => {
    const { container } = renderHelp('/docs?role=student');
    fireEvent.click(screen.getByText('Graders'));
    expect(sectionIds(container)[0]).toBe('graders');
    expect(screen.getByLabelText('Address').textContent).toBe('/docs?role=grader');
    fireEvent.click(screen.getByText('Everyone'));
    expect(sectionIds(container)).toEqual(USUAL_ORDER);
    expect(screen.getByLabelText('Address').textContent).toBe('/docs');
  });

  it("lists the graders' keyboard shortcuts", () => {
    renderHelp();
    const graders = screen.getByRole('region', { name: 'For graders' });
    const items = within(graders).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('Alt + E: comment on the selected code, or edit the current comment');
    expect(items).toContain('Alt + S: save the comment being edited');
    expect(items).toContain('Alt + ↑ / ↓: go to the previous or next comment');
    expect(items).toContain('Alt + ← / →: open the previous or next file');
    expect(items).toContain('?: show or hide the list of shortcuts');
    expect(graders.textContent).toContain('with an assignment open, n grades the next submission in the queue');
  });

  it('explains both API headers, where the key is, and gives a curl example against /courses/', () => {
    renderHelp();
    const api = screen.getByRole('region', { name: 'Using the API' });
    expect(within(api).getByText('Authorization: Token <key>')).toBeTruthy();
    expect(within(api).getByText('Authorization: JWT <token>')).toBeTruthy();
    expect(within(api).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    const example = within(api).getByLabelText('List your courses with curl').textContent ?? '';
    expect(example).toContain('curl -H "Authorization: Token $MARGINALIA_API_KEY"');
    expect(example).toContain(`${window.location.origin}/courses/`);
  });

  it('gives the two commands and the production settings for self-hosting', () => {
    renderHelp();
    const hosting = screen.getByRole('region', { name: 'Running your own instance' });
    const commands = within(hosting).getByLabelText('Start and test Marginalia').textContent ?? '';
    expect(commands).toContain('npm ci && npm start');
    expect(commands).toContain('npm ci && npm test');
    for (const variable of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'PLATFORM_ADMINS']) {
      expect(within(hosting).getAllByText(variable).length).toBeGreaterThan(0);
    }
  });

  it('sends people without a sign-up e-mail to a new link', () => {
    renderHelp();
    const missing = screen.getByRole('region', { name: 'I never got my sign-up e-mail' });
    expect(within(missing).getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forgot-password');
    expect(missing.textContent).toContain('spam');
  });
});
