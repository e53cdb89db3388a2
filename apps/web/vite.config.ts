import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API lives at the root of the same origin as the app (docs/API.md rule 1), so in development these
// prefixes are forwarded to a server started on its default port; everything else is the SPA.
const API_PREFIXES = [
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

export default defineConfig({
  // Pinned to this folder so the config works whether it is run from the workspace or the repository root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET }])),
  },
});
