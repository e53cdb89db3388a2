import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import WhyMarginaliaPage from './WhyMarginaliaPage';
import { renderPublicPage, restoreScreenWidth, setScreenWidth } from './testing/renderPublicPage';

const location = () => screen.getByTestId('location').textContent;
const tour = () => screen.getAllByRole('region')[0]!;

describe('WhyMarginaliaPage', () => {
  afterEach(() => restoreScreenWidth());

  it('shows the annotate tour first, with its points, drawing and links', () => {
    renderPublicPage(<WhyMarginaliaPage />, '/why-marginalia');
    expect(screen.getByRole('heading', { level: 1, name: 'Why Marginalia' })).toBeTruthy();
    expect(document.title).toBe('Why Marginalia · Marginalia');
    const section = screen.getByRole('region', { name: 'Comments that sit on the code they are about' });
    expect(section.id).toBe('annotate');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByRole('img', { name: /len\(scores\) is highlighted/ })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open a graded submission' }).getAttribute('href')).toBe('/demo');
    expect(within(section).getByRole('link', { name: 'Next tour: For students' }).getAttribute('href')).toBe('/why-marginalia#students');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('switches tours with the control and writes the choice to the address', () => {
    renderPublicPage(<WhyMarginaliaPage />, '/why-marginalia');
    fireEvent.click(screen.getByRole('radio', { name: 'For instructors' }));
    expect(location()).toBe('/why-marginalia#instructors');
    const section = screen.getByRole('region', { name: 'Consistent grading across a whole course staff' });
    expect(section.id).toBe('instructors');
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getByRole('img', { name: /A rubric with two categories/ })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'How the autograder works' }).getAttribute('href')).toBe('/autograder');
    // Similarity checks are in this release: the tour says what they do, not that they are coming.
    expect(within(section).getByText(/similarity checks rank an assignment’s pairs of submissions/)).toBeTruthy();
    expect(within(section).queryByText(/coming soon/i)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Comments that sit on the code they are about' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'For students' }));
    expect(location()).toBe('/why-marginalia#students');
    expect(tour().id).toBe('students');
  });

  it('opens the tour named by the hash and follows later hash changes', () => {
    renderPublicPage(<WhyMarginaliaPage />, '/why-marginalia#students');
    const section = screen.getByRole('region', { name: 'Feedback students can act on' });
    expect(within(section).getByText(/A regrade request carries the student’s reason/)).toBeTruthy();
    expect(within(section).getByRole('img', { name: /Request regrade button/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'For students' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(section).getByRole('link', { name: 'Next tour: For instructors' }));
    expect(location()).toBe('/why-marginalia#instructors');
    expect(tour().id).toBe('instructors');
    expect((screen.getByRole('radio', { name: 'For instructors' }) as HTMLInputElement).checked).toBe(true);
  });

  it('falls back to the first tour for an unknown hash', () => {
    renderPublicPage(<WhyMarginaliaPage />, '/why-marginalia#nothing');
    expect(tour().id).toBe('annotate');
  });

  it('puts points and drawing in two columns on wide screens and one below', () => {
    setScreenWidth(1000);
    const wide = renderPublicPage(<WhyMarginaliaPage />, '/why-marginalia');
    expect(tour().querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('two-columns');
    wide.unmount();
    setScreenWidth(375);
    renderPublicPage(<WhyMarginaliaPage />, '/why-marginalia');
    expect(tour().querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('one-column');
  });
});
