// The first link of both chains that start untrusted code, a student's run (command-line.ts) and a course admin's
// setup.sh (image/setup-build.ts): a bash that runs as root on the host before anything untrusted does.

export interface RootPrelude {
  /** Descriptors above this one are closed: the worker may hold others, which the untrusted code must not. */
  keepUpTo: number;
  /** The descriptor the seccomp filter is opened on, for bwrap's --seccomp. */
  seccompFd: number;
  /** The compiled seccomp filter (src/seccomp/filter-file.ts), a file root alone may read. */
  seccompFilter: string;
  /** cgroup.procs files to enter before anything else runs, or null without cgroups. */
  cgroupProcsFiles: readonly string[] | null;
}

/**
 * The argv that closes every descriptor above `keepUpTo`, writes its pid into each cgroup.procs file (failing closed
 * with 125), opens the seccomp filter on `seccompFd` while still root (failing closed the same way), then execs the
 * argv that follows it, so that nothing forks outside the groups.
 */
export function rootPreludeArgv(bash: string, name: string, prelude: RootPrelude): string[] {
  const script = [
    `for f in /proc/self/fd/*; do n=\${f##*/}; if [ "$n" -gt ${prelude.keepUpTo} ]; then eval "exec $n>&-"; fi; done`,
    'filter=$1',
    'shift',
    'while [ "$1" != "--" ]; do echo $$ > "$1" || exit 125; shift; done',
    'shift',
    `exec ${prelude.seccompFd}< "$filter" || exit 125`,
    'exec "$@"',
  ].join('\n');
  return [bash, '--norc', '--noprofile', '-c', script, name, prelude.seccompFilter, ...(prelude.cgroupProcsFiles ?? []), '--'];
}
