// What every sandbox test file shares: whether the bubblewrap sandbox can run here at all (root, bwrap and the
// other tools), a sandbox in a throwaway root folder, short limits, and the checks made after every hostile run.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BubblewrapSandbox, type BubblewrapSandboxOptions } from '../bubblewrap/bubblewrap-sandbox';
import { makeTestSandboxRoot } from '../bubblewrap/sandbox-root';
import { findHostTools } from '../bubblewrap/host-tools';
import { processesOfUid } from '../bubblewrap/uid-processes';
import type { SandboxLimits, SandboxRunResult } from '../types';
import type { BubblewrapWorkspace } from '../bubblewrap/workspace';

/** Why the suite cannot run here, or null when it can. */
export function unavailableReason(): string | null {
  if (process.platform !== 'linux') return 'The bubblewrap sandbox runs only on Linux.';
  if (process.getuid?.() !== 0) return 'The sandbox tests must run as root (the sandbox drops root for a per-slot uid).';
  const tools = findHostTools();
  return tools.ok ? null : tools.reason;
}

export const UNAVAILABLE = unavailableReason();

/**
 * Registers the suite's verdict on an unusable host: under CI that is a failure naming the reason (a CI machine
 * that cannot sandbox must not pass as green), elsewhere the suite is skipped with the reason.
 */
export function requireSandbox(): void {
  if (UNAVAILABLE === null) return;
  if (process.env.CI === 'true') it('can run the sandbox here', () => expect.fail(UNAVAILABLE));
  else it.skip(`skipped: ${UNAVAILABLE}`, () => undefined);
}

/** Short limits so that the whole suite stays quick on a small machine. */
export const SHORT: SandboxLimits = { cpuSeconds: 2, wallSeconds: 3, memoryMb: 256, processes: 32, fileSizeMb: 8, outputBytes: 64 * 1024 };
/** The autograder's defaults, for programs that need them (java, javac). */
export const DEFAULTS: SandboxLimits = { cpuSeconds: 10, wallSeconds: 30, memoryMb: 768, processes: 64, fileSizeMb: 16, outputBytes: 1024 * 1024 };

export const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

export function program(name: string): string {
  return readFileSync(new URL(`./programs/${name}`, import.meta.url), 'utf8');
}

/**
 * A sandbox of its own for one test file, in a throwaway root folder. `firstUid` keeps files that run at once on
 * distinct uids (the uid claim would make them wait for each other otherwise).
 */
export function useSandbox(options: BubblewrapSandboxOptions & { firstUid: number }) {
  const state: { sandbox: BubblewrapSandbox; root: string } = {} as never;
  const created: BubblewrapWorkspace[] = [];
  beforeAll(() => {
    if (UNAVAILABLE) return;
    state.root = makeTestSandboxRoot('marginalia-sandbox-test-');
    state.sandbox = new BubblewrapSandbox({ ...options, root: state.root });
  });
  afterAll(async () => {
    // A failed test may have left its workspace: its mounts must go before the folder can.
    await Promise.all(created.map((workspace) => workspace.dispose()));
    if (state.root) await rm(state.root, { recursive: true, force: true });
  });
  return {
    get sandbox() {
      return state.sandbox;
    },
    get root() {
      return state.root;
    },
    async workspace(disk: { diskMb?: number; maxFiles?: number } = {}): Promise<BubblewrapWorkspace> {
      const workspace = (await state.sandbox.createWorkspace({
        diskMb: disk.diskMb ?? 16,
        maxFiles: disk.maxFiles ?? 256,
        signal: AbortSignal.timeout(20_000),
      })) as BubblewrapWorkspace;
      created.push(workspace);
      return workspace;
    },
  };
}

/**
 * Nothing of the slot's uid is alive, and no zombie lingers past a moment (it would count against the next run's
 * process limit until reaped).
 */
export async function expectNothingLeft(uid: number): Promise<void> {
  expect(await processesOfUid(uid)).toEqual([]);
  for (let i = 0; i < 25 && (await processesOfUid(uid, { includeZombies: true })).length > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await processesOfUid(uid, { includeZombies: true })).toEqual([]);
}

/** The run ended within its wall limit plus the two seconds the contract allows for stopping and cleaning up. */
export function expectBounded(result: SandboxRunResult, limits: SandboxLimits, startedAt: number): void {
  expect(result.durationMs).toBeLessThanOrEqual(limits.wallSeconds * 1000 + 2000);
  expect(performance.now() - startedAt).toBeLessThanOrEqual(limits.wallSeconds * 1000 + 2000);
}

/** Compiles one of the C programs inside the workspace (generous limits: the compiler is not the hostile part). */
export async function compileC(workspace: BubblewrapWorkspace, source: string, flags: string[] = []): Promise<string> {
  const binary = source.replace(/\.c$/, '');
  await workspace.writeFile(source, program(source));
  const result = await workspace.run({
    command: ['gcc', '-O1', '-o', binary, source, ...flags],
    limits: { ...DEFAULTS, wallSeconds: 30, outputBytes: 64 * 1024 },
  });
  if (result.verdict !== 'exited' || result.exitCode !== 0) throw new Error(`gcc ${source} failed: ${text(result.stderr)}`);
  return `./${binary}`;
}

/** Runs a hostile request and checks what every hostile run must show: bounded time, nothing of the uid left. */
export async function hostileRun(workspace: BubblewrapWorkspace, request: Parameters<BubblewrapWorkspace['run']>[0]): Promise<SandboxRunResult> {
  const startedAt = performance.now();
  const result = await workspace.run(request);
  expectBounded(result, request.limits, startedAt);
  await expectNothingLeft(workspace.uid);
  return result;
}
