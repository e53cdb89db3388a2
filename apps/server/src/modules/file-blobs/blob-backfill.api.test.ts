import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { createEmptyTestDatabase, fileBlobs, files, MIGRATIONS_FOLDER, type DatabaseHandle } from '@marginalia/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migration that introduced blobs gives every file stored before it the blob of the bytes its text stands
// for (file-blobs/bytes.ts). A database is migrated up to the migration before it, rows are written as they were
// then, and the rest of the migrations run over them.

const BLOBS_MIGRATION = /_file_blobs$/;

/** A copy of the migrations folder whose journal stops before the blobs migration. */
async function migrationsBeforeBlobs(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'marginalia-migrations-'));
  await mkdir(join(folder, 'meta'));
  for (const name of (await readdir(MIGRATIONS_FOLDER)).filter((entry) => entry.endsWith('.sql'))) {
    await copyFile(join(MIGRATIONS_FOLDER, name), join(folder, name));
  }
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => BLOBS_MIGRATION.test(entry.tag));
  expect(stop).toBeGreaterThan(0);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200ff', 'hex');

let handle: DatabaseHandle;
let folder: string;

beforeAll(async () => {
  handle = await createEmptyTestDatabase(process.env.TEST_DATABASE_ADMIN_URL || undefined);
  folder = await migrationsBeforeBlobs();
  await handle.migrate(folder);
});

afterAll(async () => {
  await handle?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the blobs migration', () => {
  it('gives each file stored before it the blob of its bytes, one blob per distinct content', async () => {
    const { db } = handle;
    await db.execute(sql`insert into organizations (name) values ('Before blobs')`);
    await db.execute(sql`insert into courses (organization_id, name, period, invite_code)
      select id, 'CS 1', 'Fall', 'before-blobs' from organizations`);
    await db.execute(sql`insert into assignments (course_id, name) select id, 'HW' from courses`);
    await db.execute(sql`insert into submissions (assignment_id) select id from assignments`);
    const rows: [string, string, string][] = [
      ['main.py', 'py', 'print("é")\n'],
      ['copy.py', 'py', 'print("é")\n'],
      ['logo.png', 'png', PNG.toString('base64')],
      // Named as an image but not base64: its text is all there is to keep.
      ['broken.png', '', 'not base64!'],
      ['empty.txt', 'txt', ''],
    ];
    for (const [name, extension, code] of rows) {
      await db.execute(sql`insert into files (submission_id, name, extension, code) select id, ${name}, ${extension}, ${code} from submissions`);
    }

    await handle.migrate();

    const expected = [
      Buffer.from('print("é")\n', 'utf8'),
      Buffer.from('print("é")\n', 'utf8'),
      PNG,
      Buffer.from('not base64!', 'utf8'),
      Buffer.alloc(0),
    ];
    const stored = await db.select({ name: files.name, blob: files.blobSha256 }).from(files).orderBy(asc(files.id));
    expect(stored).toEqual(rows.map(([name], i) => ({ name, blob: sha256(expected[i]!) })));
    const blobs = await db.select({ sha256: fileBlobs.sha256, bytes: fileBlobs.bytes, size: fileBlobs.size }).from(fileBlobs);
    expect(blobs).toHaveLength(4);
    for (const bytes of expected) {
      expect(blobs.find((blob) => blob.sha256 === sha256(bytes))).toEqual({ sha256: sha256(bytes), bytes, size: bytes.length });
    }
  });
});
