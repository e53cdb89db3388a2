import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { webAssemblyTierFor, type WebAssemblyTier } from './webassembly-tier';

const run = promisify(execFile);

/**
 * A module of one function (sum of 1..n in a loop), made hot in a process of its own after the tier was applied;
 * answers which of V8's compilers runs the function then. V8's test functions (--allow-natives-syntax) tell.
 */
const PROGRAM = `
const { useWebAssemblyTier } = await import(${JSON.stringify(new URL('./webassembly-tier.ts', import.meta.url).href)});
useWebAssemblyTier(process.argv[1]);
const bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 127, 1, 127, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0,
  10, 27, 1, 25, 1, 1, 127, 3, 64, 32, 1, 32, 0, 106, 33, 1, 32, 0, 65, 1, 107, 34, 0, 13, 0, 11, 32, 1, 11]);
const { instance } = await WebAssembly.instantiate(bytes);
const sum = instance.exports.f;
let optimized = false;
for (let round = 0; round < 40 && !optimized; round++) {
  for (let i = 0; i < 500; i++) sum(10000);
  await new Promise((resolve) => setTimeout(resolve, 50));
  optimized = %IsTurboFanFunction(sum);
}
console.log(JSON.stringify({ sum: sum(4), baseline: %IsLiftoffFunction(sum), optimized }));
`;

async function hotFunctionIn(tier: WebAssemblyTier): Promise<{ sum: number; baseline: boolean; optimized: boolean }> {
  const { stdout } = await run(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', PROGRAM, tier]);
  return JSON.parse(stdout.trim()) as { sum: number; baseline: boolean; optimized: boolean };
}

describe('webAssemblyTierFor', () => {
  it('keeps WebAssembly on the baseline compiler on the embedded database, and optimizes it with PostgreSQL', () => {
    expect(webAssemblyTierFor({ DATABASE_URL: undefined })).toBe('baseline');
    expect(webAssemblyTierFor({ DATABASE_URL: 'postgres://marginalia@db/marginalia' })).toBe('optimizing');
  });
});

describe('useWebAssemblyTier', () => {
  it('baseline: a hot function stays on the baseline compiler', async () => {
    expect(await hotFunctionIn('baseline')).toEqual({ sum: 10, baseline: true, optimized: false });
  });

  it('optimizing: the same function is optimized once hot (so the baseline case above is not vacuous)', async () => {
    expect(await hotFunctionIn('optimizing')).toEqual({ sum: 10, baseline: false, optimized: true });
  });
});
