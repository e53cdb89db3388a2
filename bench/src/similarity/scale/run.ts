// Runs each engine on the scale corpus in a child process of its own and collects what it measured.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScaleMeasures } from './child';
import type { ScaleCorpus } from './corpus';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

export type ScaleOutcome = ScaleMeasures | { error: string };

function runChild(engine: 'ours' | 'dolos', corpusPath: string): Promise<ScaleOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, engine, corpusPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line) as ScaleOutcome);
      } catch {
        resolve({ error: `exited with ${code}: ${stderr.trim().split('\n').slice(-2).join(' / ') || 'no output'}` });
      }
    });
  });
}

export async function measureScale(corpus: ScaleCorpus, engines: Array<'ours' | 'dolos'>): Promise<Map<string, ScaleOutcome>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'marginalia-similarity-'));
  try {
    const corpusPath = path.join(dir, 'corpus.json');
    writeFileSync(corpusPath, JSON.stringify(corpus));
    const outcomes = new Map<string, ScaleOutcome>();
    for (const engine of engines) outcomes.set(engine, await runChild(engine, corpusPath));
    return outcomes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
