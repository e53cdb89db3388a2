import { codeViewSubmission } from '../boot/pageLoadReads';
import { CodeReviewPage, ConsoleLayout } from './pages';

/**
 * At page load, the code of the pages the address will draw for a signed-in visitor, fetched beside the session
 * check instead of after it: the submission view (its chunk is the app's largest) inside the logged-in frame.
 * Drawing them still waits for the session; a visitor whose token is refused has downloaded them for nothing.
 */
export function preloadForAddress(pathname: string, hasStoredSession: boolean): void {
  if (!hasStoredSession) return;
  if (codeViewSubmission(pathname) !== null) {
    ConsoleLayout.preload();
    CodeReviewPage.preload();
  }
}
