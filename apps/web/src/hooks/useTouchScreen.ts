import { useMediaQuery } from './useMediaQuery';

/**
 * A screen used with a finger: no hover and a coarse pointer (phones and tablets, not a laptop with a touch
 * screen and a mouse). There, keyboard hints say nothing useful and controls need room for a finger.
 */
export const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

export function useTouchScreen(): boolean {
  return useMediaQuery(TOUCH_SCREEN_QUERY);
}
