// The layering rules of docs/ARCHITECTURE.md ("Layers"), checked file by file over all code, tests included, by
// `npm run lint` (domain-module cycles are in .dependency-cruiser-modules.mjs). Paths are relative to the
// repository root; workspace packages (@marginalia/*) resolve to their real folders, so "imports of ours" are
// caught however they are written.

/** Entry files: they compose the server and nothing imports them (tests build the app through testing/). */
const ENTRIES = '^apps/server/src/(main|app|migrate)\\.ts$';
const OURS = '^(apps|packages|e2e|bench)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Import cycles make load order matter and blur which layer depends on which.',
      severity: 'error',
      from: { path: OURS },
      to: { circular: true },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'packages/contracts is shared by the browser and the server: it may import only itself and libraries.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: OURS, pathNot: '^packages/contracts/' },
    },
    {
      name: 'similarity-engine-is-pure',
      comment: 'packages/similarity is a pure engine (text in, scores and ranges out) that workers run: only contracts and libraries.',
      severity: 'error',
      from: { path: '^packages/similarity/' },
      to: { path: OURS, pathNot: '^packages/(similarity|contracts)/' },
    },
    {
      name: 'packages-do-not-import-apps',
      comment: 'Dependencies point one way: apps -> packages.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-no-server-code',
      comment: 'The browser never imports server code, the database package or the similarity engine (WebAssembly grammars).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server|packages/db|packages/similarity)/' },
    },
    {
      name: 'web-features-import-no-pages',
      comment: 'features/ are parts that several pages compose; what a feature needs lives beside it or in the shared folders, never in a page.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/pages/' },
    },
    {
      name: 'web-pages-import-no-other-page-area',
      comment:
        'Each folder of pages/ (a console or a public area) stands alone: what two of them use lives in a shared folder (api/, components/, features/, format/, routing/, test/...). The error pages are the one area every other may show.',
      severity: 'error',
      from: { path: '^apps/web/src/pages/([^/]+)/' },
      to: { path: '^apps/web/src/pages/', pathNot: '^apps/web/src/pages/($1|errors)/' },
    },
    {
      name: 'http-does-not-import-modules',
      comment: 'Cross-cutting HTTP code serves every module; what it needs from one is installed by app.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/http/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'core-imports-only-core',
      comment: 'core/ is what every part of the server stands on, so it imports nothing of the server outside core/.',
      severity: 'error',
      from: { path: '^apps/server/src/core/' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/core/' },
    },
    {
      name: 'nothing-imports-an-entry',
      comment: 'Entry files compose the server; only another entry or the test server (testing/) may import one.',
      severity: 'error',
      from: { path: OURS, pathNot: [ENTRIES, '^apps/server/src/testing/'] },
      to: { path: ENTRIES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^packages/db/migrations/'] },
    // Type-only imports count: a layer that needs another's types depends on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: false,
  },
};
