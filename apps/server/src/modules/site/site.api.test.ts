import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/http-client';
import { startTestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

describe('GET /site/', () => {
  it('answers anyone with the default settings: the shutdown notice on, no maintenance, the in-app help centre', async () => {
    const res = await t.api.get('/site/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      shutdown: { enabled: true, bannerDate: '2025-12-31', shutdownDate: '2026-01-01', donatedOn: '2025-09-01' },
      maintenance: { enabled: false, message: null },
      supportEmail: null,
      docsUrl: '/docs',
    });
  });

  it('reflects the configuration', async () => {
    const server = await startTestServer({
      SHUTDOWN_NOTICE: false,
      MAINTENANCE: true,
      MAINTENANCE_MESSAGE: 'Upgrading until 18:00.',
      SUPPORT_EMAIL: 'help@school.edu',
      DOCS_URL: 'https://help.school.edu/marginalia',
    });
    try {
      const res = await apiClient(server.url).get('/site/');
      expect(res.body).toMatchObject({
        shutdown: { enabled: false },
        maintenance: { enabled: true, message: 'Upgrading until 18:00.' },
        supportEmail: 'help@school.edu',
        docsUrl: 'https://help.school.edu/marginalia',
      });
    } finally {
      await server.close();
    }
  });
});
