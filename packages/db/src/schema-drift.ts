import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MIGRATIONS_FOLDER } from './connect';

// The drizzle schema (src/schema) and the committed migrations must describe the same database: a schema change
// without its migration works in no deployed database. The check is drizzle-kit's own: `generate` into a
// temporary copy of the migrations folder must find nothing to do. What it would generate says what differs.

export const SCHEMA_FILE = fileURLToPath(new URL('./schema/index.ts', import.meta.url));

/** The snapshot sections that name database objects, as drizzle-kit's postgresql snapshots have them. */
const OBJECT_KINDS = ['tables', 'enums', 'sequences', 'schemas', 'views', 'roles', 'policies'] as const;
type ObjectKind = (typeof OBJECT_KINDS)[number];
type Snapshot = Partial<Record<ObjectKind, Record<string, unknown>>>;

export interface SchemaDrift {
  /** Objects (tables, enums, ...) whose definition in the schema differs from the migrations, by kind. */
  differs: Partial<Record<ObjectKind, string[]>>;
  /** The SQL drizzle-kit would generate to catch the migrations up. */
  sql: string;
}

function drizzleKitBin(): string {
  const entry = createRequire(import.meta.url).resolve('drizzle-kit');
  return path.join(path.dirname(entry), 'bin.cjs');
}

function latestSnapshot(migrationsFolder: string): Snapshot {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) return {};
  const file = path.join(migrationsFolder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}

/**
 * JSON with every object's keys sorted and undefined fields left out, as in a snapshot file: the committed snapshot
 * and the one computed here hold the same objects in another key order.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Names of the objects of one kind that differ between two snapshots (added, removed or changed). */
function differingNames(before: Record<string, unknown> = {}, after: Record<string, unknown> = {}): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => canonical(before[name]) !== canonical(after[name]))
    .map((name) => name.replace(/^public\./, ''))
    .sort();
}

function generate(work: string, schemaFile: string): { ok: boolean; output: string } {
  // drizzle-kit reads --out relative to its working directory.
  const args = ['generate', '--dialect', 'postgresql', '--schema', schemaFile, '--out', 'migrations', '--name', 'schema_drift'];
  const run = spawnSync(process.execPath, [drizzleKitBin(), ...args], {
    cwd: work,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  return { ok: run.status === 0 && !run.error, output: `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? `\n${run.error.message}` : ''}` };
}

function newSqlFiles(folder: string, before: Set<string>): string[] {
  return readdirSync(folder).filter((name) => !before.has(name) && name.endsWith('.sql'));
}

/**
 * What `drizzle-kit generate` would add to the migrations for this schema; null when nothing. Runs on a copy of
 * the migrations folder, so the real one is never written.
 */
export async function findSchemaDrift(schemaFile: string = SCHEMA_FILE, migrationsFolder: string = MIGRATIONS_FOLDER): Promise<SchemaDrift | null> {
  const work = mkdtempSync(path.join(tmpdir(), 'marginalia-drift-'));
  try {
    const copy = path.join(work, 'migrations');
    cpSync(migrationsFolder, copy, { recursive: true });
    const before = new Set(readdirSync(copy));
    const run = generate(work, schemaFile);
    const added = newSqlFiles(copy, before);
    let sql: string;
    if (added.length > 0) {
      sql = added.map((name) => readFileSync(path.join(copy, name), 'utf8')).join('\n');
    } else if (run.ok && /No schema changes/.test(run.output)) {
      // drizzle-kit exits with 0 even when it fails: only its own words say that it found nothing to do.
      return null;
    } else if (/Interactive prompts require a TTY/.test(run.output)) {
      // Something was removed and something else added: drizzle-kit asks whether it is a rename, and without a
      // terminal it stops before writing anything. The differences are still real.
      sql = '-- drizzle-kit asks whether something was renamed: run npm run db:generate in a terminal to answer.';
    } else {
      throw new Error(`drizzle-kit generate did not finish:\n${run.output}`);
    }
    const previous = latestSnapshot(migrationsFolder);
    // The schema's snapshot as drizzle-kit computes it for generate, to name what differs.
    const { generateDrizzleJson } = await import('drizzle-kit/api');
    const next = generateDrizzleJson((await import(pathToFileURL(schemaFile).href)) as Record<string, unknown>) as Snapshot;
    const differs: SchemaDrift['differs'] = {};
    for (const kind of OBJECT_KINDS) {
      const names = differingNames(previous[kind], next[kind]);
      if (names.length > 0) differs[kind] = names;
    }
    return { differs, sql };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One paragraph for a failing check: which objects differ, and what to do. */
export function describeSchemaDrift(drift: SchemaDrift): string {
  const kinds = Object.entries(drift.differs).map(([kind, names]) => `${kind}: ${names.join(', ')}`);
  return [
    'The drizzle schema (packages/db/src/schema) and the committed migrations (packages/db/migrations) differ.',
    ...kinds.map((line) => `  ${line}`),
    'Run `npm run db:generate`, give the new migration a descriptive name, and commit it. It would contain:',
    drift.sql.trim(),
  ].join('\n');
}
