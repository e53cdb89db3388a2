import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findHostTools } from '../bubblewrap/host-tools';
import { DEFAULT_BUILD_IDS } from './build-ids';
import { setupCommandLine } from './setup-build';

const found = findHostTools();

describe.skipIf(!found.ok || process.platform !== 'linux')("a build's command line", () => {
  const tools = found.ok ? found.tools : (null as never);
  const run = {
    tools,
    root: '/nonexistent/root',
    ids: DEFAULT_BUILD_IDS,
    seccompFilter: '/etc/hostname',
    wallSeconds: 10,
    cgroupProcsFiles: null,
    fallbackLimits: { memoryMb: 512, processes: 64 },
    onLog: () => undefined,
  };

  it('drops the host root for the range before bwrap, which makes the user namespace the worker maps', () => {
    const argv = setupCommandLine(run, '/usr/bin/keyctl');
    const bwrap = argv.indexOf(tools.bwrap);
    expect(argv.slice(0, bwrap)).toEqual(expect.arrayContaining(['session', '-', `--reuid=${DEFAULT_BUILD_IDS.first}`, `--regid=${DEFAULT_BUILD_IDS.first}`, '--no-new-privs', '--clear-groups']));
    expect(argv.slice(bwrap)).toEqual(expect.arrayContaining(['--unshare-user', '--userns-block-fd', '--info-fd', '--block-fd']));
    // Without cgroups, per-process limits instead.
    expect(argv).toEqual(expect.arrayContaining([tools.prlimit, '--as=536870912', '--nproc=64']));
    expect(setupCommandLine({ ...run, cgroupProcsFiles: ['/x/cgroup.procs'] }, '/usr/bin/keyctl')).not.toContain(tools.prlimit);
    // bwrap loads the seccomp filter the host's bash opened on fd 6, before the command.
    const seccomp = argv.indexOf('--seccomp');
    expect(argv[seccomp + 1]).toBe('6');
    expect(seccomp).toBeGreaterThan(bwrap);
    expect(seccomp).toBeLessThan(argv.lastIndexOf('--'));
  });

  it("closes every descriptor the worker holds but stdio and bwrap's three, then opens the seccomp filter for bwrap", () => {
    const argv = setupCommandLine(run, '/usr/bin/keyctl');
    const prelude = argv.slice(0, argv.indexOf('--') + 1);
    // A descriptor without close-on-exec, as a worker may inherit one (9), and bwrap's (3, 4, 5); ls lists its own
    // listing's descriptor too (the lowest free one, 7).
    const listed = spawnSync(tools.bash, ['-c', 'exec 3</dev/null 4</dev/null 5</dev/null 9</etc/hostname; exec "$@"', 'outer', ...prelude, '/bin/ls', '/proc/self/fd'], { encoding: 'utf8' });
    expect(listed.status).toBe(0);
    const fds = listed.stdout.trim().split('\n').map(Number);
    expect(fds).not.toContain(9);
    expect(fds).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 5, 6]));
  });
});
