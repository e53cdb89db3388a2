import type { AppContext } from '../core/app-context';
import { throttled } from './errors';
import { incrementAndPeek, incrementWindow } from './rate-limit';

// API keys are throttled like passwords. An unknown key counts as a failure of the client address; past
// API_KEY_MAX_FAILURES_PER_IP in a window that address gets 429 for every key it sends, right or wrong, so that
// guessing learns nothing more. A valid key has its own budget per minute. Each costs one counter statement.

const MINUTE = 60;

const failuresKey = (ip: string) => `api-key:failures:${ip}`;

/** Counts a key that opened nothing; 429 once the address has failed too often in the window. */
export async function countApiKeyFailure(ctx: AppContext, ip: string): Promise<void> {
  const { config } = ctx;
  const failures = await incrementWindow(ctx.db, failuresKey(ip), config.API_KEY_FAILURE_WINDOW_SECONDS);
  if (failures.count > config.API_KEY_MAX_FAILURES_PER_IP) throw throttled(failures.retryAfter);
}

/** Counts a request made with a valid key; 429 beyond the key's budget or while its address is throttled for guessing. */
export async function countApiKeyUse(ctx: AppContext, apiKeyId: number, ip: string): Promise<void> {
  const { config } = ctx;
  const { counted, other: failures } = await incrementAndPeek(
    ctx.db,
    `api-key:requests:${apiKeyId}`,
    MINUTE,
    failuresKey(ip),
    config.API_KEY_FAILURE_WINDOW_SECONDS,
  );
  if (failures.count > config.API_KEY_MAX_FAILURES_PER_IP) throw throttled(failures.retryAfter);
  if (counted.count > config.API_KEY_MAX_REQUESTS_PER_MINUTE) throw throttled(counted.retryAfter);
}
