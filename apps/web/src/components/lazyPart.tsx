import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

// A part of a page that comes in a chunk of its own, after what the page must show first: the code view draws
// CodeMirror, the code and the comment cards first, and the pieces a reader needs only once they act (the comment
// editor, the top bar's menus, the files tree, the comments' Markdown renderer) are fetched right after the code is
// on screen (prefetchLazyParts), so nobody waits for them when they act. Until a part's chunk is
// here its fallback, of the same size, stands in. A chunk that cannot be fetched is thrown where the part is drawn,
// so the error boundary around it (the code panel's, else the app's) says so.

export interface LazyPart<P extends object> {
  /** The part: drawn at once when its chunk is here, else its fallback until the chunk arrives. */
  Component: ComponentType<P & { fallback: ReactNode }>;
  /** Starts fetching the chunk (once); resolves when the part can be drawn without waiting. */
  preload(): Promise<ComponentType<P>>;
}

export interface LazyPartOptions {
  /**
   * When a drawn part fetches its chunk: `drawn` at once (the comment editor someone opened, a notice to show);
   * `afterPaint` (the default) once the page has painted, so the code is drawn without waiting for it; `asked` only
   * through preload (a menu that loads when its button is pointed at or focused) or prefetchLazyParts.
   */
  fetch?: 'drawn' | 'afterPaint' | 'asked';
}

const registered: (() => Promise<unknown>)[] = [];

/** Runs `task` once the browser has painted what is on screen now (the frame, then a task after it). */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions = {}): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // Drawn parts waiting for the chunk, told when it arrives or fails (whoever started the fetch).
  const waiting = new Set<(outcome: { component: ComponentType<P> } | { error: unknown }) => void>();
  function preload(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (component) => {
        loaded = component;
        for (const tell of waiting) tell({ component });
        return component;
      },
      (error: unknown) => {
        // The next use asks again; the parts drawn now show the failure.
        loading = null;
        for (const tell of waiting) tell({ error });
        throw error;
      },
    );
    return loading;
  }
  function Component({ fallback, ...props }: P & { fallback: ReactNode }) {
    // The loaded component once here (a function in state, hence the wrapper), or the error to throw.
    const [ready, setReady] = useState<{ component: ComponentType<P> } | { error: unknown } | null>(() => (loaded ? { component: loaded } : null));
    useEffect(() => {
      if (ready) return;
      // The chunk may have arrived between this part's drawing and now, after the waiting parts were told.
      if (loaded) {
        setReady({ component: loaded });
        return;
      }
      const tell = (outcome: { component: ComponentType<P> } | { error: unknown }) => setReady(outcome);
      waiting.add(tell);
      const fetchChunk = () => void preload().catch(() => undefined);
      const when = options.fetch ?? 'afterPaint';
      if (when === 'drawn') fetchChunk();
      const cancel = when === 'afterPaint' ? afterNextPaint(fetchChunk) : () => undefined;
      return () => {
        waiting.delete(tell);
        cancel();
      };
    }, [ready]);
    if (!ready) return fallback;
    if ('error' in ready) throw ready.error;
    const Ready = ready.component;
    return <Ready {...(props as P)} />;
  }
  registered.push(preload);
  return { Component, preload };
}

/** Fetches every lazy part defined so far (the code view's, the console frame's); called once the code is drawn. A failure waits for the part's own use. */
export function prefetchLazyParts(): Promise<void> {
  return Promise.all(registered.map((preload) => preload().catch(() => undefined))).then(() => undefined);
}
