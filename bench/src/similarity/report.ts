// The suite's tables: the targets with pass or fail next to the baseline, then the detail behind each.
import type { AttackResult } from './attacks-score';
import type { IrPlagResult, IrPlagScores, RankingResult } from './corpora';
import { IR_PLAG_LEVELS } from './datasets';
import type { ApiMeasures, ApiOutcome } from './api/run';
import type { ScaleOutcome } from './scale/run';

/** What one engine produced, section by section; a section it could not run holds the reason. */
export interface EngineResults {
  name: string;
  unavailable?: string;
  irPlag?: IrPlagResult | { error: string };
  progpedia?: RankingResult | { error: string };
  attacks?: AttackResult[] | { error: string };
  scale?: ScaleOutcome;
  /** The scale corpus checked through the HTTP API, per database (Marginalia only). */
  api?: ApiOutcome[];
}

type Section<T> = T | { error: string } | undefined;
const ok = <T extends object>(value: Section<T>): value is T => value !== undefined && !('error' in value);

const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const why = (results: EngineResults, section: Section<object>) =>
  results.unavailable ? 'unavailable' : section && 'error' in section ? `error: ${section.error.slice(0, 60)}` : 'not run';

export function worstAttack(attacks: AttackResult[], view: View = 'raw'): AttackResult {
  const ap = (entry: AttackResult) => (view === 'raw' ? entry.ap : (entry.shown?.ap ?? Number.NaN));
  return attacks.reduce((worst, entry) => (ap(entry) < ap(worst) || Number.isNaN(ap(entry)) ? entry : worst));
}

function shownWorst(attacks: AttackResult[]): number | string {
  return attacks.every((entry) => entry.shown) ? worstAttack(attacks, 'shown').shown!.ap : '-';
}

/** The engine's own scores, or those a check shows (its closest pairs aligned); Dolos has only the first. */
type View = 'raw' | 'shown';

interface Target {
  measure: string;
  target: string;
  value: (results: EngineResults, view: View) => number | null | string;
  pass: (value: number) => boolean;
  digits?: number;
}

const TARGETS: Target[] = [
  {
    measure: 'PROGpedia task 19: ROC-AUC',
    target: '>= 0.999',
    value: (r, view) => (ok(r.progpedia) ? (view === 'raw' ? r.progpedia.auc : (r.progpedia.shown?.auc ?? '-')) : why(r, r.progpedia)),
    pass: (v) => v >= 0.999,
  },
  {
    measure: 'PROGpedia task 19: average precision',
    target: '>= 0.99',
    value: (r, view) => (ok(r.progpedia) ? (view === 'raw' ? r.progpedia.ap : (r.progpedia.shown?.ap ?? '-')) : why(r, r.progpedia)),
    pass: (v) => v >= 0.99,
  },
  {
    measure: 'IR-Plag: macro ROC-AUC over 7 tasks',
    target: '>= 0.80',
    value: (r, view) => (ok(r.irPlag) ? (view === 'raw' ? r.irPlag.macroAuc : (r.irPlag.shown?.macroAuc ?? '-')) : why(r, r.irPlag)),
    pass: (v) => v >= 0.8,
  },
  {
    measure: 'generated attacks: worst attack AP',
    target: '>= 0.95',
    value: (r, view) => (ok(r.attacks) ? (view === 'raw' ? worstAttack(r.attacks).ap : shownWorst(r.attacks)) : why(r, r.attacks)),
    pass: (v) => v >= 0.95,
  },
  {
    measure: 'scale: fingerprint + index + score, seconds',
    target: '<= 10 s',
    value: (r, view) => (view === 'shown' ? '-' : ok(r.scale) ? r.scale.seconds : why(r, r.scale)),
    pass: (v) => v <= 10,
    digits: 1,
  },
  {
    measure: 'scale: peak memory (RSS), MB',
    target: '<= 500 MB',
    value: (r, view) => (view === 'shown' ? '-' : ok(r.scale) ? r.scale.peakMegabytes : why(r, r.scale)),
    pass: (v) => v <= 500,
    digits: 0,
  },
  {
    measure: 'scale: one new submission, seconds',
    target: '<= 1 s',
    value: (r, view) => (view === 'shown' ? '-' : ok(r.scale) ? (r.scale.newSeconds ?? 'no incremental add') : why(r, r.scale)),
    pass: (v) => v <= 1,
    digits: 2,
  },
  {
    measure: 'scale through the API: seconds (slowest database)',
    target: '<= 10 s',
    value: (r, view) => apiWorst(r, view, (run) => run.first.seconds),
    pass: (v) => v <= 10,
    digits: 1,
  },
  {
    measure: 'scale through the API: peak memory (RSS), MB',
    target: '<= 500 MB',
    value: (r, view) => apiWorst(r, view, (run) => run.peakMegabytes),
    pass: (v) => v <= 500,
    digits: 0,
  },
];

