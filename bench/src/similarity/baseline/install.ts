// The Dolos baseline is installed for the benchmark only, on first use, into bench/.baseline/ (git-ignored): its
// native tree-sitter build must not burden everyone's `npm ci`. npm does not run dependencies' install scripts
// unless they are approved, so the native parts are checked after installing and rebuilt explicitly if missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOLOS_VERSION = '3.5.1';
export const BASELINE_DIR = fileURLToPath(new URL('../../../.baseline/', import.meta.url));
const NATIVE_PACKAGES = ['tree-sitter', 'tree-sitter-compat', '@dodona/dolos-parsers'];

/** The environment for npm: Node's own headers for node-gyp, and none of the calling `npm run`'s settings. */
function npmEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.toLowerCase().startsWith('npm_')) env[key] = value;
  env.npm_config_nodedir = path.dirname(path.dirname(process.execPath));
  return env;
}

function npm(args: string[]): { ok: boolean; output: string } {
  const result = spawnSync('npm', args, { cwd: BASELINE_DIR, env: npmEnvironment(), encoding: 'utf8', stdio: 'pipe' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return { ok: result.status === 0, output };
}

function installedVersion(): string | null {
  const manifest = path.join(BASELINE_DIR, 'node_modules/@dodona/dolos-lib/package.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The native bindings a Java analysis needs, present after their build. */
export function nativePartsBuilt(): boolean {
  const modules = path.join(BASELINE_DIR, 'node_modules');
  return (
    existsSync(path.join(modules, '@dodona/dolos-parsers/build/Release/tree_sitter_java_binding.node')) &&
    (existsSync(path.join(modules, 'tree-sitter/build/Release/tree_sitter_runtime_binding.node')) ||
      existsSync(path.join(modules, 'tree-sitter/prebuilds', `${process.platform}-${process.arch}`)))
  );
}

/** Installs Dolos when it is not there yet; the entry file to import, or why it is unavailable. */
export function ensureDolos(log: (line: string) => void): { entry: string } | { unavailable: string } {
  if (installedVersion() !== DOLOS_VERSION || !nativePartsBuilt()) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(
      path.join(BASELINE_DIR, 'package.json'),
      `${JSON.stringify({ name: 'similarity-baseline', private: true, description: 'Dolos, for `npm run bench:similarity` only', dependencies: { '@dodona/dolos-lib': DOLOS_VERSION } }, null, 2)}\n`,
    );
    if (installedVersion() !== DOLOS_VERSION) {
      log(`Installing @dodona/dolos-lib ${DOLOS_VERSION} into bench/.baseline/ (once; its native parts build for a minute or two)…`);
      const install = npm(['install', '--no-audit', '--no-fund', '--foreground-scripts']);
      if (!install.ok) return { unavailable: `npm install failed: ${lastLines(install.output)}` };
    }
    if (!nativePartsBuilt()) {
      log('Building the native parts of Dolos (npm rebuild)…');
      const rebuild = npm(['rebuild', ...NATIVE_PACKAGES, '--foreground-scripts']);
      if (!rebuild.ok || !nativePartsBuilt()) return { unavailable: `its native parts did not build: ${lastLines(rebuild.output)}` };
    }
  }
  return { entry: path.join(BASELINE_DIR, 'node_modules/@dodona/dolos-lib/dist/index.js') };
}

function lastLines(output: string): string {
  return output.trim().split('\n').slice(-3).join(' / ') || 'no output';
}
