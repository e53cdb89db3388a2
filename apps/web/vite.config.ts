import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { pageLoadReadsScript } from './build/pageLoadReadsScript';
import { precompress } from './build/precompress';

// The API lives at the root of the same origin as the app (docs/API.md rule 1), so in development these
// prefixes are forwarded to a server started on its default port; everything else is the SPA.
const API_PREFIXES = [
  // LTI's API and launch routes; /lti/deep-link/{ref} is a page of the app and stays here.
  '/lti/platforms',
  '/lti/keys',
  '/lti/deepLinks',
  '/lti/jwks',
  '/lti/config.json',
  '/lti/login',
  '/lti/launch',
  '/token-auth',
  '/token-refresh',
  '/registration',
  '/logs',
  '/users',
  '/organizations',
  '/courses',
  '/assignments',
  '/submissions',
  '/files',
  '/comments',
  '/sections',
  '/rubricCategories',
  '/rubricComments',
  '/testCategories',
  '/testCases',
  '/submissionTests',
  '/fileTemplates',
  '/superadmin',
];
const API_TARGET = process.env.MARGINALIA_API ?? 'http://localhost:8000';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

// Libraries every first visit runs before any page: React, the router, the query cache, zod (the session's and
// the site settings' answers are checked with it) and Ant Design's CSS-in-JS engine. (Ant Design's components
// are left to the automatic split: its shared helpers also import the form, select and table code, which would
// drag them into every route.) Measure with `BENCH_SUITE=bundles npm run bench` (bench/README.md).
const SHELL_LIBRARIES = new RegExp(
  [
    'react', 'react-dom', 'scheduler', 'react-router', '@tanstack/[^/]+', 'zod', '@babel/runtime', 'clsx', 'stylis',
    '@emotion/[^/]+', 'throttle-debounce', '@ant-design/(?:cssinjs|cssinjs-utils|colors|fast-color)',
  ]
    .map((name) => `/node_modules/${name}/`)
    .join('|'),
);

/**
 * Those libraries in one file instead of the dozens of small shared chunks the automatic split makes of them:
 * every route loads all of them anyway, gzip compresses one file of related code better than many, and a
 * release that changes only the app keeps the file cached.
 */
function vendorChunk(id: string): string | null {
  return SHELL_LIBRARIES.test(id) ? 'vendor' : null;
}

export default defineConfig({
  // Pinned to this folder so the config works whether it is run from the workspace or the repository root.
  root: ROOT,
  plugins: [react(), pageLoadReadsScript(path.join(ROOT, 'src/boot/pageLoadReads.ts')), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: vendorChunk, debugName: 'vendor' },
            // Everything the first script needs, as one file: the browser fetches it in one request instead of
            // dozens of small shared chunks, six at a time (bench/README.md, "Where the time goes: the code view").
            // Every page loads all of it anyway.
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
      treeshake: {
        // The contracts' modules only declare schemas and texts, so one whose exports a chunk does not use is
        // left out of it (the review's or the autograder's schemas are not part of the sign-up page). The one
        // module with an effect, zod-messages.ts (it installs zod's error texts), is always kept.
        // Ant Design's tooltip, input and others import the form's context, whose module imports the whole form
        // engine (@rc-component/form, async-validator): those declare components and functions only, so a chunk
        // keeps just what it uses and the form engine stays with the forms (not in the code view's first paint).
        moduleSideEffects: [
          { test: /packages\/contracts\/src\/(?!zod-messages)/, sideEffects: false },
          { test: /node_modules\/@rc-component\/(?:form|async-validator)\//, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET }])),
  },
});
