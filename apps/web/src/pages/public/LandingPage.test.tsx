import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import LandingPage from './LandingPage';
import { FEATURES } from './landing/FeatureGrid';
import { renderPublicPage, restoreScreenWidth, setScreenWidth } from './testing/renderPublicPage';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('LandingPage', () => {
  afterEach(() => restoreScreenWidth());

  it('opens with the headline and the two ways in', () => {
    renderPublicPage(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback on the exact line, for every student in the course' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign Up' }).map((link) => link.getAttribute('href'))).toEqual(['/signup', '/signup']);
    expect(screen.getByRole('link', { name: 'See a graded submission' }).getAttribute('href')).toBe('/demo');
    expect(screen.getByRole('img', { name: /highlighted, with a grader’s comment/ })).toBeTruthy();
    expect(document.title).toBe('Marginalia');
  });

  it('lists every feature with a link to where it is explained', () => {
    renderPublicPage(<LandingPage />);
    const features = section('Everything a programming course grades with');
    const expected: [string, string][] = [
      ['Annotate exact ranges', '/why-marginalia#annotate'],
      ['Rubrics', '/why-marginalia#instructors'],
      ['Autograder', '/autograder'],
      ['Anonymous grading', '/why-marginalia#instructors'],
      ['Regrade requests', '/why-marginalia#students'],
      ['Similarity checks', '/why-marginalia#instructors'],
      ['API', '/faqs#api'],
      ['And the rest of the course', '/why-marginalia'],
    ];
    const headings = within(features).getAllByRole('heading', { level: 3 });
    // Every feature on the page runs today: no card is tagged as coming later.
    expect(headings.map((h) => h.textContent)).toEqual(expected.map(([title]) => title));
    expect(within(features).queryByText(/coming soon/i)).toBeNull();
    for (const [title, to] of expected) {
      const feature = FEATURES.find((f) => f.title === title);
      expect(within(features).getByRole('link', { name: feature?.linkLabel }).getAttribute('href')).toBe(to);
    }
  });

  it('makes the departments claim and links the integrations and the testimonials', () => {
    renderPublicPage(<LandingPage />);
    expect(screen.getByText(/Built for the 70\+ computer-science departments that graded on codePost/)).toBeTruthy();
    expect(within(section('Works with the tools you already use')).getByRole('link').getAttribute('href')).toBe('/integrations');
    const staff = section('What course staff ask for');
    expect(within(staff).getAllByRole('blockquote')).toHaveLength(3);
    expect(within(staff).getByText('Head TA, data-structures course, 400 students')).toBeTruthy();
    expect(within(staff).getByRole('link', { name: /More of what course staff ask for/ }).getAttribute('href')).toBe('/testimonials');
  });

  it('shows three steps and closes with the sign-up invitation', () => {
    renderPublicPage(<LandingPage />);
    const steps = within(section('Get started in three steps')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(['Create your course', 'Add your people', 'Grade and give feedback']);
    expect(screen.getByText('Ready to try it with your course?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('links to the pricing page from the tooltip of "Free and open source", on hover', async () => {
    renderPublicPage(<LandingPage />);
    expect(screen.queryByRole('link', { name: 'What it costs to run' })).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Free and open source' }));
    const link = await screen.findByRole('link', { name: 'What it costs to run' });
    expect(link.getAttribute('href')).toBe('/pricing');
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });

  it('opens the tooltip on keyboard focus, keeps it while focus moves into its link, and closes it with Escape', async () => {
    renderPublicPage(<LandingPage />);
    const trigger = screen.getByRole('button', { name: 'Free and open source' });
    act(() => trigger.focus());
    const link = await screen.findByRole('link', { name: 'What it costs to run' });
    act(() => link.focus());
    expect(screen.getByRole('link', { name: 'What it costs to run' })).toBe(document.activeElement);
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(screen.getByRole('tooltip', { hidden: true }).closest('.ant-tooltip-hidden')).toBeTruthy();
  });

  it('puts the hero side by side on wide screens and stacks the strips on narrow ones', () => {
    setScreenWidth(1280);
    const wide = renderPublicPage(<LandingPage />);
    expect(within(section('What course staff ask for')).getByText(/Head TA/).closest('[data-layout]')?.getAttribute('data-layout')).toBe('row');
    expect(within(section('Get started in three steps')).getByRole('list').getAttribute('data-layout')).toBe('row');
    wide.unmount();

    setScreenWidth(375);
    renderPublicPage(<LandingPage />);
    expect(within(section('What course staff ask for')).getByText(/Head TA/).closest('[data-layout]')?.getAttribute('data-layout')).toBe('column');
    expect(within(section('Get started in three steps')).getByRole('list').getAttribute('data-layout')).toBe('column');
  });
});
