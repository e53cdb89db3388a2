import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
