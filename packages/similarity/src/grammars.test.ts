import { describe, expect, it } from 'vitest';
import { loadEngine } from './engine';
import type { EngineOptions } from './types';

// An engine loaded with grammars on demand (as the server's is) parses only the languages it was prepared for.
// This file loads no other engine: grammars are shared by the whole thread.

const options = (language: EngineOptions['language']): EngineOptions => ({ language, minimumMatchTokens: 6 });
const java = { id: 'j', files: [{ path: 'Main.java', text: 'class Main { int sum(int[] xs) { int t = 0; for (int x : xs) { t += x * 2; } return t; } }' }] };
const python = { id: 'p', files: [{ path: 'main.py', text: 'def total(xs):\n    t = 0\n    for x in xs:\n        t += x * 2\n    return t\n' }] };

describe('grammars loaded on demand', () => {
  it('are loaded by prepare and by fingerprintAll, and a language nobody prepared is refused', async () => {
    const engine = await loadEngine({ grammars: 'on-demand' });
    expect(() => engine.fingerprint(python, options('python'))).toThrow('The python grammar is not loaded.');
    await engine.prepare([python], options('python'));
    expect(engine.fingerprint(python, options('python')).hashes.length).toBeGreaterThan(0);

    expect(() => engine.align(java, java, options('java'))).toThrow('The java grammar is not loaded.');
    const [fingerprints] = await engine.fingerprintAll([java], options('java'));
    expect(fingerprints!.hashes.length).toBeGreaterThan(0);
    expect(engine.align(java, java, options('java')).fragments.length).toBeGreaterThan(0);
  });
});
