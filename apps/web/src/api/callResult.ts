/**
 * The session decides what each failure means (401 logs out, others retry), so its calls report outcomes
 * as values instead of throwing. `status` is null when there was no usable answer.
 */
export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number | null; body: unknown; retryAfterSeconds?: number };
