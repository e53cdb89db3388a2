import { describe, expect, it } from 'vitest';
import { COMMAND_STDERR_FD, SECCOMP_FD, buildCommandLine } from './command-line';
import type { HostTools } from './host-tools';

const tools: HostTools = {
  bwrap: '/usr/bin/bwrap',
  setpriv: '/usr/bin/setpriv',
  prlimit: '/usr/bin/prlimit',
  unshare: '/usr/bin/unshare',
  timeout: '/usr/bin/timeout',
  mount: '/usr/bin/mount',
  umount: '/usr/bin/umount',
  sh: '/bin/sh',
  bash: '/bin/bash',
};

const input = {
  tools,
  uid: 10002,
  limits: { cpuSeconds: 10, wallSeconds: 30, memoryMb: 768, processes: 64, fileSizeMb: 16, outputBytes: 1 << 20 },
  systemArgs: ['--ro-bind', '/usr', '/usr'],
  paths: { workspace: '/w/slot-1', tmp: '/w/scratch-1/tmp', shm: '/w/scratch-1/shm' },
  cgroupProcsFiles: ['/cg/memory/procs', '/cg/pids/procs'],
  seccompFilter: '/w/seccomp-filter.bpf',
  command: ['python3', 'main.py'],
  env: { EXTRA: 'x' },
};

describe('buildCommandLine', () => {
  const argv = buildCommandLine(input);
  const after = (flag: string) => argv[argv.indexOf(flag) + 1];

  it('drops root for the slot uid with no capabilities and no new privileges', () => {
    expect(argv).toContain('--reuid=10002');
    expect(argv).toContain('--regid=10002');
    expect(argv).toContain('--no-new-privs');
    expect(argv).toContain('--bounding-set=-all');
    expect(argv.indexOf('/usr/bin/setpriv')).toBeLessThan(argv.indexOf('/usr/bin/bwrap'));
  });

  it('sets every rlimit from the limits, with room for bwrap’s own two processes', () => {
    expect(argv).toContain('--cpu=10:11');
    expect(argv).toContain(`--as=${768 * 1024 * 1024}`);
    expect(argv).toContain('--nproc=66');
    expect(argv).toContain(`--fsize=${16 * 1024 * 1024}`);
    expect(argv).toContain('--core=0');
  });

  it('enters the cgroups before dropping root, and keeps a backstop past the wall limit', () => {
    expect(argv.slice(0, 3)).toEqual(['/usr/bin/timeout', '--signal=KILL', '31s']);
    const end = argv.indexOf('--', argv.indexOf('/cg/pids/procs'));
    expect(argv.slice(end - 2, end)).toEqual(['/cg/memory/procs', '/cg/pids/procs']);
    expect(end).toBeLessThan(argv.indexOf('/usr/bin/setpriv'));
  });

  it('isolates the command: namespaces, no user namespaces inside, empty environment, workspace at /box', () => {
    for (const flag of ['--unshare-all', '--unshare-user', '--disable-userns', '--die-with-parent', '--new-session', '--clearenv']) {
      expect(argv).toContain(flag);
    }
    expect(after('--chdir')).toBe('/box');
    expect(argv.join(' ')).toContain('--bind /w/slot-1 /box');
    expect(argv.join(' ')).toContain('--bind /w/scratch-1/tmp /tmp');
    expect(argv.join(' ')).toContain('--setenv EXTRA x');
    expect(argv.join(' ')).toContain('--setenv PATH /usr/bin:/bin');
    expect(argv.slice(-7)).toEqual(['--', '/bin/sh', '-c', `exec 2>&${COMMAND_STDERR_FD} ${COMMAND_STDERR_FD}>&-; exec "$@"`, 'sandbox-command', 'python3', 'main.py']);
  });

  it("keeps the command's stderr apart from the chain's: the prelude keeps its descriptor, the sandbox's sh puts it on 2", () => {
    const prelude = argv.indexOf('sandbox-prelude');
    expect(argv[prelude - 1]).toContain(`if [ "$n" -gt ${COMMAND_STDERR_FD} ]`);
  });

  it('has the prelude open the seccomp filter as root and bwrap load it from that descriptor', () => {
    const prelude = argv.indexOf('sandbox-prelude');
    expect(argv[prelude + 1]).toBe('/w/seccomp-filter.bpf');
    expect(argv[prelude - 1]).toContain(`exec ${SECCOMP_FD}< "$filter" || exit 125`);
    expect(after('--seccomp')).toBe(String(SECCOMP_FD));
    expect(argv.indexOf('--seccomp')).toBeGreaterThan(argv.indexOf('/usr/bin/bwrap'));
    expect(argv.indexOf('--seccomp')).toBeLessThan(argv.indexOf('--', argv.indexOf('/usr/bin/bwrap')));
  });
});
