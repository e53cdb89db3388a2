import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.{ts,tsx}'];

// The component tests can share one module graph per worker (WEB_TESTS_SHARED=on): importing antd, React and the
// app again for every file is a large part of the run (docs/ARCHITECTURE.md, "Test run"). What a file leaves behind
// is reset in src/test/setup.ts. A file that replaces modules with `vi.mock` cannot share: its mocks would stay
// registered for the next files, and modules other files already imported would keep the real ones. Such files run
// in a project of their own, each in its own module graph; this rule, read from the files themselves, is the only
// list. Sharing stays off by default until the whole project has passed with it twice, once shuffled.
const MOCKS_MODULES = /\bvi\.(mock|doMock)\(/;
export const webFilesThatMockModules = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && MOCKS_MODULES.test(readFileSync(path.join(root, 'src', file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

function webProject(name: string, test: { include: string[]; exclude?: string[]; isolate: boolean }) {
  return defineProject({
    root,
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // Vitest leaves one core to its main process by default, which on a two-core machine means the
      // component tests run one file at a time. The main process has little to do while jsdom renders,
      // so give every core a test file (docs/ARCHITECTURE.md, "Test run").
      maxWorkers: availableParallelism(),
      // The first test of a file also pays the file's cold start (the first render builds antd's styles): on a
      // loaded two-core machine that alone passed vitest's default 5 s once, with the test itself correct.
      testTimeout: 15_000,
      ...test,
    },
  });
}

const SHARE_MODULE_GRAPH = process.env.WEB_TESTS_SHARED === 'on';

/** `web-mocks` (vitest.mocks.config.ts): the files that mock modules, always isolated. */
export const webMocksProject = webProject('web-mocks', { include: webFilesThatMockModules, isolate: true });

/** `web`: the other component tests, one shared module graph per worker with WEB_TESTS_SHARED=on. */
export default webProject('web', { include, exclude: [...configDefaults.exclude, ...webFilesThatMockModules], isolate: !SHARE_MODULE_GRAPH });
