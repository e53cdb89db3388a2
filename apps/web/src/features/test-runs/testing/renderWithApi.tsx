import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '../../../api/config';
import { createQueryClient } from '../../../api/queryClient';
import { scriptedFetch, type Script, type ScriptedRequest } from '../../../test/scriptedFetch';

// Renders a component that calls the API against a table of answers (test/scriptedFetch.ts), with a fresh query
// client; the requests it sent and the error notifications it raised are kept for the test to check.
configure({ asyncUtilTimeout: 8000, defaultHidden: true });

export function renderWithApi(element: ReactElement, routes: Record<string, Script>) {
  const requests: ScriptedRequest[] = [];
  const notifications: string[] = [];
  configureApi({
    fetch: scriptedFetch(routes, { record: (request) => requests.push(request) }),
    getToken: () => 'token',
    notifyError: (title) => notifications.push(title),
    onUnauthorized: () => {},
  });
  const queryClient = createQueryClient();
  const view = render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  const sent = (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path).length;
  return { ...view, requests, notifications, queryClient, sent };
}
