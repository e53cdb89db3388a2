import { act } from '@testing-library/react';

/** Reads `read` every 50 ms until `done` accepts its value (8 s at most, like the console tests' find queries). */
export async function waitUntil<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 8000;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
}
