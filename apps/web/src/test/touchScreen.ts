import { TOUCH_SCREEN_QUERY } from '../hooks/useTouchScreen';

// A phone or tablet for media queries: hover none, pointer coarse (hooks/useTouchScreen).

const originalMatchMedia = window.matchMedia;

/** Makes the touch-screen query match (other queries answer as before). */
export function setTouchScreen() {
  const previous = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => ({ ...previous(query), matches: query === TOUCH_SCREEN_QUERY || previous(query).matches });
}

/** Undoes setTouchScreen. */
export function restoreTouchScreen() {
  window.matchMedia = originalMatchMedia;
}
