import { startMailCatcher } from './mail-catcher';

// Playwright global setup: the SMTP server for the whole run (its port and directory come from
// playwright.config.ts, which also hands SMTP_URL to the Marginalia server). Returns the teardown.
export default async function startRunMailbox(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are set by playwright.config.ts.');
  const catcher = await startMailCatcher({ port, dir });
  return () => catcher.close();
}
