// One engine on the scale corpus, alone in its own process so that its peak memory is its own: reads the corpus
// from the file named on the command line and prints one JSON line of measurements.
import { readFileSync } from 'node:fs';
import { loadEngine, scoreAll, SimilarityIndex, startEngineThreads } from '@marginalia/similarity';
import { importDolos } from '../baseline/dolos';
import { analyze } from '../baseline/dolos';
import { javaOptions } from '../ours';
import type { ScaleCorpus } from './corpus';

export interface ScaleMeasures {
  /** Fingerprinting every submission, building the index and scoring every pair (Dolos: its analysis and all pairs). */
  seconds: number;
  /** One new submission scored against the check and added (Dolos: null, it has no incremental add). */
  newSeconds: number | null;
  pairs: number;
  peakMegabytes: number;
}

const [engineName, corpusPath] = process.argv.slice(2);
const corpus = JSON.parse(readFileSync(corpusPath!, 'utf8')) as ScaleCorpus;
const megabytes = () => process.resourceUsage().maxRSS / 1024;

async function ours(): Promise<ScaleMeasures> {
  const engine = await loadEngine();
  const options = javaOptions();
  const started = performance.now();
  const index = new SimilarityIndex();
  // As a check does: fingerprinting and scoring shared with engine threads, started with the clock running.
  const threads = startEngineThreads();
  for (const fingerprints of await engine.fingerprintAll(corpus.submissions, options, { threads })) index.add(fingerprints);
  const pairs = (await scoreAll(index, threads)).length;
  await threads.close();
  const seconds = (performance.now() - started) / 1000;
  const newStarted = performance.now();
  const fingerprints = engine.fingerprint(corpus.newcomer, options);
  index.scoreAgainst(fingerprints);
  index.add(fingerprints);
  const newSeconds = (performance.now() - newStarted) / 1000;
  return { seconds, newSeconds, pairs, peakMegabytes: megabytes() };
}

async function dolos(): Promise<ScaleMeasures> {
  const module = await importDolos(() => {});
  if ('unavailable' in module) throw new Error(module.unavailable);
  const started = performance.now();
  const { report } = await analyze(module, corpus.submissions);
  const pairs = report.allPairs().length;
  return { seconds: (performance.now() - started) / 1000, newSeconds: null, pairs, peakMegabytes: megabytes() };
}

try {
  const measures = engineName === 'dolos' ? await dolos() : await ours();
  process.stdout.write(`${JSON.stringify(measures)}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
  process.exitCode = 1;
}
