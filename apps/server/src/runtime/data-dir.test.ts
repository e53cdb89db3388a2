import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, loadOrCreateJwtSecret, lockDataDir, startMarkOf } from './data-dir';

const fresh = () => mkdtempSync(path.join(tmpdir(), 'marginalia-dir-'));

const lockFile = (dir: string) => path.join(dir, 'marginalia.lock');

/** A live process for the test to name in a lock file, ended when the test ends. */
async function withProcess(args: string[], run: (pid: number) => void | Promise<void>) {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)', ...args]);
  try {
    await new Promise((resolve) => child.once('spawn', resolve));
    await run(child.pid!);
  } finally {
    child.kill();
  }
}

describe('lockDataDir', () => {
  it('refuses a directory held by a live server', async () => {
    await withProcess([], (pid) => {
      const dir = fresh();
      writeFileSync(lockFile(dir), `${pid}\n${startMarkOf(pid)}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Marginalia process/);
    });
  });

  it('records its own pid and start mark, and releases the lock', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\n${startMarkOf(process.pid)}\n`);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = fresh();
    writeFileSync(lockFile(dir), '2147483646\n');
    lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
  });

  it('takes over a lock whose pid now belongs to another process (a pid reused after a restart)', async () => {
    await withProcess([], (pid) => {
      const dir = fresh();
      writeFileSync(lockFile(dir), `${pid}\n00000000-0000-0000-0000-000000000000:1\n`);
      lockDataDir(dir);
      expect(readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    });
  });

  it('judges a lock that names only a pid by the command line of the live process', async () => {
    await withProcess([], (pid) => {
      const dir = fresh();
      writeFileSync(lockFile(dir), String(pid));
      lockDataDir(dir);
      expect(readFileSync(lockFile(dir), 'utf8').split('\n')[0]).toBe(String(process.pid));
    });
    await withProcess(['apps/server/src/main.ts'], (pid) => {
      const dir = fresh();
      writeFileSync(lockFile(dir), String(pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    });
  });
});

describe('loadOrCreateJwtSecret', () => {
  it('prefers the environment, else creates a secret once and keeps it', () => {
    const dir = fresh();
    expect(loadOrCreateJwtSecret(dir, 'e'.repeat(40))).toBe('e'.repeat(40));
    const created = loadOrCreateJwtSecret(dir);
    expect(created.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateJwtSecret(dir)).toBe(created);
  });
});
