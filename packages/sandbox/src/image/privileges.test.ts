import { execFileSync } from 'node:child_process';
import { chmodSync, linkSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBuildIds, DEFAULT_BUILD_IDS, hostAccountInRange } from './build-ids';
import { describeStripped, filesWithCapabilities, stripPrivileges } from './privileges';
import { lookUpTool } from './tools';

const READY = process.platform === 'linux' && process.getuid?.() === 0 && lookUpTool('setcap') !== null && lookUpTool('getfattr') !== null;

describe('build ids', () => {
  it('are 65536 or more ids clear of the sandbox slots', () => {
    expect(checkBuildIds(DEFAULT_BUILD_IDS)).toEqual({ first: 300_000, count: 65_536 });
    expect(() => checkBuildIds({ first: 10_001, count: 65_536 })).toThrow(/clear of the sandbox slots/);
    expect(() => checkBuildIds({ first: 300_000, count: 1000 })).toThrow(/at least 65536/);
  });

  it('may be used by no account or group of the host', () => {
    const folder = mkdtempSync(`${tmpdir()}/marginalia-ids-`);
    writeFileSync(`${folder}/passwd`, 'root:x:0:0::/root:/bin/bash\nbuilder:x:300042:300042::/home/b:/bin/sh\n');
    writeFileSync(`${folder}/group`, 'root:x:0:\n');
    expect(hostAccountInRange(DEFAULT_BUILD_IDS, [`${folder}/group`])).toBeNull();
    expect(hostAccountInRange(DEFAULT_BUILD_IDS, [`${folder}/group`, `${folder}/passwd`])).toBe(`builder (${folder}/passwd, id 300042)`);
    rmSync(folder, { recursive: true });
  });
});

describe.skipIf(!READY)('what a kept image may not hold', () => {
  const folder = mkdtempSync(`${tmpdir()}/marginalia-privileges-`);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('loses setuid, setgid and file capabilities, keeps other modes, links and a directory setgid; owners can be shifted', async () => {
    mkdirSync(`${folder}/bin`);
    writeFileSync(`${folder}/bin/shell`, 'x');
    chmodSync(`${folder}/bin/shell`, 0o6755);
    linkSync(`${folder}/bin/shell`, `${folder}/bin/shell-link`);
    writeFileSync(`${folder}/bin/capable`, 'x');
    chmodSync(`${folder}/bin/capable`, 0o755);
    execFileSync(lookUpTool('setcap')!, ['cap_sys_admin+ep', `${folder}/bin/capable`]);
    mkdirSync(`${folder}/shared`);
    chmodSync(`${folder}/shared`, 0o2775);
    symlinkSync('shell', `${folder}/bin/to-shell`);
    expect(await filesWithCapabilities(folder)).toEqual(['/bin/capable']);

    const stripped = await stripPrivileges(folder, (uid, gid) => [uid + 300_000, gid + 300_000]);
    expect(stripped).toEqual({ setId: ['/bin/shell'], capabilities: ['/bin/capable'] });
    expect(describeStripped(stripped)).toContain('/bin/shell');
    expect(await filesWithCapabilities(folder)).toEqual([]);
    expect(lstatSync(`${folder}/bin/shell`).mode & 0o7777).toBe(0o755);
    expect(lstatSync(`${folder}/bin/capable`).mode & 0o7777).toBe(0o755);
    expect(lstatSync(`${folder}/shared`).mode & 0o7777).toBe(0o2775);
    // Each file once, hard links included; the link itself, not what it points at.
    expect(lstatSync(`${folder}/bin/shell-link`).uid).toBe(300_000);
    expect(lstatSync(`${folder}/bin/to-shell`).uid).toBe(300_000);
    expect(lstatSync(folder).uid).toBe(300_000);
    expect(describeStripped({ setId: [], capabilities: [] })).toBeNull();
  });
});
