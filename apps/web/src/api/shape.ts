import { z } from 'zod';
import { apiConfig } from './config';
import { ShapeError } from './errors';
import { logError } from './logs';

/**
 * Every record from the server is checked before the app uses it (docs/PRODUCT.md §5). A mismatch is reported to the
 * error log, so a server/client drift shows up in the logs instead of as a confusing screen, and rejected.
 */
export function checkShape<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  void logError({
    error: `Unexpected response shape: ${what}`,
    errorDetail: z.prettifyError(parsed.error),
    url: apiConfig().currentUrl(),
  });
  throw new ShapeError(what, parsed.error.issues);
}
