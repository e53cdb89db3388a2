import type { SimilarityExplanation, SimilaritySideExplanation } from '@marginalia/contracts';
import { plural, pluralWord } from '../../../../format/plural';
import { keptShare } from '../similarityFormat';

// The facts behind a pair's score (docs/SIMILARITY.md, "Explaining a score") in plain sentences an instructor can
// repeat: what the comparison read differently, what it ignored, which names differ, and how much matches. Only
// the sides the reader may read contribute what was rewritten or ignored (the other side's half is not sent).

/** Where the two sides are on the page: next to each other, or one above the other (narrow windows). */
export type PairLayout = 'columns' | 'stacked';

const PLACES: Record<PairLayout, [string, string]> = { columns: ['left', 'right'], stacked: ['top', 'bottom'] };

export const EXPLANATION_FALLBACK = 'The matching fragments below are the same after names and layout are set aside.';

/** Renames quoted in the sentence itself; the full list is shown beside it. */
const QUOTED_RENAMES = 2;

/** The sentences that say why the pair is similar (never empty). */
export function explanationSentences(explanation: SimilarityExplanation, layout: PairLayout = 'columns'): string[] {
  const sentences: string[] = [];
  const rewritten = rewriteParts(explanation.sides);
  if (rewritten.length > 0) sentences.push(`Same structure after ${joinAnd(rewritten)}.`);
  const ignored = ignoredSentence(explanation.sides, PLACES[layout].map((place) => `${layout === 'stacked' ? 'at' : 'on'} the ${place}`));
  if (ignored) sentences.push(ignored);
  const names = namesSentence(explanation);
  if (names) sentences.push(names);
  if (explanation.reordered && explanation.movedBetweenFiles) sentences.push('Parts of the matching code are in a different order and in other files.');
  else if (explanation.reordered) sentences.push('Parts of the matching code are in a different order.');
  else if (explanation.movedBetweenFiles) sentences.push('Parts of the matching code are in other files.');
  const starter = Math.max(0, ...explanation.sides.map((side) => side?.starterLines ?? 0));
  if (starter > 0) sentences.push(`${plural(starter, 'line')} matching the starter code ${starter === 1 ? 'was' : 'were'} left out.`);
  return sentences.length > 0 ? sentences : [EXPLANATION_FALLBACK];
}

/** "82 % of the left and 64 % of the right match." */
export function matchedShareSentence(explanation: SimilarityExplanation, layout: PairLayout = 'columns'): string {
  const [first, second] = explanation.matchedShare.map((share) => Math.round(share * 100));
  const [one, other] = PLACES[layout];
  if (first === 0 && second === 0) return 'No code matches.';
  if (first === second) return `${first} % of the code on each side matches.`;
  return `${first} % of the ${one} and ${second} % of the ${other} match.`;
}

/**
 * Why the score is lower than the matching code alone would make it, when it is: both submissions resemble much of
 * the check (docs/SIMILARITY.md, "Common resemblance"). Null when the pair kept its whole score.
 */
export function commonResemblanceSentence(commonResemblance: number): string | null {
  const kept = keptShare(commonResemblance);
  if (kept === null) return null;
  return (
    'Both submissions resemble many others in this check, as code written the way the task suggests or generated for it does: ' +
    `the score is ${kept} of what the matching code alone would give.`
  );
}

/**
 * How many rewrites of a kind set the two sides apart: the difference between their counts when both are readable
 * (a helper both sides wrote alike was inlined on both, which explains nothing about the pair), else the readable
 * side's count.
 */
function count(sides: SimilarityExplanation['sides'], kind: SimilaritySideExplanation['rewrites'][number]['kind'], part: 'use' | 'declaration'): number {
  const [left, right] = sides.map((side) => side?.rewrites.filter((rewrite) => rewrite.kind === kind && rewrite.part === part).length ?? null);
  if (left == null || right == null) return left ?? right ?? 0;
  return Math.abs(left - right);
}

function rewriteParts(sides: SimilarityExplanation['sides']): string[] {
  const parts: string[] = [];
  // A constant or a helper is counted once, by its declaration; one declared in starter code only by its uses.
  const helpers = count(sides, 'helper', 'declaration') || count(sides, 'helper', 'use');
  if (helpers > 0) parts.push(`${plural(helpers, 'helper method')} ${wasWere(helpers)} inlined`);
  const constants = count(sides, 'constant', 'declaration') || count(sides, 'constant', 'use');
  if (constants > 0) parts.push(`${plural(constants, 'named constant')} ${wasWere(constants)} read as ${constants === 1 ? 'its value' : 'their values'}`);
  const locals = count(sides, 'local', 'declaration') || count(sides, 'local', 'use');
  if (locals > 0) parts.push(`${plural(locals, 'extracted variable')} ${wasWere(locals)} read as ${locals === 1 ? 'its value' : 'their values'}`);
  const wrappers = count(sides, 'wrapper', 'use');
  if (wrappers > 0) parts.push(`${plural(wrappers, 'Optional or requireNonNull wrapper')} ${wasWere(wrappers)} removed`);
  return parts;
}

function ignoredSentence(sides: SimilarityExplanation['sides'], places: readonly string[]): string | null {
  const phrases = sides.map((side, index) => {
    if (!side) return null;
    const functions = side.deadCode.filter((span) => span.reason === 'uncalled-function').length;
    const statements = side.deadCode.length - functions;
    const parts = [
      statements > 0 ? plural(statements, 'dead statement') : null,
      functions > 0 ? `${plural(functions, 'function')} nothing calls` : null,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? { text: joinAnd(parts), place: places[index]!, total: statements + functions } : null;
  });
  const shown = phrases.filter((phrase): phrase is NonNullable<typeof phrase> => phrase !== null);
  if (shown.length === 0) return null;
  const total = shown.reduce((sum, phrase) => sum + phrase.total, 0);
  const listed = shown.map((phrase) => `${phrase.text} ${phrase.place}`);
  return `${joinAnd(listed)} ${wasWere(total)} ignored: ${total === 1 ? 'it cannot' : 'they cannot'} change what the program does.`;
}

function namesSentence(explanation: SimilarityExplanation): string | null {
  const { renameCount, renames, changedLiterals } = explanation;
  const parts: string[] = [];
  if (renameCount > 0) {
    const quoted = renames.slice(0, QUOTED_RENAMES).map((rename) => `${rename.left} → ${rename.right}`);
    const more = renameCount > quoted.length ? ', …' : '';
    parts.push(`${plural(renameCount, 'name')} ${renameCount === 1 ? 'differs' : 'differ'} consistently${quoted.length > 0 ? ` (${quoted.join(', ')}${more})` : ''}`);
  }
  if (changedLiterals > 0) {
    parts.push(`${plural(changedLiterals, 'literal')} ${changedLiterals === 1 ? 'is' : 'are'} written differently`);
  }
  if (parts.length === 0) return null;
  return `${parts.join(', and ')}.`;
}

function wasWere(n: number): string {
  return pluralWord(n, 'was', 'were');
}

/** "a", "a and b", "a, b and c". */
function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
