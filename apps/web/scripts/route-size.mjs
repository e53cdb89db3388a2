// Prints the gzip size of what a first visit downloads: the entry chunk, everything it imports statically,
// and, for each page chunk named on the command line, that chunk and its static imports.
// Usage: node apps/web/scripts/route-size.mjs [PageName ...]   (after `npm run build -w apps/web`)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = join(import.meta.dirname, '..', 'dist', 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js') || name.endsWith('.css'));
const html = readFileSync(join(assets, '..', 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');

const staticImports = (name) =>
  [...readFileSync(join(assets, name), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]);

function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of staticImports(start)) closure(next, seen);
  return seen;
}

const gz = (name) => gzipSync(readFileSync(join(assets, name))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const css = files.filter((name) => name.endsWith('.css'));
const shell = closure(entry);
const shellBytes = [...shell, ...css].reduce((sum, name) => sum + gz(name), 0);
console.log(`shell (entry + static imports + css): ${kb(shellBytes)} gzip`);
for (const page of process.argv.slice(2)) {
  const chunk = files.find((name) => name.startsWith(`${page}-`) && name.endsWith('.js'));
  if (!chunk) {
    console.log(`${page}: no chunk`);
    continue;
  }
  const all = closure(chunk, new Set(shell));
  const total = [...all, ...css].reduce((sum, name) => sum + gz(name), 0);
  console.log(`${page}: ${kb(total)} gzip in all`);
}
