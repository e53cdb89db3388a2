import type { ReactNode } from 'react';
import { useTouchScreen } from '../hooks/useTouchScreen';

/** Text that names keys ("Press ? for the keyboard shortcuts"): left out on touch screens, which have no keyboard. */
export function KeyboardHint({ children }: { children: ReactNode }) {
  return useTouchScreen() ? null : <>{children}</>;
}

/** A control's label with its shortcut, "Zoom in (Alt + Plus)", or without it on a touch screen. */
export function useKeyHint(): (label: string, keys: string) => string {
  const touch = useTouchScreen();
  return (label, keys) => (touch ? label : `${label} (${keys})`);
}
