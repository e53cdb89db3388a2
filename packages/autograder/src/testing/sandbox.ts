// The real bubblewrap sandbox for the runner's tests, in a throwaway folder. It needs root and bwrap: elsewhere
// the tests are skipped with the reason, except under CI, where a host that cannot sandbox fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { BubblewrapSandbox, makeTestSandboxRoot } from '@marginalia/sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';

function unavailableReason(): string | null {
  if (process.platform !== 'linux') return 'The bubblewrap sandbox runs only on Linux.';
  if (process.getuid?.() !== 0) return 'The runner tests must run as root (the sandbox drops root for a per-slot uid).';
  if (!existsSync('/usr/bin/bwrap')) return 'bubblewrap is not installed (apt-get install bubblewrap).';
  return null;
}

export const SANDBOX_UNAVAILABLE = unavailableReason();

/** Under CI a host that cannot sandbox is a failure; elsewhere the file's tests are skipped with the reason. */
export function requireSandbox(): void {
  if (SANDBOX_UNAVAILABLE === null) return;
  if (process.env.CI === 'true') it('can run the sandbox here', () => expect.fail(SANDBOX_UNAVAILABLE));
  else it.skip(`skipped: ${SANDBOX_UNAVAILABLE}`, () => undefined);
}

/** A sandbox of the test file's own; `firstUid` keeps files that run at once on distinct uids. */
export function useSandbox(firstUid: number): { readonly sandbox: BubblewrapSandbox } {
  const state = {} as { sandbox: BubblewrapSandbox; root: string };
  beforeAll(() => {
    if (SANDBOX_UNAVAILABLE) return;
    state.root = makeTestSandboxRoot('marginalia-autograder-test-');
    state.sandbox = new BubblewrapSandbox({ firstUid, root: state.root });
  });
  afterAll(async () => {
    if (!state.root) return;
    // A test that timed out may leave its workspace mounted: detach what is left before removing the folder.
    const mounted = readFileSync('/proc/self/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[1])
      .filter((point) => point?.startsWith(`${state.root}/`));
    for (const point of mounted) spawnSync('umount', ['-l', point]);
    await rm(state.root, { recursive: true, force: true });
  });
  return {
    get sandbox() {
      return state.sandbox;
    },
  };
}
