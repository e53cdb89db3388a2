import { useEffect, useRef } from 'react';

/** Typing into a field (or a rich editor) must never trigger a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="combobox"], [role="textbox"]') !== null;
}

/**
 * Calls `action` when `key` is pressed anywhere on the page without a modifier, unless focus is in a field.
 * Held keys do not repeat the action.
 */
export function useKeyShortcut(key: string, action: () => void, enabled = true): void {
  // The latest action, read at key time, so the listener is not re-attached on every render.
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, enabled]);
}
