import { describe, expect, it } from 'vitest';
import { ThreadHandle, threadCode } from './thread-handle';

// Run from TypeScript sources, an engine thread runs its code bundled into one script: registering tsx in every
// thread held about 37 MB more (docs/SIMILARITY.md, "Threads").

describe('engine thread code', () => {
  it('is one bundled script that requires the tree-sitter runtime, without tsx', () => {
    const code = threadCode();
    expect(code).toContain('require("web-tree-sitter")');
    // Not the fallback, which imports tsx's loader and then the entry.
    expect(code.startsWith('import(')).toBe(false);
    expect(threadCode()).toBe(code);
  });

  it('runs: the thread loads its grammar and analyses a document', async () => {
    const handle = new ThreadHandle();
    try {
      await handle.ask({ kind: 'options', options: { language: 'java', minimumMatchTokens: 12 } });
      const answer = await handle.ask<{ fingerprints: { tokenCount: number } }>({
        kind: 'analyse',
        documentId: 'a',
        files: [{ path: 'A.java', text: 'class A { int twice(int x) { return x * 2; } public static void main(String[] args) { System.out.println(new A().twice(21)); } }' }],
      });
      expect(answer.fingerprints.tokenCount).toBeGreaterThan(20);
      expect(handle.usable).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
