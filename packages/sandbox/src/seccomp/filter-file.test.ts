import { mkdtempSync, openSync, closeSync, readFileSync } from 'node:fs';
import { chmod, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { exportFilter } from './compile';
import { DENY_RULES, ruleKey } from './deny-list';
import { BPF_INSTRUCTION_BYTES, SECCOMP_FILTER_NAME, ensureSeccompFilter, invalidProgram } from './filter-file';

const folder = mkdtempSync(`${tmpdir()}/marginalia-seccomp-test-`);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the seccomp deny-list', () => {
  it('lists no rule twice', () => {
    const keys = DENY_RULES.map(ruleKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses the namespace, keyring, mount, tracing and kernel-module calls', () => {
    const whole = new Set(DENY_RULES.filter((rule) => !rule.argument).map((rule) => rule.syscall));
    for (const call of ['unshare', 'setns', 'clone3', 'add_key', 'keyctl', 'request_key', 'mount', 'umount2', 'pivot_root', 'move_mount', 'open_tree', 'fsopen', 'fsmount', 'fsconfig', 'fspick', 'ptrace', 'process_vm_readv', 'process_vm_writev', 'bpf', 'perf_event_open', 'init_module', 'finit_module', 'delete_module', 'kexec_load', 'kexec_file_load', 'userfaultfd', 'reboot', 'swapon', 'swapoff', 'acct', 'quotactl', 'syslog', 'iopl', 'ioperm', 'open_by_handle_at', 'name_to_handle_at', 'lookup_dcookie']) {
      expect(whole, call).toContain(call);
    }
    // clone is refused only with a namespace flag, so that fork and threads keep working.
    expect(DENY_RULES.filter((rule) => rule.syscall === 'clone').every((rule) => rule.argument !== undefined)).toBe(true);
  });

  it('refuses to compile a list with a rule twice', () => {
    const fd = openSync(`${folder}/twice`, 'w');
    try {
      expect(() => exportFilter(fd, 'bpf', [...DENY_RULES, DENY_RULES[0]!])).toThrow(/listed twice/);
    } finally {
      closeSync(fd);
    }
  });

  it('compiles a rule for every call of the list', () => {
    const fd = openSync(`${folder}/listing`, 'w');
    try {
      exportFilter(fd, 'pfc');
    } finally {
      closeSync(fd);
    }
    const listing = readFileSync(`${folder}/listing`, 'utf8');
    for (const rule of DENY_RULES) expect(listing).toContain(`filter for syscall "${rule.syscall}"`);
    expect(listing).toMatch(/# default action\s+action ALLOW;/);
    expect(listing).toMatch(/# invalid architecture action\s+action KILL_PROCESS;/);
  });
});

describe('ensureSeccompFilter', () => {
  it('writes a BPF program readable by its owner alone', async () => {
    const path = await ensureSeccompFilter(folder);
    expect(path).toBe(`${folder}/${SECCOMP_FILTER_NAME}`);
    const bytes = await readFile(path);
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.length % BPF_INSTRUCTION_BYTES).toBe(0);
    expect(invalidProgram(bytes)).toBeNull();
    const info = await stat(path);
    expect(info.mode & 0o7777).toBe(0o600);
    expect(info.uid).toBe(process.getuid?.());
  });

  it('keeps a current file, and replaces one that was changed or opened up', async () => {
    const path = await ensureSeccompFilter(folder);
    const original = await readFile(path);
    const inode = (await stat(path)).ino;
    await ensureSeccompFilter(folder);
    expect((await stat(path)).ino).toBe(inode);

    await writeFile(path, Buffer.alloc(16));
    await ensureSeccompFilter(folder);
    expect((await readFile(path)).equals(original)).toBe(true);

    await chmod(path, 0o644);
    await ensureSeccompFilter(folder);
    expect((await stat(path)).mode & 0o7777).toBe(0o600);
  });

  it('fails with the reason when the folder cannot hold it', async () => {
    await expect(ensureSeccompFilter(`${folder}/missing`)).rejects.toThrow(/seccomp filter cannot be made/);
  });

  it('tells what is wrong with something that is not a program', () => {
    expect(invalidProgram(new Uint8Array(0))).toMatch(/empty/);
    expect(invalidProgram(new Uint8Array(12))).toMatch(/whole instructions/);
    expect(invalidProgram(new Uint8Array(8 * 5000))).toMatch(/longer/);
  });
});
