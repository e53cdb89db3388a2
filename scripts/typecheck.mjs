// Typechecks every workspace with its own tsconfig (each one sees the TypeScript
// sources of the packages it imports, so no build step or project references are needed).
import { spawnSync } from 'node:child_process';

const projects = ['packages/contracts', 'packages/db', 'packages/jobs', 'packages/sandbox', 'packages/autograder', 'packages/similarity', 'apps/server', 'apps/web', 'e2e', 'bench', 'scripts'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
