// The `similarity` suite: Marginalia's similarity engine against the labelled corpora (IR-Plag, PROGpedia task
// 19), the generated disguises, and a 500-submission check, with Dolos as the baseline on the same inputs in the
// same run. Numbers, never assertions; docs/SIMILARITY.md ("Benchmark") says what each measure is.
//
// BENCH_SIMILARITY_PROGRAMS (default 60): programs in the generated attacks. BENCH_SIMILARITY_SUBMISSIONS (500)
// and BENCH_SIMILARITY_LINES (300): the scale check. BENCH_SIMILARITY_BASELINE=off skips Dolos (for quick runs
// while tuning; its numbers do not change with ours). BENCH_SIMILARITY_PARTS (default
// `irplag,progpedia,attacks,scale,emse,api`) runs only some sections. `api` checks the scale corpus through the HTTP
// API on PGlite, and on PostgreSQL too when TEST_DATABASE_ADMIN_URL names a cluster.
import { buildAttackSets, attackPrograms } from './attack-set';
import { scoreAttack, type AttackResult } from './attacks-score';
import { scoreIrPlag, scoreProgpedia } from './corpora';
import { loadIrPlag, loadProgpedia } from './datasets';
import { dolosEngine, importDolos } from './baseline/dolos';
import { EMSE_ZIP, loadEmse } from './emse/data';
import { jplagFigures } from './emse/reference';
import { printEmseReport, type EmseEngineResult } from './emse/report';
import { scoreEmse } from './emse/score';
import type { EngineUnderTest } from './engine-under-test';
import { javaParser } from './java-syntax';
import { ourEngine } from './ours';
import { printSimilarityReport, type EngineResults } from './report';
import { measureApi } from './api/run';
import { buildScaleCorpus } from './scale/corpus';
import { measureScale } from './scale/run';

const PROGRAMS = Number(process.env.BENCH_SIMILARITY_PROGRAMS ?? 60);
const SUBMISSIONS = Number(process.env.BENCH_SIMILARITY_SUBMISSIONS ?? 500);
const LINES = Number(process.env.BENCH_SIMILARITY_LINES ?? 300);

const SECTIONS = ['irplag', 'progpedia', 'attacks', 'scale', 'emse', 'api'] as const;
type SectionName = (typeof SECTIONS)[number];

function selectedSections(): Set<SectionName> {
  const wanted = (process.env.BENCH_SIMILARITY_PARTS ?? SECTIONS.join(',')).split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown BENCH_SIMILARITY_PARTS ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}.`);
  return new Set(wanted as SectionName[]);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A section's result, or the reason it failed (an engine still being built throws; the other sections still run). */
async function attempt<T>(work: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await work();
  } catch (error) {
    return { error: message(error) };
  }
}

async function engines(log: (line: string) => void) {
  let ours: EngineUnderTest | { unavailable: string };
  try {
    ours = await ourEngine();
  } catch (error) {
    ours = { unavailable: message(error) };
  }
  let dolos: EngineUnderTest | { unavailable: string };
  if (process.env.BENCH_SIMILARITY_BASELINE === 'off') dolos = { unavailable: 'skipped (BENCH_SIMILARITY_BASELINE=off)' };
  else {
    const module = await importDolos(log);
    dolos = 'unavailable' in module ? module : dolosEngine(module);
  }
  return { ours, dolos };
}

export async function runSimilaritySuite(): Promise<void> {
  const log = (line: string) => console.log(line);
  const sections = selectedSections();
  console.log(`\nSimilarity checks — IR-Plag, PROGpedia task 19, generated attacks on ${PROGRAMS} programs, ${SUBMISSIONS} × ~${LINES} lines`);
  const [irPlag, progpedia, parser] = await Promise.all([loadIrPlag(), loadProgpedia(), javaParser()]);
  const emse = sections.has('emse') ? await loadEmse() : null;
  if (sections.has('emse') && !emse) console.log(`EMSE 2025 AI-era tasks: skipped (${EMSE_ZIP} is not there).`);
  const { ours, dolos } = await engines(log);
  for (const engine of [ours, dolos]) if ('unavailable' in engine) console.log(`${engine === ours ? 'Marginalia engine' : 'baseline'} unavailable: ${engine.unavailable}`);

  const programs = attackPrograms(progpedia, irPlag, parser, PROGRAMS);
  const attackSets = sections.has('attacks') ? buildAttackSets(programs, parser, progpedia.starter) : [];
  const scaleCorpus = sections.has('scale') || sections.has('api')
    ? buildScaleCorpus(
        programs.map((program) => program.document.files[0]!.text),
        parser,
        SUBMISSIONS,
        LINES,
      )
    : null;

  const results: EngineResults[] = [];
  const emseResults: EmseEngineResult[] = [];
  for (const [name, engine] of [['Marginalia', ours], ['Dolos', dolos]] as const) {
    const entry: EngineResults = { name };
    results.push(entry);
    const emseEntry: EmseEngineResult = { name };
    emseResults.push(emseEntry);
    if ('unavailable' in engine) {
      entry.unavailable = engine.unavailable;
      continue;
    }
    if (sections.has('irplag')) {
      log(`${name}: IR-Plag…`);
      entry.irPlag = await attempt(() => scoreIrPlag(engine, irPlag));
    }
    if (sections.has('progpedia')) {
      log(`${name}: PROGpedia…`);
      entry.progpedia = await attempt(() => scoreProgpedia(engine, progpedia));
    }
    if (sections.has('attacks')) {
      log(`${name}: generated attacks…`);
      entry.attacks = await attempt(async () => {
        const scored: AttackResult[] = [];
        for (const set of attackSets) scored.push(await scoreAttack(engine, set));
        return scored;
      });
    }
    if (emse) emseEntry.result = await attempt(() => scoreEmse(engine, emse, log));
  }
  const [oursResults, dolosResults] = results as [EngineResults, EngineResults];
  const scaleEngines = [...(oursResults.unavailable ? [] : (['ours'] as const)), ...(dolosResults.unavailable ? [] : (['dolos'] as const))];
  if (scaleCorpus && sections.has('scale') && scaleEngines.length > 0) {
    log(`Scale: ${SUBMISSIONS} submissions (${scaleCorpus.lines.toLocaleString('en-US')} lines) in child processes…`);
    const outcomes = await measureScale(scaleCorpus, scaleEngines);
    oursResults.scale = outcomes.get('ours');
    dolosResults.scale = outcomes.get('dolos');
  }
  if (scaleCorpus && sections.has('api') && !oursResults.unavailable) {
    oursResults.api = await measureApi(scaleCorpus, process.env.TEST_DATABASE_ADMIN_URL || null, log);
  }
  printSimilarityReport(oursResults, dolosResults, {
    programs: programs.length,
    scale: scaleCorpus ? `${SUBMISSIONS} submissions, ${Math.round(scaleCorpus.lines / SUBMISSIONS)} lines each on average` : null,
  });
  if (emse) printEmseReport(emseResults[0]!, emseResults[1]!, jplagFigures(emse));
}
