// The generated attacks: each disguises a program in one way (or all at once), deterministically from a seed, and
// says which lines of the copy came from the original. A disguise that would not parse is an error: a copy a
// compiler rejects is no test of a similarity engine.
import type { JavaParser } from '../java-syntax';
import { Random } from '@marginalia/similarity/testing';
import { insertDeadCode } from './dead-code';
import { fromOriginal, lineTruth, type LineTruth, type MarkedText } from './marked-text';
import { commentAndWhitespaceNoise } from './noise';
import { renameIdentifiers } from './rename';
import { reorderMembers } from './reorder';

type Step = (marked: MarkedText, parser: JavaParser, random: Random) => MarkedText;

const rename: Step = (marked, parser, random) => renameIdentifiers(marked, parser, random).marked;
const noise: Step = commentAndWhitespaceNoise;
const reorder: Step = (marked, parser, random) => reorderMembers(marked, parser, random).marked;
const deadCode =
  (fraction: number): Step =>
  (marked, parser, random) =>
    insertDeadCode(marked, parser, random, { fraction }).marked;

export interface Attack {
  name: string;
  steps: Step[];
}

export const ATTACKS: readonly Attack[] = [
  { name: 'rename identifiers', steps: [rename] },
  { name: 'comments + whitespace', steps: [noise] },
  { name: 'reorder members', steps: [reorder] },
  { name: 'dead code p=0.25', steps: [deadCode(0.25)] },
  { name: 'dead code p=0.5', steps: [deadCode(0.5)] },
  { name: 'dead code p=1.0', steps: [deadCode(1)] },
  { name: 'rename + reorder', steps: [rename, reorder] },
  { name: 'all at once, p=0.5', steps: [rename, reorder, deadCode(0.5), noise] },
  { name: 'all at once, p=1.0', steps: [rename, reorder, deadCode(1), noise] },
];

export interface Disguised {
  text: string;
  truth: LineTruth;
}

export function disguise(text: string, attack: Attack, parser: JavaParser, seed: number): Disguised {
  const random = new Random(seed);
  let marked = fromOriginal(text);
  attack.steps.forEach((step, index) => {
    marked = step(marked, parser, random.fork(index + 1));
  });
  const tree = parser.parse(marked.text);
  try {
    if (tree.rootNode.hasError) throw new Error(`The "${attack.name}" disguise does not parse (seed ${seed}).`);
    return { text: marked.text, truth: lineTruth(marked, tree) };
  } finally {
    tree.delete();
  }
}
