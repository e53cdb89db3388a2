import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './connect';

// The embedded database on a new data folder: its cluster is created by a thread of its own (whose memory goes with
// it), then opened by the instance the server keeps.

const folder = mkdtempSync(path.join(tmpdir(), 'marginalia-connect-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database on a new data folder', { timeout: 120_000 }, () => {
  it('is created, opened, migrated, and opened again as it was left', async () => {
    const dataDir = path.join(folder, 'new');
    const first = await connect({ dataDir });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.migrate();
    await first.db.execute('create table kept (note text)');
    await first.db.execute("insert into kept values ('still here')");
    await first.close();

    const again = await connect({ dataDir });
    const result = await again.db.execute('select note from kept');
    expect((result as unknown as { rows: { note: string }[] }).rows).toEqual([{ note: 'still here' }]);
    await again.close();
  });

  it('fails with an error, rather than waiting, when the folder cannot be made', async () => {
    const file = path.join(folder, 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(connect({ dataDir: path.join(file, 'pglite') })).rejects.toThrow(/ENOTDIR/);
  });
});
