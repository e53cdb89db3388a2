// Runs each engine on the scale corpus in a child process of its own and collects what it measured.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScaleMeasures } from './child';
import type { ScaleCorpus } from './corpus';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

export type ScaleOutcome = (ScaleMeasures & { runs: number[] }) | { error: string };

/** Ours runs a few times (the machine is shared, so one run can be slowed by others): the median run counts. */
const RUNS = { ours: 3, dolos: 1 };

type ChildOutcome = ScaleMeasures | { error: string };

function runChild(engine: 'ours' | 'dolos', corpusPath: string): Promise<ChildOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, engine, corpusPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line) as ChildOutcome);
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
    for (const engine of engines) {
      const runs: ScaleMeasures[] = [];
      let failed: { error: string } | null = null;
      for (let run = 0; run < RUNS[engine] && !failed; run += 1) {
        const outcome = await runChild(engine, corpusPath);
        if ('error' in outcome) failed = outcome;
        else runs.push(outcome);
      }
      if (failed) {
        outcomes.set(engine, failed);
        continue;
      }
      const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      // The median run's times; the highest peak memory of all runs.
      outcomes.set(engine, { ...median, peakMegabytes: Math.max(...runs.map((entry) => entry.peakMegabytes)), runs: runs.map((entry) => entry.seconds) });
    }
    return outcomes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
