import { plural } from '../format/plural';

// The API stores a rubric comment's pointDelta as a deduction when positive, and a category's pointLimit as
// a cap on deductions when positive (docs/API.md). People read points the other way round — "-2" is two
// points lost, and the example of docs/PRODUCT.md §5.5 "a limit of -4 means no more than 4 points lost" — so the editor shows
// and takes both numbers with the sign a student sees, and flips them at the edge.

/** A stored pointDelta or pointLimit as the editor shows it: negative = points lost. */
export function shownPoints(stored: number): number;
export function shownPoints(stored: number | null): number | null;
export function shownPoints(stored: number | null): number | null {
  return stored === null ? null : 0 - stored || 0;
}

/** A number typed in the editor as the API stores it: positive = deduction. */
export function storedPoints(shown: number): number;
export function storedPoints(shown: number | null): number | null;
export function storedPoints(shown: number | null): number | null {
  return shown === null ? null : 0 - shown || 0;
}

/** "-2", "+1", "0": how a comment's points read on its tag. */
export function pointsLabel(stored: number): string {
  const shown = shownPoints(stored);
  return shown > 0 ? `+${shown}` : String(shown);
}

/** What a category's limit means, in words. */
export function limitLabel(stored: number | null): string {
  if (stored === null) return 'No limit';
  const shown = shownPoints(stored);
  if (shown < 0) return `At most ${plural(-shown, 'point')} lost`;
  if (shown > 0) return `At most ${plural(shown, 'bonus point')}`;
  return 'No points either way';
}
