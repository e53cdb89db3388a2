import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layering rules of docs/ARCHITECTURE.md ("Layers") fail `npm run lint` when broken; that the repository keeps
// them is `npm run lint:layers`, which `npm test` runs. These tests show that the rules catch what they are meant to:
// planted violations live in a throwaway tree shaped like the repository and are checked with the repository's own
// rule files, so the real sources are never touched while other checks run.

const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const FILE_RULES = path.join(root, '.dependency-cruiser.mjs');
const MODULE_RULES = path.join(root, '.dependency-cruiser-modules.mjs');

interface Violation {
  rule: string;
  from: string;
  to: string;
}

function run(cwd: string, config: string, targets: string[], outputType: 'err' | 'json') {
  const args = [depcruise, ...targets, '--config', config, '--output-type', outputType];
  return spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Runs a check as `npm run lint` does (its exit status), and again for the violations as data. */
function cruise(cwd: string, config: string, targets: string[]): { status: number | null; violations: Violation[] } {
  const { status } = run(cwd, config, targets, 'err');
  const output = JSON.parse(run(cwd, config, targets, 'json').stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  const violations = output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  return { status, violations };
}

/** A throwaway tree: every file imports the paths listed for it. */
function plantTree(files: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'layering-'));
  writeFileSync(path.join(dir, 'tsconfig.base.json'), JSON.stringify({ compilerOptions: { moduleResolution: 'bundler' } }));
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const lines = imports.map((target, i) => `import { x as x${i} } from '${target}';`);
    writeFileSync(path.join(dir, file), `${lines.join('\n')}\nexport const x = 1;\nexport const used = [${imports.map((_, i) => `x${i}`).join(', ')}];\n`);
  }
  return dir;
}

const planted: string[] = [];
afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

describe('a planted violation fails the check', () => {
  let dir: string;
  beforeAll(() => {
    dir = plantTree({
      // Allowed: each of these imports points the way the layers go.
      'packages/contracts/src/index.ts': ['./roles'],
      'packages/contracts/src/roles.ts': [],
      'packages/db/src/index.ts': ['../../contracts/src/index'],
      'apps/server/src/core/config.ts': [],
      'apps/server/src/http/errors.ts': ['../core/config'],
      'apps/server/src/modules/grades/recompute.ts': ['../../http/errors', '../../core/config'],
      'apps/server/src/app.ts': ['./modules/grades/recompute'],
      'apps/server/src/main.ts': ['./app'],
      'apps/server/src/testing/test-server.ts': ['../app'],
      'apps/web/src/api/http.ts': ['../../../../packages/contracts/src/index'],
      'apps/web/src/pages/errors/NotFoundPage.tsx': [],
      'apps/web/src/pages/mail/MailPage.tsx': ['../errors/NotFoundPage', './MailView'],
      'apps/web/src/pages/mail/MailView.tsx': [],
      'apps/web/src/features/code-review/Workspace.tsx': ['../../api/http'],
      // Forbidden, one of each rule.
      'apps/server/src/http/authenticate.ts': ['../modules/auth/queries'],
      'apps/server/src/modules/auth/queries.ts': [],
      'apps/server/src/core/app-context.ts': ['../http/errors'],
      'packages/contracts/src/grade.ts': ['../../db/src/index'],
      'packages/db/src/connect.ts': ['../../../apps/server/src/core/config'],
      'apps/web/src/api/review.ts': ['../../../server/src/modules/grades/recompute'],
      'apps/web/src/api/schema.ts': ['../../../../packages/db/src/index'],
      'apps/server/src/modules/mail/sender.ts': ['../../main'],
      'apps/server/src/modules/queue/migrate-entry.ts': ['../../migrate'],
      'apps/server/src/migrate.ts': [],
      'packages/similarity/src/engine.ts': ['../../db/src/index'],
      'apps/web/src/api/similarity.ts': ['../../../../packages/similarity/src/engine'],
      'apps/web/src/api/shape.ts': ['./logs'],
      'apps/web/src/api/logs.ts': ['./shape'],
      'apps/web/src/features/code-review/useNext.ts': ['../../pages/grader/graderPaths'],
      'apps/web/src/pages/grader/graderPaths.ts': [],
      'apps/web/src/pages/student/StudentConsole.tsx': ['../admin/adminPaths'],
      'apps/web/src/pages/admin/adminPaths.ts': [],
    });
    planted.push(dir);
  });

  it('reports each forbidden import and the cycle, and nothing else', () => {
    const { status, violations } = cruise(dir, FILE_RULES, ['apps', 'packages']);
    expect(status).not.toBe(0);
    const found = violations.map((v) => `${v.rule}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual(
      [
        'contracts-import-nothing-of-ours: packages/contracts/src/grade.ts -> packages/db/src/index.ts',
        'core-imports-only-core: apps/server/src/core/app-context.ts -> apps/server/src/http/errors.ts',
        'http-does-not-import-modules: apps/server/src/http/authenticate.ts -> apps/server/src/modules/auth/queries.ts',
        'no-cycles: apps/web/src/api/logs.ts -> apps/web/src/api/shape.ts',
        'nothing-imports-an-entry: apps/server/src/modules/mail/sender.ts -> apps/server/src/main.ts',
        'nothing-imports-an-entry: apps/server/src/modules/queue/migrate-entry.ts -> apps/server/src/migrate.ts',
        'packages-do-not-import-apps: packages/db/src/connect.ts -> apps/server/src/core/config.ts',
        'web-imports-no-server-code: apps/web/src/api/review.ts -> apps/server/src/modules/grades/recompute.ts',
        'web-imports-no-server-code: apps/web/src/api/schema.ts -> packages/db/src/index.ts',
        'similarity-engine-is-pure: packages/similarity/src/engine.ts -> packages/db/src/index.ts',
        'web-imports-no-server-code: apps/web/src/api/similarity.ts -> packages/similarity/src/engine.ts',
        'web-features-import-no-pages: apps/web/src/features/code-review/useNext.ts -> apps/web/src/pages/grader/graderPaths.ts',
        'web-pages-import-no-other-page-area: apps/web/src/pages/student/StudentConsole.tsx -> apps/web/src/pages/admin/adminPaths.ts',
      ].sort(),
    );
  }, 60_000);
});

describe('domain modules', () => {
  it('may not import each other in a circle, even when no single file is in a cycle', () => {
    const dir = plantTree({
      'apps/server/src/modules/users/service.ts': ['../auth/passwords'],
      'apps/server/src/modules/auth/passwords.ts': [],
      'apps/server/src/modules/auth/routes.ts': ['../users/service'],
    });
    planted.push(dir);
    const { status, violations } = cruise(dir, MODULE_RULES, ['apps/server/src']);
    expect(status).not.toBe(0);
    expect(violations.map((v) => v.rule)).toContain('no-module-cycles');
    expect(violations.every((v) => v.from.startsWith('apps/server/src/modules/'))).toBe(true);
    // The file-by-file check alone would have let it through.
    expect(cruise(dir, FILE_RULES, ['apps']).violations).toEqual([]);
  }, 60_000);

  it('may be reached from any module by a test setting up its world', () => {
    const dir = plantTree({
      'apps/server/src/modules/users/service.ts': ['../auth/passwords'],
      'apps/server/src/modules/auth/passwords.ts': [],
      'apps/server/src/modules/auth/auth.api.test.ts': ['../users/service'],
    });
    planted.push(dir);
    const { status, violations } = cruise(dir, MODULE_RULES, ['apps/server/src']);
    expect(violations).toEqual([]);
    expect(status).toBe(0);
  }, 60_000);
});
