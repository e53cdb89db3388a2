import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Assembled from pieces, so that this file does not hold what it looks for.
const MARKERS = ['<', '>'].map((sign) => sign.repeat(7) + ' ');
const TEXT = /\.(ts|tsx|mjs|js|json|md|sql|css|html|ya?ml|sh)$/;

describe('the repository', () => {
  it('holds no merge-conflict markers left from a merge', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter((path) => TEXT.test(path));
    const found: string[] = [];
    for (const path of tracked) {
      let text: string;
      try {
        text = readFileSync(resolve(ROOT, path), 'utf8');
      } catch {
        continue; // deleted in the work tree, not yet in the index
      }
      text.split('\n').forEach((line, index) => {
        if (MARKERS.some((marker) => line.startsWith(marker))) found.push(`${path}:${index + 1}`);
      });
    }
    expect(found).toEqual([]);
  });
});
