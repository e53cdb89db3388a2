// /crash-test: fails on purpose, so an operator (and the end-to-end tests) can see the crash page and check that
// the crash reaches the error log. It harms nothing: the page only throws while rendering.

export const CRASH_TEST_MESSAGE = 'Crash test: this page fails on purpose to show the crash page.';

export default function CrashTestPage(): never {
  throw new Error(CRASH_TEST_MESSAGE);
}
