import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compilePageLoadScript } from './pageLoadReadsScript';

const SOURCE = fileURLToPath(new URL('../src/boot/pageLoadReads.ts', import.meta.url));

/** Runs the built script in a window of its own: `tagged` says whether its tag carries the build's attribute. */
async function runScript(pathname: string, token: string | null, tagged = true) {
  const code = await compilePageLoadScript(await readFile(SOURCE, 'utf8'), SOURCE);
  const requests: { url: string; authorization: string }[] = [];
  const window = {
    location: { pathname },
    localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
  };
  const context = vm.createContext({
    window,
    document: { currentScript: { hasAttribute: (name: string) => tagged && name === 'data-page-load-reads' } },
    fetch: async (url: string, init: { headers: Record<string, string> }) => {
      requests.push({ url, authorization: init.headers.Authorization! });
      return new Response('{"ok":true}', { status: 200 });
    },
  });
  vm.runInContext(code, context);
  const table = vm.runInContext(`globalThis[Symbol.for('marginalia.pageLoadReads')]`, context) as Map<string, { token: string; answer: Promise<unknown> }> | undefined;
  return { code, requests, table };
}

describe('the page-load reads’ script', () => {
  it('is a plain script that declares nothing on the window', async () => {
    const { code } = await runScript('/code/5', 'token-a');
    expect(code).not.toMatch(/\bexport\b|\bimport\b/);
    expect(code.startsWith('(()=>{')).toBe(true);
  });

  it('starts the session check and the review from the stored token, into the table the app reads', async () => {
    const { requests, table } = await runScript('/code/5', 'token-a');
    expect(requests).toEqual([
      { url: '/registration/current_user/', authorization: 'JWT token-a' },
      { url: '/submissions/5/review/', authorization: 'JWT token-a' },
    ]);
    expect(await table?.get('/submissions/5/review/')?.answer).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('asks nothing without a stored token, or when it was not loaded by its tag', async () => {
    expect((await runScript('/code/5', null)).requests).toEqual([]);
    expect((await runScript('/code/5', 'token-a', false)).requests).toEqual([]);
  });
});
