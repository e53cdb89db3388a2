// The EMSE section's tables: per attack next to JPlag's published figures and Dolos, the mixed checks, and a
// verdict line per target (numbers, never assertions).
import type { EmseResult } from './score';
import { FRAGMENT_SHARE } from './protocol';
import type { JplagFigures } from './reference';

export interface EmseEngineResult {
  name: string;
  result?: EmseResult | { error: string };
}

const fixed = (value: number | undefined, digits = 3) => (value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : '-');
const ok = (entry: EmseEngineResult): entry is { name: string; result: EmseResult } => entry.result !== undefined && !('error' in entry.result);
/** Compared at the three digits printed: a value shown as 1.000 against a target shown as 1.000 passes. */
const verdict = (value: number, target: number) =>
  Number.isFinite(value) && Number.isFinite(target) ? (Math.round(value * 1000) >= Math.round(target * 1000) ? 'pass' : 'FAIL') : 'n/a';

export const MIXED_AP_TARGET = 0.9;

export function printEmseReport(ours: EmseEngineResult, dolos: EmseEngineResult, jplag: readonly JplagFigures[]) {
  for (const entry of [ours, dolos]) if (entry.result && 'error' in entry.result) console.log(`${entry.name} on the EMSE tasks: error: ${entry.result.error}`);
  const rows = ok(ours) ? ours.result : ok(dolos) ? dolos.result : null;
  if (!rows) return;
  const mine = ok(ours) ? ours.result : undefined;
  const theirs = ok(dolos) ? dolos.result : undefined;
  const reference = (task: string, attack: string) => jplag.find((entry) => entry.task === task && entry.attack === attack);

  console.log(
    '\nEMSE 2025 AI-era tasks, per attack by the study\'s protocol — one check of the originals and that attack\'s copies; ranked: ' +
      'originals with one another (negatives) and each copy with its original (positives). "all-pairs AP": every pair of that check, ' +
      'copies of one original positive with each other too. JPlag: from the study\'s raw results (Base, token sequence normalization, ' +
      'subsequence match merging, Both)',
  );
  console.table(
    rows.attacks.map((row, index) => {
      const m = mine?.attacks[index];
      const d = theirs?.attacks[index];
      const j = reference(row.task, row.attack)?.variants;
      return {
        task: row.task,
        attack: row.attack,
        copies: row.copies,
        'pos/neg': `${row.paper.positives}/${row.paper.negatives}`,
        AP: fixed(m?.paper.ap),
        AUC: fixed(m?.paper.auc),
        'AP (check)': fixed(m?.paper.shown?.ap),
        'all-pairs AP': fixed(m?.all.ap),
        'Dolos AP': fixed(d?.paper.ap),
        'Dolos AUC': fixed(d?.paper.auc),
        'Dolos all AP': fixed(d?.all.ap),
        'JPlag Base AP': fixed(j?.Base?.ap),
        'Base AUC': fixed(j?.Base?.auc),
        'TSN AP': fixed(j?.TSN?.ap),
        'SMM AP': fixed(j?.SMM?.ap),
        'Both AP': fixed(j?.Both?.ap),
        'Both AUC': fixed(j?.Both?.auc),
      };
    }),
  );
  for (const figures of jplag) {
    const label = `${figures.task} ${figures.attack}`;
    if (figures.missing.length === 0 && figures.extra.length === 0) console.log(`Pairs of ${label}: the same as the study's raw results.`);
    else {
      const list = (pairs: Array<[string, string]>) => pairs.slice(0, 5).map(([a, b]) => `${a} – ${b}`).join(', ') + (pairs.length > 5 ? ', …' : '');
      console.log(
        `Pairs of ${label}: ${figures.missing.length} of ours the study did not score${figures.missing.length ? ` (${list(figures.missing)})` : ''}; ` +
          `${figures.extra.length} it scored that we do not rank${figures.extra.length ? ` (${list(figures.extra)})` : ''}.`,
      );
    }
  }
  const unpublished = [...new Set(rows.attacks.filter((row) => !reference(row.task, row.attack)).map((row) => row.task))];
  for (const task of unpublished) console.log(`The archive holds no JPlag results for ${task}: no figure to compare with there.`);

  console.log('\nVerdicts per attack — target: AP and ROC AUC at least JPlag with both defences');
  for (const [index, row] of rows.attacks.entries()) {
    const both = reference(row.task, row.attack)?.variants.Both;
    if (!both) continue;
    const parts: string[] = [];
    for (const [name, result] of [[ours.name, mine], [dolos.name, theirs]] as const) {
      const entry = result?.attacks[index];
      if (!entry) continue;
      parts.push(`${name} AP ${fixed(entry.paper.ap)} ${verdict(entry.paper.ap, both.ap)}, AUC ${fixed(entry.paper.auc)} ${verdict(entry.paper.auc, both.auc)}`);
      if (entry.paper.shown) parts.push(`${name} as a check shows it AP ${fixed(entry.paper.shown.ap)} ${verdict(entry.paper.shown.ap, both.ap)}`);
    }
    console.log(`${row.task} ${row.attack} (JPlag Both AP ${fixed(both.ap)}, AUC ${fixed(both.auc)}): ${parts.join('; ')}.`);
  }

  console.log(
    '\nEMSE 2025 AI-era tasks, mixed — per task one check of every submission (originals, every attack\'s copies, AI-written solutions); ' +
      'every pair ranked, positive when both come from the same original. "AI in top 200": negatives with an AI-written solution ' +
      'among the 200 highest pairs; "last positive": rank of the lowest-scored positive (ties against it); "w/o": AP of the same ' +
      `scores without the AI-written solutions, without the fragments (AI obfuscations keeping under ${FRAGMENT_SHARE * 100} % of ` +
      "their original's lines of code), or without both; \"AP groups\": every pair ranked by the level at which its two " +
      'submissions join one group (average linkage over the pairs a check keeps, as its Groups view forms them)',
  );
  console.table(
    rows.mixed.map((row, index) => {
      const m = mine?.mixed[index];
      const d = theirs?.mixed[index];
      return {
        task: row.task,
        submissions: row.documents,
        'AI-written': row.aiSolutions,
        fragments: row.without.fragmentCount,
        'pos/neg': `${row.positives}/${row.negatives}`,
        AP: fixed(m?.ap),
        AUC: fixed(m?.auc),
        'AP (check)': fixed(m?.shown?.ap),
        'AI in top 200': row.aiSolutions === 0 ? '-' : (m?.aiNegativesInTop ?? '-'),
        'last positive': m?.lowestPositiveRank ?? '-',
        'AI top 200 (check)': row.aiSolutions === 0 ? '-' : (m?.shownTop?.aiNegativesInTop ?? '-'),
        'last pos. (check)': m?.shownTop?.lowestPositiveRank ?? '-',
        'AP w/o AI-written': row.aiSolutions === 0 ? '-' : fixed(m?.without.ai),
        'AP w/o fragments': fixed(m?.without.fragments),
        'AP w/o both': row.aiSolutions === 0 ? '-' : fixed(m?.without.both),
        'AP groups': fixed(m?.groups),
        'Dolos AP': fixed(d?.ap),
        'Dolos AUC': fixed(d?.auc),
        'Dolos w/o both': fixed(d?.without.both),
        'Dolos AP groups': fixed(d?.groups),
        'Dolos AI top 200': row.aiSolutions === 0 ? '-' : (d?.aiNegativesInTop ?? '-'),
        'Dolos last pos.': d?.lowestPositiveRank ?? '-',
        seconds: fixed(m?.seconds, 1),
      };
    }),
  );
  console.log(`Verdicts, mixed — target: AP >= ${MIXED_AP_TARGET.toFixed(2)}`);
  for (const [index, row] of rows.mixed.entries()) {
    const parts: string[] = [];
    for (const [name, result] of [[ours.name, mine], [dolos.name, theirs]] as const) {
      const entry = result?.mixed[index];
      if (!entry) continue;
      parts.push(`${name} ${fixed(entry.ap)} ${verdict(entry.ap, MIXED_AP_TARGET)}`);
      if (entry.shown) parts.push(`${name} as a check shows it ${fixed(entry.shown.ap)} ${verdict(entry.shown.ap, MIXED_AP_TARGET)}`);
      parts.push(`${name} as groups ${fixed(entry.groups)} ${verdict(entry.groups, MIXED_AP_TARGET)}`);
    }
    console.log(`${row.task}: ${parts.join('; ')}.`);
  }
  console.log(
    '\nMixed, what holds the AP down — the same rankings with the AI-written solutions, the fragments, or both left out ' +
      '(the groups formed with them in)',
  );
  const engines: Array<[string, EmseResult | undefined]> = [
    [ours.name, mine],
    [dolos.name, theirs],
  ];
  console.table(
    rows.mixed.flatMap((row, index) =>
      engines.flatMap(([name, result]) => {
        const entry = result?.mixed[index];
        if (!entry) return [];
        const line = (ranked: string, all: number, without: { ai: number; fragments: number; both: number }) => ({
          task: row.task,
          engine: name,
          'ranked as': ranked,
          AP: fixed(all),
          'w/o AI-written': row.aiSolutions === 0 ? '-' : fixed(without.ai),
          'w/o fragments': fixed(without.fragments),
          'w/o both': row.aiSolutions === 0 ? '-' : fixed(without.both),
        });
        return [line('pairs', entry.ap, entry.without), line('groups', entry.groups, entry.groupsWithout)];
      }),
    ),
  );
}
