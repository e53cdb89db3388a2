import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { BubblewrapSandbox } from './bubblewrap-sandbox';
import { findHostTools } from './host-tools';
import { defaultSandboxRoot, makeTestSandboxRoot, unsafeSandboxRoot } from './sandbox-root';

const AS_ROOT = process.platform === 'linux' && process.getuid?.() === 0;

describe('the sandbox folder', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const folder of made) rmSync(folder, { recursive: true, force: true });
  });

  it('defaults to a folder of /var/lib/marginalia named after the first uid', () => {
    expect(defaultSandboxRoot(10001)).toBe('/var/lib/marginalia/sandbox-10001');
  });

  it('refuses a relative path and a folder in the shared temp folder', async () => {
    expect(await unsafeSandboxRoot('sandbox')).toMatch(/absolute path/);
    expect(await unsafeSandboxRoot(`${tmpdir()}/marginalia-sandbox-10001`)).toMatch(/which others may write to/);
  });

  it.skipIf(!AS_ROOT)('accepts a test folder, and refuses one below a folder another account owns or a group may write', async () => {
    const root = makeTestSandboxRoot('marginalia-root-check-');
    made.push(root);
    expect(await unsafeSandboxRoot(root)).toBeNull();
    // A folder not made yet is judged by its parents.
    expect(await unsafeSandboxRoot(`${root}/later/sandbox-1`)).toBeNull();
    mkdirSync(`${root}/theirs`);
    chownSync(`${root}/theirs`, 12345, 12345);
    expect(await unsafeSandboxRoot(`${root}/theirs/sandbox-1`)).toMatch(/is not root's/);
    mkdirSync(`${root}/group`);
    chmodSync(`${root}/group`, 0o775);
    expect(await unsafeSandboxRoot(`${root}/group/sandbox-1`)).toMatch(/which others may write to/);
    // A link is judged by where it leads.
    const shared = mkdtempSync(`${tmpdir()}/marginalia-root-check-`);
    made.push(shared);
    symlinkSync(shared, `${root}/link`);
    expect(await unsafeSandboxRoot(`${root}/link/sandbox-1`)).toMatch(/which others may write to/);
  });

  it.skipIf(!AS_ROOT || !findHostTools().ok)('leaves the sandbox unavailable, saying why, on a folder in the shared temp folder', async () => {
    const sandbox = new BubblewrapSandbox({ firstUid: 33071, root: `${tmpdir()}/marginalia-unsafe-root` });
    const availability = await sandbox.availability();
    expect(availability).toEqual({ available: false, reason: expect.stringMatching(/which others may write to/) });
    await expect(sandbox.createWorkspace({ diskMb: 1, maxFiles: 16 })).rejects.toThrow(/which others may write to/);
  });
});
