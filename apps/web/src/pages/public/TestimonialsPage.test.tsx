import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import TestimonialsPage from './TestimonialsPage';
import { TESTIMONIALS } from './testimonials';
import { renderPublicPage, restoreScreenWidth, setScreenWidth } from './testing/renderPublicPage';

describe('TestimonialsPage', () => {
  afterEach(() => restoreScreenWidth());

  it('says what the cards are: needs in our words, attributed to roles', () => {
    renderPublicPage(<TestimonialsPage />, '/testimonials');
    expect(screen.getByRole('heading', { level: 1, name: 'What course staff ask of a grading tool' })).toBeTruthy();
    expect(screen.getByText(/written in our own words and attributed to a role and a kind of course rather than to any one person/)).toBeTruthy();
    expect(document.title).toBe('What course staff ask of a grading tool · Marginalia');
  });

  it('shows six to eight needs, each with its role, Marginalia’s answer and a link', () => {
    renderPublicPage(<TestimonialsPage />, '/testimonials');
    const cards = within(document.querySelector<HTMLElement>('[data-layout]')!).getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.length).toBeLessThanOrEqual(8);
    expect(cards).toHaveLength(TESTIMONIALS.length);
    const first = cards[0]!;
    expect(first.id).toBe('exact-code');
    expect(within(first).getByRole('blockquote').textContent).toContain('point at the exact expression that is wrong');
    expect(within(first).getByText('Head TA, data-structures course, 400 students')).toBeTruthy();
    expect(within(first).getByText('How Marginalia answers')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'See how annotating works' }).getAttribute('href')).toBe('/why-marginalia#annotate');
    const api = cards.find((card) => card.id === 'api')!;
    expect(within(api).getByRole('link', { name: 'About the API' }).getAttribute('href')).toBe('/faqs#api');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('lays the cards out in two columns on wide screens and one on narrow ones', () => {
    setScreenWidth(1280);
    const wide = renderPublicPage(<TestimonialsPage />, '/testimonials');
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('two-columns');
    wide.unmount();
    setScreenWidth(450);
    renderPublicPage(<TestimonialsPage />, '/testimonials');
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('one-column');
  });
});
