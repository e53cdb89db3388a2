// One engine on the EMSE tasks: per attack by the study's protocol (and every pair of the same check), then one
// mixed check per task with every attack and the AI-written solutions.
import { ranking, type RankingResult } from '../corpora';
import type { EngineUnderTest, ScoredPairs } from '../engine-under-test';
import { groupScores } from '../group-ranking';
import { averagePrecision, rocAuc } from '../metrics';
import { EMSE_ATTACKS, type EmseAttack, type EmseTask } from './data';
import { attackAllPairs, attackPairs, fragmentCopies, mixedPairs, topStats, type PairSet, type TopStats } from './protocol';

export interface EmseAttackResult {
  task: string;
  attack: EmseAttack;
  copies: number;
  /** The study's pairs (originals with one another, each copy with its original). */
  paper: RankingResult;
  /** Every pair of the same check; a copy with another copy of its original positive. */
  all: { ap: number; auc: number; positives: number; negatives: number };
}

export interface EmseMixedResult extends RankingResult, TopStats {
  task: string;
  documents: number;
  /** AI-written solutions among the documents (the C++ task has none). */
  aiSolutions: number;
  /** The same two head measures from the scores a check shows (Marginalia). */
  shownTop?: TopStats;
  /**
   * AP over the same check's pairs with some submissions left out, to tell what holds the whole figure down: the
   * AI-written solutions (independent of every original, yet often alike), and the AI obfuscations that are
   * fragments of their original (protocol.ts, fragmentCopies).
   */
  without: { ai: number; fragments: number; both: number; fragmentCount: number };
  /**
   * AP with every pair ranked by the groups its two submissions share (group-ranking.ts), formed from the scores a
   * check stores (the shown ones where the engine has them): what the Groups view of the check shows.
   */
  groups: number;
  /** The groups' AP with the same submissions left out as in `without` (the groups formed with them in). */
  groupsWithout: { ai: number; fragments: number; both: number };
}

export interface EmseResult {
  attacks: EmseAttackResult[];
  mixed: EmseMixedResult[];
}

const attacksOf = (task: EmseTask) => EMSE_ATTACKS.filter((attack) => task.submissions.some((entry) => entry.category === attack));

async function score(engine: EngineUnderTest, task: EmseTask, set: PairSet): Promise<ScoredPairs> {
  return engine.scorePairs({ documents: set.documents, language: task.language }, set.pairs.map((pair) => [pair.a, pair.b] as const));
}

/** Scores of `subset`'s pairs, read from a check that scored `from` (a superset). */
function pick(scored: ScoredPairs, from: PairSet, subset: PairSet): ScoredPairs {
  const index = new Map(from.pairs.map((pair, position) => [`${pair.a}\0${pair.b}`, position]));
  const at = (pair: { a: string; b: string }) => index.get(`${pair.a}\0${pair.b}`) ?? index.get(`${pair.b}\0${pair.a}`)!;
  const positions = subset.pairs.map(at);
  return { scores: positions.map((position) => scored.scores[position]!), ...(scored.shown ? { shown: positions.map((position) => scored.shown![position]!) } : {}) };
}

export async function scoreEmse(engine: EngineUnderTest, tasks: readonly EmseTask[], log: (line: string) => void): Promise<EmseResult> {
  const attacks: EmseAttackResult[] = [];
  const mixed: EmseMixedResult[] = [];
  for (const task of tasks) {
    for (const attack of attacksOf(task)) {
      log(`${engine.name}: EMSE ${task.name} ${attack}…`);
      const started = performance.now();
      // One check of the originals and the copies; the study's pairs are a subset of all its pairs.
      const all = attackAllPairs(task, attack);
      const scored = await score(engine, task, all);
      const seconds = (performance.now() - started) / 1000;
      const paper = attackPairs(task, attack);
      const items = all.pairs.map((pair, index) => ({ score: scored.scores[index]!, positive: pair.positive }));
      const positives = items.filter((item) => item.positive).length;
      attacks.push({
        task: task.name,
        attack,
        copies: task.submissions.filter((entry) => entry.category === attack).length,
        paper: ranking(paper.pairs.map((pair) => pair.positive), pick(scored, all, paper), seconds),
        all: { ap: averagePrecision(items), auc: rocAuc(items), positives, negatives: items.length - positives },
      });
    }
    log(`${engine.name}: EMSE ${task.name} mixed…`);
    const started = performance.now();
    const set = mixedPairs(task);
    const scored = await score(engine, task, set);
    const result = ranking(set.pairs.map((pair) => pair.positive), scored, (performance.now() - started) / 1000);
    const ai = new Set(task.submissions.filter((entry) => entry.category === 'gpt').map((entry) => entry.document.id));
    const fragments = fragmentCopies(task);
    const apWithout = (scores: readonly number[], leftOut: (id: string) => boolean) => {
      const items = set.pairs.flatMap((pair, index) => (leftOut(pair.a) || leftOut(pair.b) ? [] : [{ score: scores[index]!, positive: pair.positive }]));
      return averagePrecision(items);
    };
    const leavingOut = (scores: readonly number[]) => ({
      ai: apWithout(scores, (id) => ai.has(id)),
      fragments: apWithout(scores, (id) => fragments.has(id)),
      both: apWithout(scores, (id) => ai.has(id) || fragments.has(id)),
    });
    const without = { ...leavingOut(scored.scores), fragmentCount: fragments.size };
    const head = (scores: number[]) => topStats(set.pairs.map((pair, index) => ({ score: scores[index]!, positive: pair.positive, ai: ai.has(pair.a) || ai.has(pair.b) })));
    const stored = scored.shown ?? scored.scores;
    const grouped = groupScores(set.pairs, stored);
    const groups = averagePrecision(set.pairs.map((pair, index) => ({ score: grouped[index]!, positive: pair.positive })));
    const groupsWithout = leavingOut(grouped);
    mixed.push({ task: task.name, documents: set.documents.length, aiSolutions: ai.size, without, groups, groupsWithout, ...result, ...head(scored.scores), ...(scored.shown ? { shownTop: head(scored.shown) } : {}) });
  }
  return { attacks, mixed };
}
