import { useEffect, useEffectEvent } from 'react';
import { matchShortcut, type ShortcutId } from './shortcutTable';

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('.cm-editor')) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Listens for the view's shortcuts on the whole window. Alt combinations work everywhere (they type nothing in
 * a field); `?` only outside text fields. The latest handler is always called, without re-subscribing.
 */
export function useReviewShortcuts(handle: (id: ShortcutId) => void): void {
  const onShortcut = useEffectEvent(handle);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const id = matchShortcut(event);
      if (!id) return;
      if (id === 'help' && typingInField(event.target)) return;
      // The comment editor handles its own Alt+S while focused.
      if (id === 'save' && event.defaultPrevented) return;
      event.preventDefault();
      onShortcut(id);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
