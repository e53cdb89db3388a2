import { startMailCatcher } from './mail-catcher';

// Playwright global setup, run once its servers are started: an SMTP server per lane of the run (their ports and
// folders come from playwright.config.ts, which also hands each demo server its SMTP_URL), then a wait for the demo
// servers Playwright started without waiting. Returns the teardown.
export default async function startRunMailboxes(): Promise<() => Promise<void>> {
  const lanes = Number(process.env.E2E_LANES);
  if (!lanes) throw new Error('E2E_LANES is set by playwright.config.ts.');
  const catchers = await Promise.all(
    Array.from({ length: lanes }, (_, lane) => {
      const port = Number(process.env[`E2E_SMTP_PORT_${lane}`]);
      const dir = process.env[`E2E_MAIL_DIR_${lane}`];
      if (!port || !dir) throw new Error(`E2E_SMTP_PORT_${lane} and E2E_MAIL_DIR_${lane} are set by playwright.config.ts.`);
      return startMailCatcher({ port, dir });
    }),
  );
  const close = async () => {
    await Promise.all(catchers.map((catcher) => catcher.close()));
  };
  try {
    await Promise.all((process.env.E2E_MORE_DEMO_URLS ?? '').split(' ').filter(Boolean).map((url) => answering(url)));
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}

/** Waits until the server at `url` answers its home page (2 minutes at most, as Playwright waits for the first). */
async function answering(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The demo server at ${url} did not answer within 2 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