/** The worst of a measure over the databases the API part ran on (a check counts as users see it: no raw view). */
function apiWorst(r: EngineResults, view: View, measure: (run: ApiMeasures) => number): number | string {
  if (r.api === undefined) return r.unavailable ? 'unavailable' : '-';
  if (view === 'raw') return '-';
  const failed = r.api.find((outcome) => 'error' in outcome);
  if (failed && 'error' in failed) return `error: ${failed.error.slice(0, 60)}`;
  return Math.max(...r.api.map((outcome) => measure(outcome as ApiMeasures)));
}

function cell(target: Target, results: EngineResults, view: View = 'raw'): { value: string; pass: string } {
  const value = target.value(results, view);
  if (typeof value !== 'number') return { value: value ?? 'n/a', pass: '-' };
  return { value: fixed(value, target.digits), pass: target.pass(value) ? 'pass' : 'FAIL' };
}

export function printSimilarityReport(ours: EngineResults, dolos: EngineResults, setup: { programs: number; scale: string | null }) {
  console.log('\nSimilarity checks — targets (docs/SIMILARITY.md), Marginalia next to the Dolos baseline on the same inputs');
  console.log('("Marginalia": the fingerprint index\'s scores; "check shows": the same with the closest pairs aligned, as a check shows them)\n');
  console.table(
    TARGETS.map((target) => {
      const mine = cell(target, ours);
      const shown = cell(target, ours, 'shown');
      const theirs = cell(target, dolos);
      return {
        measure: target.measure,
        target: target.target,
        Marginalia: mine.value,
        pass: mine.pass,
        'check shows': shown.value,
        'pass ': shown.pass,
        Dolos: theirs.value,
        'Dolos pass': theirs.pass,
      };
    }),
  );
  for (const results of [ours, dolos]) if (results.unavailable) console.log(`${results.name} unavailable: ${results.unavailable}`);

  if (ok(ours.progpedia) || ok(dolos.progpedia)) {
    console.log('\nPROGpedia task 19 — 66 submissions, every pair (base code as starter), 91 labelled plagiarism pairs');
    const rows: Array<Record<string, string | number>> = [];
    for (const r of [ours, dolos]) {
      if (!ok(r.progpedia)) {
        rows.push({ engine: r.name, 'ROC-AUC': why(r, r.progpedia) });
        continue;
      }
      const p = r.progpedia;
      rows.push({ engine: r.name, 'ROC-AUC': fixed(p.auc), AP: fixed(p.ap), 'median gap pp': fixed(p.gap, 1), positives: p.positives, negatives: p.negatives, seconds: fixed(p.seconds, 1) });
      if (p.shown) rows.push({ engine: `${r.name} (check shows)`, 'ROC-AUC': fixed(p.shown.auc), AP: fixed(p.shown.ap), 'median gap pp': fixed(p.shown.gap, 1) });
    }
    console.table(rows);
  }

  if (ok(ours.irPlag) || ok(dolos.irPlag)) {
    console.log('\nIR-Plag — the original of each task against its 15 independent solutions and its plagiarized copies (ROC-AUC)');
    const tasks = (ok(ours.irPlag) ? ours.irPlag : (dolos.irPlag as IrPlagResult)).perTask.map((entry) => entry.task);
    const oursShown = ok(ours.irPlag) ? ours.irPlag.shown : undefined;
    const row = (part: string, pick: (scores: IrPlagScores) => number) => ({
      part,
      Marginalia: ok(ours.irPlag) ? fixed(pick(ours.irPlag)) : '-',
      'check shows': oursShown ? fixed(pick(oursShown)) : '-',
      Dolos: ok(dolos.irPlag) ? fixed(pick(dolos.irPlag)) : '-',
    });
    console.table([
      ...tasks.map((task, index) => row(task, (scores) => scores.perTask[index]!.auc)),
      row('macro (mean of tasks)', (scores) => scores.macroAuc),
      ...IR_PLAG_LEVELS.map((level) => row(`level ${level} vs independent (mean of tasks)`, (scores) => scores.perLevel[level])),
    ]);
  }

  if (ok(ours.attacks) || ok(dolos.attacks)) {
    console.log(
      `\nGenerated attacks — ${setup.programs} Java programs from both corpora, each disguised; positives (program, its copy), ` +
        'negatives (copy, every unrelated program); line precision/recall of the fragments on the copies',
    );
    const names = (ok(ours.attacks) ? ours.attacks : (dolos.attacks as AttackResult[])).map((entry) => entry.attack);
    const worstOurs = ok(ours.attacks) ? worstAttack(ours.attacks).attack : null;
    const worstDolos = ok(dolos.attacks) ? worstAttack(dolos.attacks).attack : null;
    console.table(
      names.map((name, index) => {
        const mine = ok(ours.attacks) ? ours.attacks[index] : undefined;
        const theirs = ok(dolos.attacks) ? dolos.attacks[index] : undefined;
        const marks = [name === worstOurs ? '<< worst (Marginalia)' : '', name === worstDolos ? '<< worst (Dolos)' : ''].filter(Boolean).join(' ');
        return {
          attack: name,
          'AUC': mine ? fixed(mine.auc) : '-',
          'AP': mine ? fixed(mine.ap) : '-',
          'AP (check)': mine?.shown ? fixed(mine.shown.ap) : '-',
          'gap pp': mine ? fixed(mine.gap, 1) : '-',
          'line P': mine ? fixed(mine.linePrecision, 2) : '-',
          'line R': mine ? fixed(mine.lineRecall, 2) : '-',
          'Dolos AUC': theirs ? fixed(theirs.auc) : '-',
          'Dolos AP': theirs ? fixed(theirs.ap) : '-',
          'Dolos gap': theirs ? fixed(theirs.gap, 1) : '-',
          'Dolos P': theirs ? fixed(theirs.linePrecision, 2) : '-',
          'Dolos R': theirs ? fixed(theirs.lineRecall, 2) : '-',
          worst: marks,
        };
      }),
    );
    for (const r of [ours, dolos]) {
      if (ok(r.attacks)) {
        const worst = worstAttack(r.attacks);
        console.log(`Worst attack for ${r.name}: "${worst.attack}" with AP ${fixed(worst.ap)} (target >= 0.95).`);
        if (r.attacks.every((entry) => entry.shown)) {
          const shown = worstAttack(r.attacks, 'shown');
          console.log(`Worst attack for ${r.name} as a check shows it: "${shown.attack}" with AP ${fixed(shown.shown!.ap)}.`);
        }
      }
    }
  }

  if (ours.api) printApiTable(ours.api, setup.scale);
  if (!setup.scale) return;
  console.log(`\nScale — ${setup.scale}, each engine alone in a child process (peak RSS of that process; Marginalia's median of three runs)`);
  console.table(
    [ours, dolos].map((r) =>
      ok(r.scale)
        ? { engine: r.name, seconds: fixed(r.scale.seconds, 1), runs: r.scale.runs.map((value) => fixed(value, 1)).join(' / '), 'pairs scored': r.scale.pairs, 'peak MB': fixed(r.scale.peakMegabytes, 0), 'new submission s': r.scale.newSeconds === null ? 'no incremental add' : fixed(r.scale.newSeconds, 3) }
        : { engine: r.name, seconds: why(r, r.scale) },
    ),
  );
}

