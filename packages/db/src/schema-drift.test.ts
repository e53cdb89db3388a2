import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describeSchemaDrift, findSchemaDrift, SCHEMA_FILE } from './schema-drift';

const REPO_NODE_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A temporary copy of the schema with one file changed; it imports drizzle-orm from the repository's modules. */
function plantedSchema(file: string, change: (source: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'marginalia-planted-'));
  copies.push(dir);
  cpSync(path.dirname(SCHEMA_FILE), path.join(dir, 'schema'), { recursive: true });
  symlinkSync(REPO_NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
  const target = path.join(dir, 'schema', file);
  const changed = change(readFileSync(target, 'utf8'));
  writeFileSync(target, changed);
  return path.join(dir, 'schema', 'index.ts');
}

describe('the drizzle schema and the committed migrations', () => {
  it('agree: drizzle-kit generate would write nothing', async () => {
    const drift = await findSchemaDrift();
    expect(drift && describeSchemaDrift(drift)).toBeNull();
  }, 60_000);

  it('a column added to the schema without a migration is caught, and its table named', async () => {
    const schema = plantedSchema('courses.ts', (source) =>
      source.replace("    archived: boolean('archived')", "    plantedNote: text('planted_note'),\n    archived: boolean('archived')"),
    );
    const drift = await findSchemaDrift(schema);
    expect(drift?.differs).toEqual({ tables: ['courses'] });
    expect(drift?.sql).toMatch(/ALTER TABLE "courses" ADD COLUMN "planted_note" text/);
    expect(describeSchemaDrift(drift!)).toMatch(/differ\.\n {2}tables: courses\n/);
  }, 60_000);

  it('a new table and a new enum value are caught together', async () => {
    const schema = plantedSchema('courses.ts', (source) =>
      source.replace("'courseAdmin']", "'courseAdmin', 'observer']") +
        "\nexport const plantedThings = pgTable('planted_things', { id: serial('id').primaryKey() });\n",
    );
    const drift = await findSchemaDrift(schema);
    expect(drift?.differs).toEqual({ tables: ['planted_things'], enums: ['course_role'] });
  }, 60_000);

  it('a column renamed in the schema is caught too, although drizzle-kit would ask whether it is a rename', async () => {
    const schema = plantedSchema('courses.ts', (source) =>
      source.replace("    archived: boolean('archived')", "    retired: boolean('retired')"),
    );
    const drift = await findSchemaDrift(schema);
    expect(drift?.differs).toEqual({ tables: ['courses'] });
    expect(drift?.sql).toMatch(/renamed/);
  }, 60_000);
});
