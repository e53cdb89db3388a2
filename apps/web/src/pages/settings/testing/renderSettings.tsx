import { Route } from 'react-router';
import type { CurrentUser } from '@marginalia/contracts';
import { makeCourse } from '../../../test/fakeAdminServer';
import { createPreferencesStore, type PreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { renderConsole } from '../../../test/renderConsole';
import { scriptedFetch } from '../../../test/scriptedFetch';
import SettingsPage from '../SettingsPage';

export type Answer = [status: number, body: unknown];

export const ME = {
  id: 7,
  email: 'ada@example.edu',
  api_token: null,
  hasApiKey: true,
  showProductTips: true,
  sendMeAConfirmationEmail: false,
  canModifyRosters: true,
  courseadminCourses: [3],
};
export const COURSES = [makeCourse({ id: 3, name: 'CS 101', period: 'Fall 2026' })];

/**
 * The settings calls answered from a table (a list answers in turn, the last one repeating); the product-tips
 * PATCH echoes the change. Records every request.
 */
export function fakeSettingsServer(routes: Record<string, Answer | Answer[]>) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = scriptedFetch(routes, {
    record: ({ method, path, body }) => sent.push({ method, path, body }),
    fallback: ({ method, path, body }) => (method === 'PATCH' && path === '/users/me/' ? [200, { ...ME, ...(body as object) }] : undefined),
  });
  return { fetch, sent };
}

export function renderSettings(
  routes: Record<string, Answer | Answer[]>,
  { user = makeUser({ canModifyRosters: true }), preferences }: { user?: CurrentUser; preferences?: PreferencesStore } = {},
) {
  const server = fakeSettingsServer({ 'GET /users/me/': [200, ME], 'GET /courses/': [200, COURSES], 'GET /users/me/accountAccess/': [200, []], ...routes });
  const view = renderConsole('/settings', {
    fetch: server.fetch,
    token: 'session-token',
    user,
    preferences: preferences ?? createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/settings',
    routes: <Route path="/settings" element={<SettingsPage />} />,
  });
  return { ...view, server };
}
