// The labelled corpora scored by an engine: IR-Plag (the original of each task against every other file) and
// PROGpedia task 19 (every pair of the 66 submissions, with the base code as starter).
import { IR_PLAG_LEVELS, type IrPlagLevel, type IrPlagTask, type Progpedia } from './datasets';
import type { EngineUnderTest } from './engine-under-test';
import { averagePrecision, mean, medianGap, rocAuc, type Labelled } from './metrics';

export interface IrPlagResult {
  /** AUC per task, in task order. */
  perTask: Array<{ task: string; auc: number }>;
  macroAuc: number;
  /** Per level: the mean over tasks of the AUC of that level's copies against the task's independent solutions. */
  perLevel: Record<IrPlagLevel, number>;
  seconds: number;
}

export async function scoreIrPlag(engine: EngineUnderTest, tasks: IrPlagTask[]): Promise<IrPlagResult> {
  const started = performance.now();
  const perTask: IrPlagResult['perTask'] = [];
  const levelAucs = new Map<IrPlagLevel, number[]>(IR_PLAG_LEVELS.map((level) => [level, []]));
  for (const task of tasks) {
    const documents = [task.original, ...task.candidates.map((candidate) => candidate.document)];
    const pairs = task.candidates.map((candidate) => [task.original.id, candidate.document.id] as const);
    const scores = await engine.scorePairs({ documents }, pairs);
    const items = task.candidates.map((candidate, index) => ({ candidate, score: scores[index]!, positive: candidate.level !== null }));
    perTask.push({ task: task.name, auc: rocAuc(items) });
    for (const level of IR_PLAG_LEVELS) {
      const subset = items.filter((item) => item.candidate.level === level || item.candidate.level === null);
      if (subset.some((item) => item.positive)) levelAucs.get(level)!.push(rocAuc(subset));
    }
  }
  const perLevel = Object.fromEntries(IR_PLAG_LEVELS.map((level) => [level, mean(levelAucs.get(level)!)])) as Record<IrPlagLevel, number>;
  return { perTask, macroAuc: mean(perTask.map((entry) => entry.auc)), perLevel, seconds: (performance.now() - started) / 1000 };
}

export interface RankingResult {
  auc: number;
  ap: number;
  /** Median similarity of positives minus negatives, percentage points. */
  gap: number;
  positives: number;
  negatives: number;
  seconds: number;
}

export function ranking(items: Labelled[], seconds: number): RankingResult {
  const positives = items.filter((item) => item.positive).length;
  return { auc: rocAuc(items), ap: averagePrecision(items), gap: medianGap(items), positives, negatives: items.length - positives, seconds };
}

export async function scoreProgpedia(engine: EngineUnderTest, data: Progpedia): Promise<RankingResult> {
  const started = performance.now();
  const ids = data.submissions.map((submission) => submission.id).sort();
  const positive = new Set(data.positives.map(([a, b]) => `${a}\0${b}`));
  const pairs: Array<readonly [string, string]> = [];
  for (let i = 0; i < ids.length; i += 1) for (let j = i + 1; j < ids.length; j += 1) pairs.push([ids[i]!, ids[j]!]);
  const scores = await engine.scorePairs({ documents: data.submissions, starter: data.starter }, pairs);
  const items = pairs.map(([a, b], index) => ({ score: scores[index]!, positive: positive.has(`${a}\0${b}`) }));
  return ranking(items, (performance.now() - started) / 1000);
}
