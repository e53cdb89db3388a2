// Checks that what the code and the docs cite is in the repository: product rules are cited as
// "docs/PRODUCT.md §N" (never an outside spec), every cited docs file exists, and every § number is a
// heading of docs/PRODUCT.md (§ numbers in this project belong to that file alone).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

const SCANNED = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|md|css|html|sql|ya?ml)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);

/** Citations of product rules kept outside the repository. */
const OUTSIDE_SPEC = [/\bspec\s*\(?§/i, /\bproduct[-\s]spec\b/i];
/** A path under docs/ anywhere, and bare upper-case names such as `QUALITY.md`. */
const DOCS_PATH = /(?<![\w/.-])docs\/([\w.-]+\.md)\b/g;
const BARE_DOC = /(?<![\w/.-])([A-Z][A-Z0-9_]*\.md)\b/g;
const SECTION = /§\s*(\d+(?:\.\d+)*)/g;
const HEADING = /^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s/;

/** The section numbers that docs/PRODUCT.md has as headings ("## 5. …", "### 5.2 …"). */
export function productSections(productMarkdown: string): Set<string> {
  const sections = new Set<string>();
  for (const line of productMarkdown.split('\n')) {
    const match = HEADING.exec(line);
    if (match) sections.add(match[1]!);
  }
  return sections;
}

/**
 * Every bad citation as "path:line: what is wrong". `exists` answers for paths relative to the repository root.
 */
export function citationProblems(files: readonly SourceFile[], exists: (path: string) => boolean, sections: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const folder = dirname(file.path);
    file.text.split('\n').forEach((line, index) => {
      const at = `${file.path}:${index + 1}`;
      for (const pattern of OUTSIDE_SPEC) {
        if (pattern.test(line)) problems.push(`${at}: cites a spec outside the repository; cite docs/PRODUCT.md §N`);
      }
      for (const match of line.matchAll(DOCS_PATH)) {
        if (!exists(`docs/${match[1]}`)) problems.push(`${at}: docs/${match[1]} does not exist`);
      }
      for (const match of line.matchAll(BARE_DOC)) {
        const name = match[1]!;
        const candidates = [folder === '.' ? name : `${folder}/${name}`, `docs/${name}`, name];
        if (!candidates.some(exists)) problems.push(`${at}: ${name} is neither beside this file, in docs/ nor at the root`);
      }
      for (const match of line.matchAll(SECTION)) {
        if (!sections.has(match[1]!)) problems.push(`${at}: §${match[1]} is not a heading of docs/PRODUCT.md`);
      }
    });
  }
  return problems;
}

/** The repository's text files that may cite docs, skipping dependencies and build output. */
export function repositoryFiles(root: string, skip: ReadonlySet<string> = new Set()): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
        continue;
      }
      const path = relative(root, full).split(sep).join('/');
      if (SCANNED.test(entry.name) && !skip.has(path)) files.push({ path, text: readFileSync(full, 'utf8') });
    }
  };
  walk(root);
  return files;
}

export function repositoryCitationProblems(root: string, skip: ReadonlySet<string> = new Set()): string[] {
  const sections = productSections(readFileSync(join(root, 'docs/PRODUCT.md'), 'utf8'));
  return citationProblems(repositoryFiles(root, skip), (path) => existsSync(join(root, path)), sections);
}
