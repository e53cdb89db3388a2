// The scale corpus: 500 submissions of about 300 lines, each composed of whole corpus programs (their imports
// hoisted), every part renamed, reordered and given some dead code with the submission's own seed, so most
// pairs share no more than common idioms; one in ten submissions is a disguised copy of an earlier one.
import type { SubmissionDocument } from '@marginalia/similarity';
import { disguise, type Attack } from '../disguise/attacks';
import { ATTACKS } from '../disguise/attacks';
import type { JavaParser } from '../java-syntax';
import { Random } from '@marginalia/similarity/testing';

export const SCALE_SEED = 500;

function attackNamed(name: string): Attack {
  const attack = ATTACKS.find((entry) => entry.name === name);
  if (!attack) throw new Error(`No attack named ${name}`);
  return attack;
}

/** Imports first (each once), then the parts' code. */
function joinParts(parts: string[]): string {
  const imports = new Set<string>();
  const bodies = parts.map((part) =>
    part
      .split('\n')
      .filter((line) => {
        const trimmed = line.trim();
        if (trimmed.startsWith('import ') || trimmed.startsWith('package ')) {
          if (trimmed.startsWith('import ')) imports.add(trimmed);
          return false;
        }
        return true;
      })
      .join('\n'),
  );
  return [...[...imports].sort(), '', ...bodies].join('\n');
}

export interface ScaleCorpus {
  submissions: SubmissionDocument[];
  /** One more, added to the finished check. */
  newcomer: SubmissionDocument;
  lines: number;
}

export function buildScaleCorpus(programs: string[], parser: JavaParser, count: number, targetLines: number): ScaleCorpus {
  const random = new Random(SCALE_SEED);
  const mutate = attackNamed('rename + reorder');
  const copy = attackNamed('all at once, p=0.5');
  const dead = attackNamed('dead code p=0.25');
  const compose = (index: number): string => {
    const parts: string[] = [];
    let lines = 0;
    const local = random.fork(index);
    // Parts are added until the target is nearly reached; a part that would overshoot it by more than a twentieth
    // is passed over for another (a few tries), so submissions come out near the target size.
    for (let tries = 0; lines < targetLines * 0.95 && tries < 50; tries += 1) {
      const program = local.pick(programs);
      const seed = local.int(0, 0x7fffffff);
      const text = disguise(disguise(program, mutate, parser, seed).text, dead, parser, seed + 1).text;
      const length = text.split('\n').length;
      if (parts.length > 0 && lines + length > targetLines * 1.05 && tries < 40) continue;
      parts.push(text);
      lines += length;
    }
    return joinParts(parts);
  };
  const texts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const isCopy = index > 0 && index % 10 === 0;
    texts.push(isCopy ? disguise(texts[random.int(0, index - 1)]!, copy, parser, index).text : compose(index));
  }
  const toDocument = (text: string, index: number): SubmissionDocument => ({ id: `s${String(index).padStart(3, '0')}`, files: [{ path: 'Main.java', text }] });
  const submissions = texts.map(toDocument);
  return {
    submissions,
    newcomer: toDocument(compose(count), count),
    lines: texts.reduce((sum, text) => sum + text.split('\n').length, 0),
  };
}
