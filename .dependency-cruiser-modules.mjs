// Domain modules of the server (apps/server/src/modules/<domain>) must not depend on each other in a circle:
// two modules that import each other, directly or around a loop, are one module in two places. Checked by
// `npm run lint` over the running code only: a test may reach into any module it needs to set up its world.
import base from './.dependency-cruiser.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'Move what both need to the lower module (or to core/), or let app.ts wire them together.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [...base.options.exclude.path, '\\.test\\.ts$', '^apps/server/src/(testing|authorization)/'] },
  },
};
