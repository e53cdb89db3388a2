// The few functions of libseccomp (Debian's libseccomp2) the filter is compiled with, called through koffi (a
// foreign-function interface whose native part ships in its npm package). Loaded on first use, so that a host
// without either makes the sandbox unavailable with the reason rather than stopping the whole server.
import { createRequire } from 'node:module';
import type * as Koffi from 'koffi';

/** Actions and comparisons of seccomp.h. */
export const SCMP_ACT_ALLOW = 0x7fff0000;
export const SCMP_ACT_KILL_PROCESS = 0x80000000;
export const SCMP_ACT_ERRNO = (errno: number) => (0x00050000 | (errno & 0xffff)) >>> 0;
export const SCMP_CMP_MASKED_EQ = 7;
/** What the filter does with a call made under another architecture (e.g. 32-bit x86 through int 0x80). */
export const SCMP_FLTATR_ACT_BADARCH = 2;

export interface ArgumentComparison {
  arg: number;
  op: number;
  datum_a: bigint;
  datum_b: bigint;
}

export interface LibSeccomp {
  version: string;
  /** A filter whose default action is `defaultAction`; null when libseccomp cannot make one. */
  init(defaultAction: number): unknown;
  release(ctx: unknown): void;
  attrSet(ctx: unknown, attribute: number, value: number): number;
  /** The call's number on the native architecture: negative for one it lacks, __NR_SCMP_ERROR (-1) for a name it does not know. */
  resolve(name: string): number;
  ruleAdd(ctx: unknown, action: number, syscall: number, comparisons: readonly ArgumentComparison[]): number;
  exportBpf(ctx: unknown, fd: number): number;
  exportPfc(ctx: unknown, fd: number): number;
}

const LIBRARY = 'libseccomp.so.2';
let loaded: LibSeccomp | null = null;

export function loadLibSeccomp(): LibSeccomp {
  if (loaded) return loaded;
  let koffi: typeof Koffi;
  try {
    koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
  } catch (error) {
    throw new Error(`the koffi package cannot be loaded on this host (${(error as Error).message})`, { cause: error });
  }
  let lib: Koffi.IKoffiLib;
  try {
    lib = koffi.load(LIBRARY);
  } catch (error) {
    throw new Error(`${LIBRARY} is missing: apt-get install libseccomp2`, { cause: error });
  }
  const scmpVersion = koffi.struct('scmp_version', { major: 'uint', minor: 'uint', micro: 'uint' });
  const comparison = koffi.struct('scmp_arg_cmp', { arg: 'uint', op: 'int', datum_a: 'uint64', datum_b: 'uint64' });
  const versionOf = lib.func('seccomp_version', koffi.pointer(scmpVersion), []);
  const init = lib.func('void *seccomp_init(uint32_t def_action)');
  const release = lib.func('void seccomp_release(void *ctx)');
  const attrSet = lib.func('int seccomp_attr_set(void *ctx, int attr, uint32_t value)');
  const resolve = lib.func('int seccomp_syscall_resolve_name(const char *name)');
  const ruleAdd = lib.func('seccomp_rule_add_array', 'int', ['void *', 'uint32_t', 'int', 'uint', koffi.pointer(comparison)]);
  const exportBpf = lib.func('int seccomp_export_bpf(void *ctx, int fd)');
  const exportPfc = lib.func('int seccomp_export_pfc(void *ctx, int fd)');
  const version = koffi.decode(versionOf(), scmpVersion) as { major: number; minor: number; micro: number };
  loaded = {
    version: `${version.major}.${version.minor}.${version.micro}`,
    init: (defaultAction) => init(defaultAction) as unknown,
    release: (ctx) => release(ctx),
    attrSet: (ctx, attribute, value) => attrSet(ctx, attribute, value) as number,
    resolve: (name) => resolve(name) as number,
    ruleAdd: (ctx, action, syscall, comparisons) =>
      ruleAdd(ctx, action, syscall, comparisons.length, comparisons.length > 0 ? [...comparisons] : null) as number,
    exportBpf: (ctx, fd) => exportBpf(ctx, fd) as number,
    exportPfc: (ctx, fd) => exportPfc(ctx, fd) as number,
  };
  return loaded;
}
