// The generated attacks' data: Java programs from both corpora, each disguised by every attack with its own seed.
// Positives are (program, its disguised copy); negatives are (disguised copy, every unrelated program): programs
// PROGpedia labels as plagiarism of one another (directly or through others) are never each other's negatives.
import type { SourceFile, SubmissionDocument } from '@marginalia/similarity';
import type { IrPlagTask, Progpedia } from './datasets';
import { ATTACKS, disguise, type Attack } from './disguise/attacks';
import type { LineTruth } from './disguise/marked-text';
import type { JavaParser } from './java-syntax';
import { Random } from '@marginalia/similarity/testing';

export const ATTACK_SEED = 17;

export interface Program {
  document: SubmissionDocument;
  /** Programs with the same group are related (a PROGpedia plagiarism cluster); others are not. */
  group: string;
}

export interface AttackCase {
  original: SubmissionDocument;
  copy: SubmissionDocument;
  truth: LineTruth;
  group: string;
}

export interface AttackSet {
  attack: Attack;
  cases: AttackCase[];
  /** PROGpedia's base code: its submissions started from it, so it is every check's starter code here. */
  starter: SourceFile[];
}

/** PROGpedia's submissions grouped by the plagiarism pairs (connected components). */
function progpediaGroups(data: Progpedia): Map<string, string> {
  const parent = new Map(data.submissions.map((submission) => [submission.id, submission.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  for (const [a, b] of data.positives) parent.set(find(a), find(b));
  return new Map(data.submissions.map((submission) => [submission.id, `progpedia:${find(submission.id)}`]));
}

/** Code lines of a program, roughly (non-blank lines that are not only a comment). */
function codeLineCount(text: string): number {
  return text.split('\n').filter((line) => {
    const trimmed = line.trim();
    return trimmed !== '' && !trimmed.startsWith('//') && !trimmed.startsWith('*') && !trimmed.startsWith('/*');
  }).length;
}

/**
 * Up to `count` single-file programs of at least `minimumLines` lines of code that parse, chosen with a fixed seed
 * from the PROGpedia submissions and IR-Plag's originals and independent solutions.
 */
export function attackPrograms(progpedia: Progpedia, irPlag: IrPlagTask[], parser: JavaParser, count: number, minimumLines = 15): Program[] {
  const groups = progpediaGroups(progpedia);
  const candidates: Program[] = [
    ...progpedia.submissions.map((document) => ({ document, group: groups.get(document.id)! })),
    ...irPlag.flatMap((task) => [task.original, ...task.candidates.filter((candidate) => candidate.level === null).map((candidate) => candidate.document)]).map((document) => ({ document, group: `ir-plag:${document.id}` })),
  ].filter(({ document }) => document.files.length === 1 && codeLineCount(document.files[0]!.text) >= minimumLines && parser.parses(document.files[0]!.text));
  return new Random(ATTACK_SEED).sample(candidates, count).sort((a, b) => a.document.id.localeCompare(b.document.id));
}

export function buildAttackSets(programs: Program[], parser: JavaParser, starter: SourceFile[]): AttackSet[] {
  return ATTACKS.map((attack, attackIndex) => ({
    attack,
    starter,
    cases: programs.map((program, programIndex) => {
      const file = program.document.files[0]!;
      const disguised = disguise(file.text, attack, parser, ATTACK_SEED * 1_000_003 + attackIndex * 10_007 + programIndex);
      return {
        original: program.document,
        copy: { id: `${program.document.id}~copy`, files: [{ path: file.path, text: disguised.text }] },
        truth: disguised.truth,
        group: program.group,
      };
    }),
  }));
}
