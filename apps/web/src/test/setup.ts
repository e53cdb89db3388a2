import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { StyleContext } from '@ant-design/cssinjs';
import { forgetPageLoadReads } from '../boot/pageLoadReads';

// Ant Design writes its component styles into <style> elements as components first render; jsdom parses each one
// and walks all their rules on every getComputedStyle, which Testing Library calls for each element it checks for
// visibility. Tests read roles, labels, text and inline styles, never a stylesheet's rules, so every render collects
// the styles as a server render would instead of injecting them. The default is set on the context's default value,
// which is what components read with no StyleProvider above them.
(StyleContext as unknown as { _currentValue: { mock?: 'server' } })._currentValue.mock = 'server';

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
  // Reads started at page load live on the window (boot/pageLoadReads.ts), which the files of a worker share.
  forgetPageLoadReads();
});

// The parts of a page that load after its first paint (components/lazyPart.tsx: the comment editor, the comments'
// Markdown, the files tree, the menus) are fetched before each test, so that a test reads them as a user does once
// they have arrived; what a test asserts about them stays the same. Imported when the test starts, so that it is the
// same evaluation of lazyPart.tsx as the file's components use (the app's modules are evaluated again per file, below).
beforeEach(async () => (await import('../components/lazyPart')).prefetchLazyParts());

// The `web` project runs its files one after another in a shared module graph and jsdom window per worker
// (apps/web/vitest.config.ts); this file runs again before each of them. What is shared is the libraries (React,
// Ant Design, CodeMirror), whose import is most of a file's start. Everything else starts as it would alone:
// - the app's own modules and the test helpers (apps/web/src): evaluated again for each file, so module state (the
//   consoles' session machines, a lazy part already fetched, top-level Testing Library settings) is the file's own;
// - Testing Library's settings, which test files and helpers set at the top of a module (longer waits, no CSS
//   visibility check), go back to the defaults before each file;
// - the window's storage, the timers, and the media queries and XMLHttpRequest that helpers replace.
interface Pristine {
  testingLibrary: ReturnType<typeof getConfig>;
  matchMedia: typeof window.matchMedia;
  XMLHttpRequest: typeof XMLHttpRequest;
}
const shared = globalThis as { pristineTestWindow?: Pristine };
shared.pristineTestWindow ??= { testingLibrary: { ...getConfig() }, matchMedia: window.matchMedia, XMLHttpRequest: globalThis.XMLHttpRequest };
const pristine = shared.pristineTestWindow;
configure({ ...pristine.testingLibrary });

interface ModuleNode { id: string }
interface EvaluatedModules { idToModuleMap: Map<string, ModuleNode>; invalidateModule(node: ModuleNode): void }
const worker = (globalThis as { __vitest_worker__?: { config: { isolate: boolean }; evaluatedModules?: EvaluatedModules } })
  .__vitest_worker__;
if (worker && !worker.config.isolate && worker.evaluatedModules) {
  const appModule = /\/apps\/web\/src\//;
  for (const node of worker.evaluatedModules.idToModuleMap.values()) {
    if (appModule.test(node.id) && !node.id.endsWith('/test/setup.ts')) worker.evaluatedModules.invalidateModule(node);
  }
}

afterAll(() => {
  vi.useRealTimers();
  window.matchMedia = pristine.matchMedia;
  globalThis.XMLHttpRequest = pristine.XMLHttpRequest;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
