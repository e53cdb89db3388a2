import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { prefetchLazyParts } from '../components/lazyPart';

// jsdom lacks the media-query API that Ant Design and the theme read.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// Popups (tooltips, dropdowns) measure themselves with ResizeObserver, which jsdom does not have.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The parts of a page that load after its first paint (components/lazyPart.tsx: the comment editor, the comments'
// Markdown, the files tree, the menus) are fetched before each test, so that a test reads them as a user does once
// they have arrived; what a test asserts about them stays the same.
beforeEach(() => prefetchLazyParts());
