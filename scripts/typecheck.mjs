// Typechecks every workspace in one `tsc -b` over the solution tsconfig.json: each workspace is a composite project
// with its own settings, built in dependency order, so a package's sources are checked once and the projects that
// import it read its emitted declarations (node_modules/.cache/tsbuild, kept between runs: a second run rechecks
// only what changed). An error anywhere fails it, as a pass per workspace did.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync('npx', ['tsc', '-b', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) console.error('typecheck failed');
process.exit(result.status ?? 1);
