// Readers of a token's claims, which come as unchecked JSON: a value of the expected shape, or null.

/** A non-empty string of at most `max` characters. */
export const claimText = (value: unknown, max = 1000): string | null => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);

/** A JSON object (not an array). */
export function claimObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
