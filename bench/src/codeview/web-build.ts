// The code-view benchmark measures the built web app, as `npm start` serves it. A missing build is made first;
// a build older than the web app's sources (or the shared contracts) is remade too, so the numbers are those
// of the code in the tree. If that rebuild fails (a half-finished change), the previous build is measured.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

/** Builds the web app if needed; answers false when there is no build to measure. */
export function ensureWebBuild(webDist: string): boolean {
  const index = path.join(webDist, 'index.html');
  const built = existsSync(index);
  const sourcesChanged = built && SOURCES.some((source) => newestChange(path.join(REPO_ROOT, source)) > statSync(index).mtimeMs);
  if (built && !sourcesChanged) return true;
  console.log(
    built
      ? 'The web app changed since its last build: running "npm run build -w apps/web" first.'
      : `The web app is not built (${path.relative(REPO_ROOT, index)} is missing): running "npm run build -w apps/web" first.`,
  );
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (result.status === 0) return true;
  // The first errors say what is wrong; npm's own trailer after them does not.
  const output = `${result.stdout}${result.stderr}`.split('\n').filter((line) => !line.startsWith('npm error'));
  console.log(`The build failed:\n${output.slice(0, 40).join('\n')}`);
  if (existsSync(index)) {
    console.log('Measuring the previous build instead.');
    return true;
  }
  return false;
}
