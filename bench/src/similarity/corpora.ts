// The labelled corpora scored by an engine: IR-Plag (the original of each task against every other file) and
// PROGpedia task 19 (every pair of the 66 submissions, with the base code as starter).
import { IR_PLAG_LEVELS, type IrPlagLevel, type IrPlagTask, type Progpedia } from './datasets';
import type { EngineUnderTest, ScoredPairs } from './engine-under-test';
import { averagePrecision, mean, medianGap, rocAuc, type Labelled } from './metrics';

export interface IrPlagScores {
  /** AUC per task, in task order. */
  perTask: Array<{ task: string; auc: number }>;
  macroAuc: number;
  /** Per level: the mean over tasks of the AUC of that level's copies against the task's independent solutions. */
  perLevel: Record<IrPlagLevel, number>;
}

export interface IrPlagResult extends IrPlagScores {
  /** The same, from the scores a check shows (Marginalia). */
  shown?: IrPlagScores;
  seconds: number;
}

type Candidate = IrPlagTask['candidates'][number];

function irPlagScores(tasks: IrPlagTask[], scored: Array<Array<{ candidate: Candidate; score: number }>>): IrPlagScores {
  const perTask: IrPlagScores['perTask'] = [];
  const levelAucs = new Map<IrPlagLevel, number[]>(IR_PLAG_LEVELS.map((level) => [level, []]));
  tasks.forEach((task, taskIndex) => {
    const items = scored[taskIndex]!.map(({ candidate, score }) => ({ candidate, score, positive: candidate.level !== null }));
    perTask.push({ task: task.name, auc: rocAuc(items) });
    for (const level of IR_PLAG_LEVELS) {
      const subset = items.filter((item) => item.candidate.level === level || item.candidate.level === null);
      if (subset.some((item) => item.positive)) levelAucs.get(level)!.push(rocAuc(subset));
    }
  });
  const perLevel = Object.fromEntries(IR_PLAG_LEVELS.map((level) => [level, mean(levelAucs.get(level)!)])) as Record<IrPlagLevel, number>;
  return { perTask, macroAuc: mean(perTask.map((entry) => entry.auc)), perLevel };
}

export async function scoreIrPlag(engine: EngineUnderTest, tasks: IrPlagTask[]): Promise<IrPlagResult> {
  const started = performance.now();
  const raw: Array<Array<{ candidate: Candidate; score: number }>> = [];
  const shown: Array<Array<{ candidate: Candidate; score: number }>> = [];
  for (const task of tasks) {
    const documents = [task.original, ...task.candidates.map((candidate) => candidate.document)];
    const pairs = task.candidates.map((candidate) => [task.original.id, candidate.document.id] as const);
    const result = await engine.scorePairs({ documents }, pairs);
    raw.push(task.candidates.map((candidate, index) => ({ candidate, score: result.scores[index]! })));
    if (result.shown) shown.push(task.candidates.map((candidate, index) => ({ candidate, score: result.shown![index]! })));
  }
  return {
    ...irPlagScores(tasks, raw),
    ...(shown.length === tasks.length ? { shown: irPlagScores(tasks, shown) } : {}),
    seconds: (performance.now() - started) / 1000,
  };
}

export interface Ranking {
  auc: number;
  ap: number;
  /** Median similarity of positives minus negatives, percentage points. */
  gap: number;
}

export interface RankingResult extends Ranking {
  /** The same, from the scores a check shows (Marginalia). */
  shown?: Ranking;
  positives: number;
  negatives: number;
  seconds: number;
}

function rank(items: Labelled[]): Ranking {
  return { auc: rocAuc(items), ap: averagePrecision(items), gap: medianGap(items) };
}

export function ranking(labels: readonly boolean[], scored: ScoredPairs, seconds: number): RankingResult {
  const items = (scores: number[]) => scores.map((score, index) => ({ score, positive: labels[index]! }));
  const positives = labels.filter(Boolean).length;
  return {
    ...rank(items(scored.scores)),
    ...(scored.shown ? { shown: rank(items(scored.shown)) } : {}),
    positives,
    negatives: labels.length - positives,
    seconds,
  };
}

export async function scoreProgpedia(engine: EngineUnderTest, data: Progpedia): Promise<RankingResult> {
  const started = performance.now();
  const ids = data.submissions.map((submission) => submission.id).sort();
  const positive = new Set(data.positives.map(([a, b]) => `${a}\0${b}`));
  const pairs: Array<readonly [string, string]> = [];
  for (let i = 0; i < ids.length; i += 1) for (let j = i + 1; j < ids.length; j += 1) pairs.push([ids[i]!, ids[j]!]);
  const scored = await engine.scorePairs({ documents: data.submissions, starter: data.starter }, pairs);
  const labels = pairs.map(([a, b]) => positive.has(`${a}\0${b}`));
  return ranking(labels, scored, (performance.now() - started) / 1000);
}
