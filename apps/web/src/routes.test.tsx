import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { MESSAGES, type CurrentUser } from '@marginalia/contracts';
import { NOT_FOUND_TITLE } from './pages/errors/NotFoundPage';
import { AppRoutes } from './routes';
import { SessionMachine } from './session/sessionMachine';
import { makeUser, memoryTokens, scriptedApi } from './test/fakes';
import { renderWithApp } from './test/renderApp';

// The consoles are lazy chunks; the first import of one in jsdom can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
const ROUTE_TEST_TIMEOUT = { timeout: 60_000 };

const machines: SessionMachine[] = [];
afterEach(() => machines.splice(0).forEach((machine) => machine.dispose()));

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, user: CurrentUser | null) {
  const scripted = scriptedApi();
  const machine = new SessionMachine({ api: scripted.api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  if (user) machine.adopt('token', user);
  else machine.start();
  renderWithApp(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { machine, path },
  );
  return { machine, ...scripted };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const location = () => screen.getByTestId('location').textContent;

describe('routes', ROUTE_TEST_TIMEOUT, () => {
  it('shows the login prompt on a console path, then the console itself after login, without moving', async () => {
    const { queues } = renderAt('/student/CS101/Fall', null);
    await heading(MESSAGES.loginToSeePage);
    queues.login.push({ ok: true, data: { token: 't', user: makeUser({ studentCourses: [1] }) } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.edu' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await heading('Student Console');
    expect(location()).toBe('/student/CS101/Fall');
  });

  it('prompts visitors on every logged-in path', async () => {
    for (const path of ['/grader', '/admin/CS101/Fall/roster/x', '/settings', '/code/12', '/dashboard']) {
      cleanup();
      renderAt(path, null);
      await heading(MESSAGES.loginToSeePage);
    }
  });

  it('hides a console from a user without its role', async () => {
    renderAt('/grader/CS101', makeUser({ studentCourses: [1] }));
    await heading(NOT_FOUND_TITLE);
    expect(screen.queryByRole('heading', { name: 'Grader Console' })).toBeNull();
  });

  it('keeps the platform-admin pages for platform admins', async () => {
    renderAt('/dashboard', makeUser({ studentCourses: [1] }));
    await heading(NOT_FOUND_TITLE);
    cleanup();
    renderAt('/loginAs/ada@example.edu', makeUser({ marginaliaAdmin: true }));
    // The login-as page has no heading of its own (a spinner, then the person's console); it names the tab.
    await waitFor(() => expect(document.title).toMatch(/^Login As/));
    cleanup();
    // The console's pages sit beside its sider.
    renderAt('/dashboard/audit', makeUser({ marginaliaAdmin: true }));
    await heading('Audit log');
    expect(screen.getByRole('navigation', { name: 'Platform console' })).toBeTruthy();
  });

  it('sends a user with one role from / to that console', async () => {
    renderAt('/', makeUser({ graderCourses: [3] }));
    await heading('Grader Console');
    expect(location()).toBe('/grader');
  });

  it('lets a user with several roles choose, offering only their consoles', async () => {
    renderAt('/', makeUser({ studentCourses: [1], courseadminCourses: [2] }));
    await heading(MESSAGES.selectYourRole);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Student Console' }).getAttribute('href')).toBe('/student');
    expect(within(main).getByRole('link', { name: 'Admin Console' }).getAttribute('href')).toBe('/admin');
    expect(within(main).queryByRole('link', { name: 'Grader Console' })).toBeNull();
  });

  it('explains the situation to a user with no role', async () => {
    renderAt('/', makeUser());
    await heading("You're not in any course yet");
    expect(screen.getByRole('link', { name: 'Join a course' }).getAttribute('href')).toBe('/signup/join');
  });

  it('shows the landing page to visitors at /', async () => {
    renderAt('/', null);
    await heading('Feedback on the exact line, for every student in the course');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('renders each public page title inside the public layout', async () => {
    renderAt('/forgot-password', null);
    await heading('Forgot password');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('answers unknown paths with the not-found page', async () => {
    renderAt('/no/such/page', null);
    await heading(NOT_FOUND_TITLE);
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    // No support address is configured here: the page offers no contact it cannot back (NotFoundPage.test.tsx).
    expect(screen.queryByRole('link', { name: /Chat with us/ })).toBeNull();
  });

  it('shows email, role switcher, settings and log out in the console header', async () => {
    renderAt('/student', makeUser({ studentCourses: [1], graderCourses: [2] }));
    await heading('Student Console');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByText('ada@example.edu')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: `${MESSAGES.switchRoles}: Student Console` })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /Settings/ }).getAttribute('href')).toBe('/settings');
    expect(within(nav).getByRole('link', { name: /Log Out/ }).getAttribute('href')).toBe('/logout');
  });

  it('shows a partner invite under the signed-in header to a logged-in student, and the public one to visitors', async () => {
    renderAt('/invite/41/abc', makeUser({ studentCourses: [1] }));
    await heading('Join a submission');
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByText('ada@example.edu')).toBeTruthy();
    cleanup();
    renderAt('/invite/41/abc', null);
    await heading('Join a submission');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('logs out at /logout and goes home', async () => {
    const { machine } = renderAt('/logout', makeUser({ studentCourses: [1] }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(machine.getState().status).toBe('loggedOut');
    await heading('Feedback on the exact line, for every student in the course');
  });

  it('redirects to a same-site ?next= after logging in on /login', async () => {
    const { queues } = renderAt('/login?next=%2Fsettings', null);
    await heading('Login');
    queues.login.push({ ok: true, data: { token: 't', user: makeUser() } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.edu' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await heading('Settings');
    expect(location()).toBe('/settings');
  });
});

describe('home after an unreachable server', () => {
  it('shows the login screen at / when the session could not be checked', async () => {
    const scripted = scriptedApi();
    const machine = new SessionMachine({ api: scripted.api, tokens: memoryTokens('kept'), forgetPreferences: () => {} });
    machines.push(machine);
    renderWithApp(<AppRoutes />, { machine, path: '/' });
    machine.start();
    // Unqueued answers fail like a network error; the retries are 1 s apart.
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 6000 })).toBeTruthy();
    expect(machine.getState().serverUnreachable).toBe(true);
  }, 10_000);
});
