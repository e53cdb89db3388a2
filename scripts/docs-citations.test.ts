import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationProblems, productSections, repositoryCitationProblems } from './docs-citations';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The bad citations below are assembled from pieces, so that this file does not itself cite what it checks.
const SECTION = '§';
const OUTSIDE = ['spec ', SECTION, '5'].join('');
const MISSING = ['docs/MISSING', 'md'].join('.');

describe('productSections', () => {
  it('reads numbered headings of every level', () => {
    const sections = productSections('# Title\n\n## 1. First\n\n### 1.2 Sub\n\n#### 3 Deep\n\n## Unnumbered\n');
    expect([...sections]).toEqual(['1', '1.2', '3']);
  });
});

describe('citationProblems', () => {
  const exists = (path: string) => ['docs/PRODUCT.md', 'docs/QUALITY.md', 'README.md', 'apps/web/README.md'].includes(path);
  const sections = new Set(['5', '5.2']);
  const check = (text: string, path = 'apps/server/src/a.ts') => citationProblems([{ path, text }], exists, sections);

  it('accepts citations of the repository docs', () => {
    expect(check(`// docs/PRODUCT.md ${SECTION}5, ${SECTION}5.2 and docs/QUALITY.md; README.md`)).toEqual([]);
    expect(check('see README.md', 'apps/web/src/x.ts')).toEqual([]);
    expect(check(`[rules](PRODUCT.md) ${SECTION}5.2`, 'docs/UI.md')).toEqual([]);
  });

  it('refuses a spec kept outside the repository', () => {
    expect(check(`// ${OUTSIDE}: the rule`)).toEqual([`apps/server/src/a.ts:1: cites a spec outside the repository; cite docs/PRODUCT.md ${SECTION}N`]);
    expect(check(`see ../spec/product${'-'}spec.md`)).toHaveLength(1);
  });

  it('refuses a docs file that does not exist', () => {
    expect(check(`\n// as ${MISSING} says`)).toEqual([`apps/server/src/a.ts:2: ${MISSING} does not exist`]);
    expect(check(`// ${'UI'}.md`)).toEqual(['apps/server/src/a.ts:1: UI.md is neither beside this file, in docs/ nor at the root']);
  });

  it('refuses a section number that is not a heading of docs/PRODUCT.md', () => {
    expect(check(`// docs/PRODUCT.md ${SECTION}5.3`)).toEqual([`apps/server/src/a.ts:1: ${SECTION}5.3 is not a heading of docs/PRODUCT.md`]);
  });
});

describe('the repository', () => {
  it('cites only docs it holds, and only sections docs/PRODUCT.md has', () => {
    expect(repositoryCitationProblems(ROOT)).toEqual([]);
  });
});
