import { expect, type APIRequestContext } from '@playwright/test';

// Calls to the API beside the browser, for arranging a journey's data and checking what was stored.

export async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, data, headers: { Authorization: `JWT ${token}` } });
  expect(response.ok(), `${method} ${url} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}
