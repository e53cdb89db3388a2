// The figures to beat: JPlag's AP and AUC per attack and variant from the study's raw results, and whether the
// pairs it scored are the pairs we rank.
import { EMSE_ATTACKS, JPLAG_VARIANTS, type EmseAttack, type EmseTask, type JplagVariant } from './data';
import { comparePairSets, jplagRanking } from './jplag';
import { attackPairs, idResolver } from './protocol';

export interface JplagFigures {
  task: string;
  attack: EmseAttack;
  /** Per variant present in the raw results. */
  variants: Partial<Record<JplagVariant, { ap: number; auc: number; positives: number; negatives: number }>>;
  /** Our pairs the study did not score, and pairs it scored that we do not rank (from its `Both` file, else any). */
  missing: Array<[string, string]>;
  extra: Array<[string, string]>;
}

export function jplagFigures(tasks: readonly EmseTask[]): JplagFigures[] {
  const figures: JplagFigures[] = [];
  for (const task of tasks) {
    for (const attack of EMSE_ATTACKS) {
      const published = task.jplag.get(attack);
      if (!published || !task.submissions.some((entry) => entry.category === attack)) continue;
      const variants: JplagFigures['variants'] = {};
      for (const variant of JPLAG_VARIANTS) {
        const rows = published.get(variant);
        if (rows) variants[variant] = jplagRanking(rows);
      }
      const rows = published.get('Both') ?? [...published.values()][0]!;
      const ours = attackPairs(task, attack).pairs.map((pair) => [pair.a, pair.b] as const);
      figures.push({ task: task.name, attack, variants, ...comparePairSets(ours, rows, idResolver(task, attack)) });
    }
  }
  return figures;
}
