// One engine on the generated attacks: ranking measures over positives and negatives, and the fragments' line
// precision and recall on every positive.
import type { AttackSet } from './attack-set';
import { ranking, type RankingResult } from './corpora';
import type { EngineUnderTest } from './engine-under-test';
import { lineCounts, precisionRecall } from './metrics';

export interface AttackResult extends RankingResult {
  attack: string;
  linePrecision: number;
  lineRecall: number;
}

export async function scoreAttack(engine: EngineUnderTest, set: AttackSet): Promise<AttackResult> {
  const started = performance.now();
  const documents = set.cases.flatMap((entry) => [entry.original, entry.copy]);
  const pairs: Array<readonly [string, string]> = [];
  const labels: boolean[] = [];
  for (const entry of set.cases) {
    pairs.push([entry.original.id, entry.copy.id]);
    labels.push(true);
    for (const other of set.cases) {
      if (other.group === entry.group) continue;
      pairs.push([entry.copy.id, other.original.id]);
      labels.push(false);
    }
  }
  const scored = await engine.scorePairs({ documents, starter: set.starter }, pairs);
  const counts = [];
  for (const entry of set.cases) {
    const matched = await engine.matchedLines(entry.original, entry.copy, set.starter);
    counts.push(lineCounts(matched, entry.truth.codeLines, entry.truth.copiedLines));
  }
  const { precision, recall } = precisionRecall(counts);
  return { attack: set.attack.name, ...ranking(labels, scored, (performance.now() - started) / 1000), linePrecision: precision, lineRecall: recall };
}
