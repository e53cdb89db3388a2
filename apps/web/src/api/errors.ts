import type { z } from 'zod';

/** The server answered with a status the call did not expect; `body` is its parsed answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}`);
  }
}

/** The request never got an answer (offline, DNS, connection reset, CORS). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(what: string, cause: unknown) {
    super(`${what} could not reach the server`, { cause });
  }
}

/** The answer did not have the shape the caller expected (docs/PRODUCT.md §5: such a call is rejected). */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
  constructor(
    what: string,
    readonly issues: z.ZodError['issues'],
  ) {
    super(`${what} returned an unexpected shape`);
  }
}
