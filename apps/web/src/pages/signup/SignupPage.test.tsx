import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { disposeConsoleSessions } from '../../test/renderConsole';
import { renderSignup } from './testing/renderSignup';

describe('SignupPage', () => {
  afterEach(() => disposeConsoleSessions());

  it('shows the step bar at its first step', () => {
    renderSignup('/signup');
    const steps = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(steps).getByText('Choose role')).toBeTruthy();
    expect(within(steps).getByText('Create Account')).toBeTruthy();
    expect(within(steps).getByText('Start using Marginalia')).toBeTruthy();
    expect(steps.querySelector('.ant-steps-item-active')?.textContent).toContain('Choose role');
  });

  it('offers instructors and staff to create or join a course, and students to join one', () => {
    renderSignup('/signup');
    const staff = screen.getByRole('region', { name: /Instructors and Staff/ });
    expect(within(staff).getByRole('link', { name: 'Create Course' }).getAttribute('href')).toBe('/signup/create');
    expect(within(staff).getByRole('link', { name: 'Join Existing Course' }).getAttribute('href')).toBe('/signup/join');
    const students = screen.getByRole('region', { name: /Students/ });
    expect(within(students).getByRole('link', { name: 'Join Existing Course' }).getAttribute('href')).toBe('/signup/join');
    expect(within(students).queryByRole('link', { name: 'Create Course' })).toBeNull();
  });

  it('goes to the instructor sign-up on Create Course', async () => {
    const view = renderSignup('/signup');
    fireEvent.click(screen.getByRole('link', { name: 'Create Course' }));
    expect(await screen.findByRole('heading', { name: 'Create a Course' })).toBeTruthy();
    expect(view.location()).toBe('/signup/create');
  });
});
