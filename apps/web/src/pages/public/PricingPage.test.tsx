import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import PricingPage from './PricingPage';
import { renderPublicPage } from './testing/renderPublicPage';

const section = (name: string) => screen.getByRole('region', { name });

describe('PricingPage', () => {
  it('says Marginalia is free and open source, with no plans to compare', () => {
    renderPublicPage(<PricingPage />, '/pricing');
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(document.title).toBe('Pricing · Marginalia');
    expect(screen.getByText(/Marginalia is free and open source/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Free to use, free to host',
      'What you need to host it',
      'What it costs to run',
      'What support means',
      'Good to know',
    ]);
  });

  it('lists what self-hosting needs, with the command to try it', () => {
    renderPublicPage(<PricingPage />, '/pricing');
    const needs = section('What you need to host it');
    expect(needs.id).toBe('self-hosting');
    expect(within(needs).getByText('One server')).toBeTruthy();
    expect(within(needs).getByText('PostgreSQL')).toBeTruthy();
    expect(within(needs).getByText('npm ci && npm start')).toBeTruthy();
    expect(within(section('What it costs to run')).getByText(/The software is free; what you pay for is what it runs on/)).toBeTruthy();
  });

  it('explains support and links the FAQs, the demo and sign-up', () => {
    renderPublicPage(<PricingPage />, '/pricing');
    const support = section('What support means');
    expect(within(support).getByText(/There is no paid support contract/)).toBeTruthy();
    expect(within(support).getByRole('link', { name: 'support@localhost' }).getAttribute('href')).toBe('mailto:support@localhost');
    expect(within(support).getByRole('link', { name: 'frequently asked questions' }).getAttribute('href')).toBe('/faqs');
    const notes = section('Good to know');
    expect(within(notes).getByText('Do students or graders pay anything?')).toBeTruthy();
    expect(within(notes).getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/faqs');
    expect(within(notes).getByRole('link', { name: 'sign up' }).getAttribute('href')).toBe('/signup');
    expect(within(notes).getByRole('link', { name: 'Open a graded submission' }).getAttribute('href')).toBe('/demo');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });
});
