import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
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

// With WEB_TESTS_SHARED=on the `web` project runs its files one after another in a shared module graph and jsdom window
// (apps/web/vitest.config.ts); this file runs again before each of them. What a file may leave behind is reset so
// that every file starts as it would alone:
// - Testing Library's settings: test files and their helpers set them at the top of the module (longer waits,
//   no CSS visibility check), so they go back to the defaults before each file;
// - the test helpers themselves (src/test/, and the testing/ folders beside the features): evaluated again for
//   each file, so their top-level settings apply to the files that import them and their module state (the
//   consoles' session machines, for one) is the file's own. The app's modules and the libraries stay shared;
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
  const helpers = /\/apps\/web\/src\/(test\/|(.*\/)?testing\/)/;
  for (const node of worker.evaluatedModules.idToModuleMap.values()) {
    if (helpers.test(node.id) && !node.id.endsWith('/test/setup.ts')) worker.evaluatedModules.invalidateModule(node);
  }
}

afterAll(() => {
  vi.useRealTimers();
  window.matchMedia = pristine.matchMedia;
  globalThis.XMLHttpRequest = pristine.XMLHttpRequest;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
