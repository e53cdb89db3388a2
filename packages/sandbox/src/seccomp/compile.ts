// Compiles the deny-list (deny-list.ts) into a seccomp program with libseccomp: every call allowed but the listed
// ones, which answer their errno; a call made under another architecture than the worker's (32-bit x86 through
// int 0x80, x32 numbers on x86-64) kills the process, since the rules are written for the native numbers only.
import { DENY_RULES, ruleKey, type DenyRule } from './deny-list';
import {
  SCMP_ACT_ALLOW,
  SCMP_ACT_ERRNO,
  SCMP_ACT_KILL_PROCESS,
  SCMP_CMP_MASKED_EQ,
  SCMP_FLTATR_ACT_BADARCH,
  loadLibSeccomp,
} from './libseccomp';

/** libseccomp's answer for a name it does not know at all (a pseudo-number below it means "not on this architecture"). */
const NR_SCMP_ERROR = -1;

export type FilterFormat = 'bpf' | 'pfc';

/**
 * Writes the filter to `fd`: as the BPF program bwrap loads (`--seccomp`), or as libseccomp's readable listing
 * (pfc). Throws with the reason when libseccomp is missing or refuses a rule.
 */
export function exportFilter(fd: number, format: FilterFormat = 'bpf', rules: readonly DenyRule[] = DENY_RULES): void {
  const lib = loadLibSeccomp();
  const seen = new Set<string>();
  for (const rule of rules) {
    const key = ruleKey(rule);
    if (seen.has(key)) throw new Error(`the seccomp rule ${key} is listed twice`);
    seen.add(key);
  }
  const ctx = lib.init(SCMP_ACT_ALLOW);
  if (!ctx) throw new Error(`libseccomp ${lib.version} cannot start a filter`);
  try {
    check(lib.attrSet(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS), 'set the action for other architectures');
    for (const rule of rules) {
      const syscall = lib.resolve(rule.syscall);
      if (syscall === NR_SCMP_ERROR) throw new Error(`libseccomp ${lib.version} does not know the system call ${rule.syscall}; a newer libseccomp2 is needed`);
      const comparisons = rule.argument ? [{ arg: rule.argument.index, op: SCMP_CMP_MASKED_EQ, datum_a: rule.argument.mask, datum_b: rule.argument.value }] : [];
      check(lib.ruleAdd(ctx, SCMP_ACT_ERRNO(rule.errno), syscall, comparisons), `add the rule ${ruleKey(rule)}`);
    }
    check(format === 'bpf' ? lib.exportBpf(ctx, fd) : lib.exportPfc(ctx, fd), 'export the filter');
  } finally {
    lib.release(ctx);
  }
}

/** The version of libseccomp the filter is compiled with (throws when it cannot be loaded). */
export function libseccompVersion(): string {
  return loadLibSeccomp().version;
}

function check(result: number, what: string): void {
  if (result < 0) throw new Error(`libseccomp cannot ${what} (errno ${-result})`);
}
