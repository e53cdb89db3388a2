import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { IMPERSONATION_TEXTS, MESSAGES } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import { scriptedFetch, type Script } from '../../../test/scriptedFetch';
import { ActingAsBanner } from '../../../layout/ActingAsBanner';
import { LoginAsPage } from './LoginAsPage';

const ADMIN = makeUser({ id: 1, email: 'ops@example.edu', marginaliaAdmin: true });
const GRADER = makeUser({ id: 9, email: 'grader@example.edu', token: 'acting-token', graderCourses: [3], impersonatedBy: { email: ADMIN.email, expiresAt: '2026-11-27T01:00:00Z' } });

/** The courses page stand-in, showing the query it was opened with. */
function CoursesProbe() {
  return <p>Courses {useLocation().search}</p>;
}

function renderAt(path: string, routes: Record<string, Script>) {
  const sent: string[] = [];
  const fetch = scriptedFetch(routes, { record: ({ method, path: at }) => sent.push(`${method} ${at}`) });
  const view = renderConsole(path, {
    fetch,
    token: 'admin-token',
    user: ADMIN,
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://app.test${path}`,
    routes: (
      <>
        <Route path="/loginAs/:email" element={<LoginAsPage />} />
        <Route path="/" element={<ActingAsBanner />} />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
        <Route path="/dashboard/courses" element={<CoursesProbe />} />
        <Route path="/mail/:id" element={<p>The mail</p>} />
      </>
    ),
  });
  return { ...view, sent };
}

describe('LoginAsPage', { timeout: 20_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('replaces the current user with the person and goes home, where the banner says who is acting', async () => {
    const view = renderAt('/loginAs/grader@example.edu', { 'GET /users/grader%40example.edu/': [200, GRADER] });
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(view.machine.getState()).toMatchObject({ token: 'acting-token', user: { email: 'grader@example.edu' } });
    expect(view.sent.filter((call) => call.startsWith('GET /users/'))).toEqual(['GET /users/grader%40example.edu/']);
    expect(await screen.findByText(IMPERSONATION_TEXTS.actingAs('grader@example.edu'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: IMPERSONATION_TEXTS.returnToMyAccount }));
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
    // The admin's own token is back (the session reloads its user with it).
    expect(view.machine.getState().token).toBe('admin-token');
  });

  it('returns to the page the login-as started from, in the warning colour unlike the announcement', async () => {
    const view = renderAt('/loginAs/grader@example.edu?from=%2Fdashboard%2Fcourses%3Fsearch%3Dcs', { 'GET /users/grader%40example.edu/': [200, GRADER] });
    await waitFor(() => expect(view.location()).toBe('/'));
    const text = await screen.findByText(IMPERSONATION_TEXTS.actingAs('grader@example.edu'));
    expect(text.closest('.ant-alert-warning')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: IMPERSONATION_TEXTS.returnToMyAccount }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/courses'));
    expect(screen.getByText('Courses ?search=cs')).toBeTruthy();
  });

  it('never returns to another site by ?from: the dashboard instead', async () => {
    const view = renderAt('/loginAs/grader@example.edu?from=%2F%2Fevil.example', { 'GET /users/grader%40example.edu/': [200, GRADER] });
    await screen.findByText(IMPERSONATION_TEXTS.actingAs('grader@example.edu'));
    fireEvent.click(screen.getByRole('button', { name: IMPERSONATION_TEXTS.returnToMyAccount }));
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
  });

  it('goes to the page named by ?next once acting', async () => {
    const view = renderAt('/loginAs/grader@example.edu?next=%2Fmail%2F8', { 'GET /users/grader%40example.edu/': [200, GRADER] });
    await waitFor(() => expect(view.location()).toBe('/mail/8'));
    expect(view.machine.getState().token).toBe('acting-token');
  });

  it('never goes to another site by ?next', async () => {
    const away = renderAt('/loginAs/grader@example.edu?next=%2F%2Fevil.example', { 'GET /users/grader%40example.edu/': [200, GRADER] });
    await waitFor(() => expect(away.location()).toBe('/'));
  });

  it('answers the lower-case address /loginas/{email} too, and shows the login-as failure text when refused', async () => {
    const view = renderAt('/loginas/other@example.edu', { 'GET /users/other%40example.edu/': [403, { detail: 'nope' }] });
    expect(await screen.findByText(MESSAGES.loginAsFailure)).toBeTruthy();
    expect(view.machine.getState().user.email).toBe(ADMIN.email);
    expect(view.notifications).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: IMPERSONATION_TEXTS.backToDashboard }));
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
  });

  it('shows no banner for a session of one’s own', async () => {
    renderAt('/', {});
    await screen.findByTestId('location');
    expect(screen.queryByText(/Acting as/)).toBeNull();
  });
});