function printApiTable(outcomes: ApiOutcome[], scale: string | null) {
  console.log(`\nScale through the API — ${scale ?? 'the scale corpus'}: POST a check, read it until complete; then one submission changes and the check is updated`);
  console.log('(seconds: wall clock from the POST to the read that finds it complete; peak MB: peak RSS of the server process, web and worker, started as `npm start` runs it;');
  console.log(' groups: one GET of the check\'s groups at the default threshold afterwards, and the peak once it answered)');
  console.table(
    outcomes.map((outcome) =>
      'error' in outcome
        ? { database: outcome.driver, seconds: `error: ${outcome.error.slice(0, 100)}` }
        : {
            database: outcome.driver,
            seconds: fixed(outcome.first.seconds, 1),
            durationMs: outcome.first.durationMs,
            'pairs stored': outcome.first.pairs,
            'update s': fixed(outcome.update.seconds, 2),
            'update durationMs': outcome.update.durationMs,
            'MB started': fixed(outcome.startedMegabytes, 0),
            'peak MB': fixed(outcome.peakMegabytes, 0),
            'groups s': fixed(outcome.groups.seconds, 2),
            'groups (largest)': `${outcome.groups.count} (${outcome.groups.largest})`,
            'peak MB with groups': fixed(outcome.groups.peakMegabytes, 0),
          },
    ),
  );
}
