import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import type { Course } from '@marginalia/contracts';
import { configureApi, resetApiConfig } from '../../../../api/config';
import { createQueryClient } from '../../../../api/queryClient';
import { PreferencesProvider } from '../../../../preferences/PreferencesContext';
import { createPreferencesStore } from '../../../../preferences/localPreferences';
import { SessionProvider } from '../../../../session/SessionContext';
import { SessionMachine } from '../../../../session/sessionMachine';
import { createMemoryStore } from '../../../../storage/keyValueStore';
import { makeUser, memoryTokens, scriptedApi } from '../../../../test/fakes';
import { ThemeProvider } from '../../../../theme/ThemeProvider';
import { adminCoursePath } from '../../../../routing/adminPaths';
import { SubmissionsPanel } from '../SubmissionsPanel';
import type { FakeSubmissionsServer } from './fakeSubmissionsServer';

// Renders the Submissions tab alone at its address (so the assignment picker can change the URL), logged in
// as an admin, against a fake server.

const machines: SessionMachine[] = [];

export function cleanUpSubmissionsPanels(): void {
  machines.splice(0).forEach((machine) => machine.dispose());
  resetApiConfig();
}

function PanelAtRoute({ course }: { course: Course }) {
  const { panelName2 } = useParams();
  return <SubmissionsPanel course={course} subPanel={panelName2} />;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderSubmissionsPanel(course: Course, server: FakeSubmissionsServer, assignmentName?: string) {
  const notifications: { title: string; body: unknown }[] = [];
  configureApi({
    fetch: server.fetch,
    getToken: () => 'token',
    notifyError: (title, body) => notifications.push({ title, body }),
    currentUrl: () => 'http://app.test/admin',
  });
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt('token', makeUser({ email: 'admin@demo.edu', courseadminCourses: [course.id] }));
  const view = render(
    <PreferencesProvider store={createPreferencesStore(createMemoryStore())}>
      <SessionProvider machine={machine}>
        <QueryClientProvider client={createQueryClient()}>
          <ThemeProvider>
            <MemoryRouter initialEntries={[adminCoursePath(course, 'submissions', assignmentName)]}>
              <Routes>
                <Route path="/admin/:courseName/:period/:panelName1/:panelName2?" element={<PanelAtRoute course={course} />} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </SessionProvider>
    </PreferencesProvider>,
  );
  const location = () => decodeURIComponent(view.getByTestId('location').textContent ?? '');
  return { ...view, notifications, location };
}
