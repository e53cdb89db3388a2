// The system calls a sandboxed program may not make (docs/ARCHITECTURE.md, "Sandbox", seccomp). A deny-list on top of
// what the namespaces, the dropped capabilities and no_new_privs already refuse: each entry is kernel surface that a
// student's program or an autograder's setup.sh has no use for, taken from the well-known container profiles
// (Docker's default seccomp profile, systemd's @mount/@module/@debug/@raw-io/@reboot/@swap/@clock/@obsolete sets).
// Most of these fail anyway without capabilities; the filter makes the refusal independent of every other layer
// and keeps the calls from reaching the kernel code behind them at all (where most container escapes were found).
import { constants } from 'node:os';

const { EPERM, ENOSYS } = constants.errno;

/** One call the filter answers with an error instead of running it. */
export interface DenyRule {
  syscall: string;
  /** The errno answered (EPERM, or ENOSYS where a program must fall back to an older call). */
  errno: number;
  /** Only when `(argument[index] & mask) === value`; without it, every call of `syscall`. */
  argument?: { index: number; mask: bigint; value: bigint };
}

const deny = (errno: number, ...syscalls: string[]): DenyRule[] => syscalls.map((syscall) => ({ syscall, errno }));

/** clone's flags that make a new namespace (clone's first argument on x86-64 and arm64). */
const CLONE_NAMESPACE_FLAGS: Readonly<Record<string, bigint>> = {
  CLONE_NEWNS: 0x00020000n,
  CLONE_NEWCGROUP: 0x02000000n,
  CLONE_NEWUTS: 0x04000000n,
  CLONE_NEWIPC: 0x08000000n,
  CLONE_NEWUSER: 0x10000000n,
  CLONE_NEWPID: 0x20000000n,
  CLONE_NEWNET: 0x40000000n,
  // CLONE_NEWTIME (0x80) is not among them: clone() reads its lowest byte as the exit signal, so a time namespace
  // can only be made through clone3 or unshare, both refused below.
};

/**
 * personality() flags that weaken the process's own memory protections (no address randomisation, a mappable page
 * zero, every readable page executable, the old predictable layout). Asking for the current persona
 * (0xffffffff) sets bit 31, which no flag uses: the rule matches only when that bit is clear.
 */
const UNSAFE_PERSONALITY_FLAGS: Readonly<Record<string, bigint>> = {
  ADDR_NO_RANDOMIZE: 0x0040000n,
  MMAP_PAGE_ZERO: 0x0100000n,
  ADDR_COMPAT_LAYOUT: 0x0200000n,
  READ_IMPLIES_EXEC: 0x0400000n,
};
const PERSONALITY_QUERY_BIT = 0x80000000n;

/** AF_VSOCK: sockets to the hypervisor and other virtual machines, which no network namespace separates. */
const AF_VSOCK = 40n;

export const DENY_RULES: readonly DenyRule[] = [
  // Namespaces: bwrap already forbids nested user namespaces; these refuse every new namespace and joining one, so
  // that no mount, pid or network namespace of its own gives a program a fresh kernel surface to probe.
  ...deny(EPERM, 'unshare', 'setns'),
  ...Object.values(CLONE_NAMESPACE_FLAGS).map((flag) => ({ syscall: 'clone', errno: EPERM, argument: { index: 0, mask: flag, value: flag } })),
  // clone3 passes its flags in memory, which a filter cannot read: ENOSYS makes the C library fall back to clone,
  // which the rules above can inspect (what Docker's profile does).
  ...deny(ENOSYS, 'clone3'),
  // Kernel keyrings are not per namespace: a program could read or fill the keys of other users of the host.
  ...deny(EPERM, 'add_key', 'keyctl', 'request_key'),
  // Mounts, old and new API: the sandbox's file system is set up before the program starts and stays as it is.
  ...deny(EPERM, 'mount', 'umount', 'umount2', 'pivot_root', 'move_mount', 'open_tree', 'fsopen', 'fsmount', 'fsconfig', 'fspick', 'mount_setattr'),
  // Reading or changing other processes (and comparing their kernel objects, taking their descriptors).
  ...deny(EPERM, 'ptrace', 'process_vm_readv', 'process_vm_writev', 'kcmp', 'pidfd_getfd', 'move_pages', 'migrate_pages'),
  // In-kernel programs, performance counters and user-space page faults: large kernel surfaces behind many
  // privilege escalations, and tools for timing attacks on the host.
  ...deny(EPERM, 'bpf', 'perf_event_open', 'userfaultfd'),
  // io_uring: a second way into most system calls that this filter could not see, and a frequent source of kernel
  // bugs (Docker's profile refuses it too).
  ...deny(EPERM, 'io_uring_setup', 'io_uring_enter', 'io_uring_register'),
  // Kernel modules and replacing the kernel.
  ...deny(EPERM, 'init_module', 'finit_module', 'delete_module', 'create_module', 'query_module', 'get_kernel_syms', 'kexec_load', 'kexec_file_load'),
  // The host as a whole: rebooting, swap, process accounting, disk quotas, the kernel log, the clock.
  ...deny(EPERM, 'reboot', 'swapon', 'swapoff', 'acct', 'quotactl', 'quotactl_fd', 'syslog', 'settimeofday', 'clock_settime', 'clock_adjtime', 'stime'),
  // Raw I/O ports and the old x86 virtual-8086 mode.
  ...deny(EPERM, 'iopl', 'ioperm', 'vm86', 'vm86old'),
  // Opening files by handle bypasses the path checks that keep a program inside its mounts (the "shocker" escape).
  ...deny(EPERM, 'open_by_handle_at', 'name_to_handle_at'),
  // Watching every file system of the host; obsolete calls with a history of bugs and no use today.
  ...deny(EPERM, 'fanotify_init', 'lookup_dcookie', 'nfsservctl', 'uselib', 'vhangup'),
  ...Object.values(UNSAFE_PERSONALITY_FLAGS).map((flag) => ({
    syscall: 'personality',
    errno: EPERM,
    argument: { index: 0, mask: flag | PERSONALITY_QUERY_BIT, value: flag },
  })),
  { syscall: 'socket', errno: EPERM, argument: { index: 0, mask: 0xffffffffn, value: AF_VSOCK } },
];

/** A rule's identity: two rules with the same one would be the same rule twice. */
export function ruleKey(rule: DenyRule): string {
  const { argument } = rule;
  return argument ? `${rule.syscall}(arg${argument.index} & 0x${argument.mask.toString(16)} == 0x${argument.value.toString(16)})` : rule.syscall;
}
