import type { LogErrorRequest } from '@marginalia/contracts';
import { apiConfig } from './config';
import { send } from './http';

/**
 * `POST /logs/logError/`. Reporting must never become a second failure, so every error is swallowed
 * (spec §8: "log sending failure: silently ignored").
 */
export async function logError(report: LogErrorRequest): Promise<void> {
  try {
    await send('POST', '/logs/logError/', {
      body: { error: report.error, errorDetail: report.errorDetail ?? '', url: report.url ?? apiConfig().currentUrl() },
    });
  } catch {
    // Ignored on purpose.
  }
}

/** Turns anything thrown into the two text fields of an error report. */
export function describeError(error: unknown): { error: string; errorDetail: string } {
  if (error instanceof Error) return { error: `${error.name}: ${error.message}`, errorDetail: error.stack ?? '' };
  return { error: String(error), errorDetail: '' };
}
