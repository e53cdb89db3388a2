import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Vitest leaves one core to its main process by default, which on a two-core machine means the
    // component tests run one file at a time. The main process has little to do while jsdom renders,
    // so give every core a test file (docs/ARCHITECTURE.md, "Test run").
    maxWorkers: availableParallelism(),
  },
});
