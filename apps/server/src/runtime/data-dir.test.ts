import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, loadOrCreateJwtSecret, lockDataDir } from './data-dir';

const fresh = () => mkdtempSync(path.join(tmpdir(), 'marginalia-dir-'));

describe('lockDataDir', () => {
  it('refuses a directory held by a live process', async () => {
    const dir = fresh();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dir, 'marginalia.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Marginalia process/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = fresh();
    writeFileSync(path.join(dir, 'marginalia.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'marginalia.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'marginalia.lock'))).toBe(false);
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
