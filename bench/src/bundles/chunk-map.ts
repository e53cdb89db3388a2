// What the web app's chunks hold: builds apps/web into a scratch folder (the real dist/ is left alone) and prints,
// for the shell (index.html's entry and its static imports) and for each page chunk named on the command line,
// the gzip size of everything it loads statically, split by package (each chunk's gzip shared out by the
// rendered size of its modules). The bundles suite says whether a route is over budget; this says why.
// Usage: npx tsx bench/src/bundles/chunk-map.ts CreateCoursePage JoinCoursePage DemoReviewPage
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

interface ChunkSummary {
  file: string;
  isEntry: boolean;
  imports: string[];
  gzip: number;
  modules: { id: string; length: number }[];
}

const CONFIG = fileURLToPath(new URL('../../../apps/web/vite.config.ts', import.meta.url));
const TOP = Number(process.env.CHUNK_MAP_TOP ?? 15);

/** A module's package (scope included), or its folder in the repository for the app's own code. */
function ownerOf(id: string): string {
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(id);
  if (library) return library[1] === 'antd' ? `antd/${library[2]!.split('/')[1]}` : library[1]!;
  const own = /((?:apps|packages)\/[^/]+\/src\/[^/]+)/.exec(id);
  return own ? own[1]!.replace(/\.tsx?$/, '') : id;
}

async function summarize(): Promise<ChunkSummary[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'marginalia-chunk-map-'));
  const chunks: ChunkSummary[] = [];
  try {
    await build({
      configFile: CONFIG,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'marginalia-chunk-map',
          generateBundle(_options: unknown, bundle: Rolldown.OutputBundle) {
            for (const output of Object.values(bundle)) {
              if (output.type !== 'chunk') continue;
              chunks.push({
                file: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                gzip: gzipSync(output.code, { level: 9 }).length,
                modules: Object.entries(output.modules).map(([id, module]) => ({ id, length: module.renderedLength })),
              });
            }
          },
        },
      ],
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return chunks;
}

function report(title: string, files: Set<string>, byFile: Map<string, ChunkSummary>) {
  const byOwner = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const chunk = byFile.get(file)!;
    total += chunk.gzip;
    const length = chunk.modules.reduce((sum, module) => sum + module.length, 0) || 1;
    for (const module of chunk.modules) {
      const owner = ownerOf(module.id);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (chunk.gzip * module.length) / length);
    }
  }
  console.log(`\n${title}: ${(total / 1024).toFixed(1)} KB gzip in ${files.size} files`);
  for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${owner}`);
  }
}

const chunks = await summarize();
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
const closure = (start: string, seen: Set<string>): Set<string> => {
  if (seen.has(start) || !byFile.has(start)) return seen;
  seen.add(start);
  for (const next of byFile.get(start)!.imports) closure(next, seen);
  return seen;
};
const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) throw new Error('the build has no entry chunk');
const shell = closure(entry.file, new Set());
report('shell (every route)', shell, byFile);
for (const name of process.argv.slice(2)) {
  const chunk = chunks.find((candidate) => path.basename(candidate.file).startsWith(`${name}-`));
  if (!chunk) {
    console.log(`\n${name}: no chunk of that name`);
    continue;
  }
  const page = closure(chunk.file, new Set(shell));
  report(`${name} (shell included)`, page, byFile);
  report(`${name} beyond the shell`, new Set([...page].filter((file) => !shell.has(file))), byFile);
}
