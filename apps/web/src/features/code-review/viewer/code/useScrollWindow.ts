import { useEffect, useState } from 'react';

// The part of the margin worth drawing: the visible part of the scroll container plus a screen above and below,
// in the margin's own coordinates. Scroll events are folded into one read per animation frame, and the window is
// rounded to steps so that React re-renders only every few hundred pixels of scrolling, not on every event.

const STEP = 400;

export interface ScrollWindow {
  top: number;
  bottom: number;
}

export function useScrollWindow(container: HTMLElement | null, content: HTMLElement | null): ScrollWindow {
  const [scrollWindow, setScrollWindow] = useState<ScrollWindow>(() => ({ top: 0, bottom: roundUp(2 * viewportHeight(null)) }));

  useEffect(() => {
    if (!container || !content) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const screen = viewportHeight(container);
      const offset = content.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
      const visibleTop = container.scrollTop - offset;
      const next = { top: roundDown(visibleTop - screen), bottom: roundUp(visibleTop + 2 * screen) };
      setScrollWindow((previous) => (previous.top === next.top && previous.bottom === next.bottom ? previous : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    container.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      container.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container, content]);

  return scrollWindow;
}

/** The container's height, or the window's while it has none yet (not laid out). */
function viewportHeight(container: HTMLElement | null): number {
  return container?.clientHeight || window.innerHeight || 800;
}

const roundDown = (value: number) => Math.floor(value / STEP) * STEP;
const roundUp = (value: number) => Math.ceil(value / STEP) * STEP;
