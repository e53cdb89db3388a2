import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPublicPage } from './testing/renderPublicPage';
import FaqsPage from './FaqsPage';

function renderFaqs(path = '/faqs') {
  return renderPublicPage(<FaqsPage />, path);
}

const GROUPS = [
  ['overview', 'Overview'],
  ['users', 'Students, graders and admins'],
  ['autograder', 'The autograder'],
  ['api', 'The API'],
  ['own-autograder', 'Running your own autograder'],
  ['ferpa', 'FERPA and student privacy'],
] as const;

describe('FaqsPage', { timeout: 30_000 }, () => {
  it('shows six linkable groups of four to seven questions, listed in a table of contents', () => {
    const { container } = renderFaqs();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(document.title).toContain('Frequently asked questions');

    const toc = screen.getByRole('navigation', { name: 'FAQ topics' });
    const tocLinks = within(toc).getAllByRole('link');
    expect(tocLinks.map((link) => link.textContent)).toEqual(GROUPS.map(([, title]) => title));
    expect(tocLinks.map((link) => link.getAttribute('href'))).toEqual(GROUPS.map(([id]) => `/faqs#${id}`));

    for (const [id, title] of GROUPS) {
      const section = container.querySelector(`section#${id}`);
      expect(section, id).toBeTruthy();
      const heading = within(section as HTMLElement).getByRole('heading', { level: 2 });
      expect(heading.textContent).toBe(title);
      const questions = within(section as HTMLElement).getAllByRole('button');
      expect(questions.length).toBeGreaterThanOrEqual(4);
      expect(questions.length).toBeLessThanOrEqual(7);
    }
  });

  it('opens an answer when its question is clicked', async () => {
    renderFaqs();
    expect(screen.queryByText(/four roles: student, grader, super grader and course admin/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /What roles are there\?/ }));
    expect(await screen.findByText(/four roles: student, grader, super grader and course admin/)).toBeTruthy();
  });

  it('explains each role in the users group', () => {
    const { container } = renderFaqs();
    const users = within(container.querySelector('section#users') as HTMLElement);
    for (const question of ['What can students do?', 'What can graders do?', 'What is a super grader?', 'What can course admins do?']) {
      expect(users.getByRole('button', { name: new RegExp(question.replace('?', '\\?')) })).toBeTruthy();
    }
  });

  it('helps with a missing sign-up e-mail: spam, the address, new links and support', async () => {
    const { container } = renderFaqs('/faqs#overview');
    const overview = within(container.querySelector('section#overview') as HTMLElement);
    fireEvent.click(overview.getByRole('button', { name: /I signed up but never got an e-mail/ }));
    expect(await overview.findByText(/spam or junk folder/)).toBeTruthy();
    expect(overview.getByText(/address you signed up with is spelled correctly/)).toBeTruthy();
    expect(overview.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forgot-password');
    expect(overview.getByRole('link', { name: 'Join a course' }).getAttribute('href')).toBe('/signup/join');
    const support = overview.getByRole('link', { name: /^support@/ });
    expect(support.getAttribute('href')).toMatch(/^mailto:support@/);
  });

  it('opens the question a link names', async () => {
    renderFaqs('/faqs#missing-signup-email');
    expect(await screen.findByText(/spam or junk folder/)).toBeTruthy();
    expect(screen.queryByText(/four roles: student, grader, super grader and course admin/)).toBeNull();
  });

  it('ends with an invitation to sign up', () => {
    renderFaqs();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });
});
