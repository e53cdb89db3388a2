import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a field being typed in (the review note, a select's search). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** J or N: next fragment; K or P: previous. Ignored while typing and with a modifier held. */
export function useFragmentKeys(next: () => void, previous: () => void): void {
  const latest = useRef({ next, previous });
  useEffect(() => {
    latest.current = { next, previous };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'j' || key === 'n') latest.current.next();
      else if (key === 'k' || key === 'p') latest.current.previous();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
