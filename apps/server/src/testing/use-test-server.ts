import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../core/config';
import { apiClient, type ApiClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/** One test server per test file: started before its tests, closed after them. */
export function useTestServer(overrides: Partial<Config> = {}) {
  let server: TestServer | undefined;
  let api: ApiClient | undefined;
  beforeAll(async () => {
    server = await startTestServer(overrides);
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server(): TestServer {
      if (!server) throw new Error('The test server starts in beforeAll.');
      return server;
    },
    get api(): ApiClient {
      if (!api) throw new Error('The test server starts in beforeAll.');
      return api;
    },
  };
}
