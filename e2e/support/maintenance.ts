import { expect, type APIRequestContext } from '@playwright/test';

/** The run's second server, in maintenance mode on its own empty database (playwright.config.ts). */
export const MAINTENANCE_URL = process.env.E2E_MAINTENANCE_URL!;

/**
 * Waits until the maintenance server answers at all (any status: what it answers is the journey's business). Playwright starts it without waiting (it boots beside the demo
 * server), so the first journey to use it may arrive before it listens; it is usually up long before.
 */
export async function maintenanceServerReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await request.get(`${MAINTENANCE_URL}/`, { timeout: 5_000 })).status();
        } catch {
          return 0; // not listening yet
        }
      },
      { message: `the maintenance server at ${MAINTENANCE_URL} should start`, timeout: 120_000, intervals: [250, 500, 1_000] },
    )
    .toBeGreaterThan(0);
}
