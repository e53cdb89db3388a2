import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import AboutPage from './AboutPage';
import { renderPublicPage } from './testing/renderPublicPage';

const section = (name: string) => screen.getByRole('region', { name });

describe('AboutPage', () => {
  it('tells the story: a rebuild for courses left without codePost and for courses on other tools', () => {
    renderPublicPage(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Marginalia' })).toBeTruthy();
    expect(document.title).toBe('About Marginalia · Marginalia');
    const story = section('Our story');
    expect(story.id).toBe('story');
    expect(within(story).getByText(/shut down for good on January 1, 2026/)).toBeTruthy();
    expect(within(story).getByText(/Gradescope, Submitty, Autolab or PrairieLearn/)).toBeTruthy();
  });

  it('states its three principles', () => {
    renderPublicPage(<AboutPage />, '/about');
    const principles = section('What we hold to');
    expect(within(principles).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Feedback on the exact code',
      'Self-hosting and student privacy',
      'A compatible API',
    ]);
  });

  it('says how to contribute and how to get in touch, with the support address', () => {
    renderPublicPage(<AboutPage />, '/about');
    const contribute = section('How to contribute');
    expect(within(contribute).getByText(/Apache License 2.0/)).toBeTruthy();
    expect(within(contribute).getByRole('link', { name: 'Here is what that takes' }).getAttribute('href')).toBe('/pricing');
    const contact = section('Get in touch');
    // Without VITE_SUPPORT_EMAIL the address is on the site's own domain (jsdom's is localhost).
    expect(within(contact).getByRole('link', { name: 'support@localhost' }).getAttribute('href')).toBe('mailto:support@localhost');
    expect(within(contact).getByRole('link', { name: 'frequently asked questions' }).getAttribute('href')).toBe('/faqs');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });
});
