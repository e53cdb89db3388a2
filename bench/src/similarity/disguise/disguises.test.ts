import { beforeAll, describe, expect, it } from 'vitest';
import { javaParser, type JavaParser } from '../java-syntax';
import { Random } from '@marginalia/similarity/testing';
import { ATTACKS, disguise } from './attacks';
import { eligibleStatements, insertDeadCode } from './dead-code';
import { PROGRAM } from './fixture';
import { fromOriginal, lineTruth } from './marked-text';
import { commentAndWhitespaceNoise } from './noise';
import { renameIdentifiers } from './rename';
import { reorderMembers } from './reorder';

let parser: JavaParser;
beforeAll(async () => {
  parser = await javaParser();
});

const tokensOf = (text: string) => {
  const tree = parser.parse(text);
  const leaves: string[] = [];
  const visit = (node: typeof tree.rootNode) => {
    if (node.childCount === 0 && !node.type.endsWith('comment')) leaves.push(node.text);
    for (const child of node.children) if (child) visit(child);
  };
  visit(tree.rootNode);
  tree.delete();
  return leaves;
};

const identifiersOf = (text: string) => {
  const tree = parser.parse(text);
  const names = tree.rootNode.descendantsOfType(['identifier', 'type_identifier']).map((node) => node!.text);
  tree.delete();
  return names;
};

describe('the fixture', () => {
  it('parses', () => {
    expect(parser.parses(PROGRAM)).toBe(true);
  });
});

describe('renaming', () => {
  it('renames every declared identifier at every use, keeps library names, and still parses', () => {
    const { marked, names } = renameIdentifiers(fromOriginal(PROGRAM), parser, new Random(1));
    expect(parser.parses(marked.text)).toBe(true);
    const declared = ['Counter', 'Main', 'total', 'words', 'start', 'word', 'longest', 'list', 'best', 'item', 'counter', 'result', 'in'];
    for (const old of declared) expect(names.has(old), old).toBe(true);
    const after = new Set(identifiersOf(marked.text));
    // `System.in` keeps its name although the program declares a variable `in`.
    expect(declared.filter((old) => after.has(old))).toEqual(['in']);
    expect(marked.text).toContain('System.in');
    // Names the program does not declare, and main, are kept.
    for (const kept of ['System', 'Scanner', 'println', 'hasNext', 'main', 'String', 'ArrayList', 'add']) expect(after.has(kept), kept).toBe(true);
    // Only identifiers changed: every renamed character still counts as copied.
    expect(marked.original.every((mark) => mark === 1)).toBe(true);
  });
});

describe('comment and whitespace noise', () => {
  it('changes only comments and layout: the code tokens are the same', () => {
    const marked = commentAndWhitespaceNoise(fromOriginal(PROGRAM), parser, new Random(2));
    expect(marked.text).not.toBe(PROGRAM);
    expect(parser.parses(marked.text)).toBe(true);
    expect(tokensOf(marked.text)).toEqual(tokensOf(PROGRAM));
  });
});

describe('member reordering', () => {
  it('moves methods within their class and keeps fields in place', () => {
    const { marked, orders } = reorderMembers(fromOriginal(PROGRAM), parser, new Random(3));
    expect(parser.parses(marked.text)).toBe(true);
    const counter = orders.find((order) => order.before.includes('longest'))!;
    expect(counter.after).not.toEqual(counter.before);
    expect([...counter.after].sort()).toEqual([...counter.before].sort());
    expect(counter.after.slice(0, 2)).toEqual(counter.before.slice(0, 2));
    // The same text, moved: nothing inserted, nothing lost.
    expect([...marked.text].sort().join('')).toBe([...PROGRAM].sort().join(''));
  });
});

describe('dead code', () => {
  for (const fraction of [0.25, 0.5, 1]) {
    it(`goes after ${fraction * 100}% of the statements, on lines of its own, and parses`, () => {
      const result = insertDeadCode(fromOriginal(PROGRAM), parser, new Random(4), { fraction });
      expect(result.eligible).toBe(eligibleStatements(parser.parse(PROGRAM).rootNode).length);
      expect(result.inserted).toBe(Math.round(fraction * result.eligible));
      expect(parser.parses(result.marked.text)).toBe(true);
      const tree = parser.parse(result.marked.text);
      const truth = lineTruth(result.marked, tree);
      tree.delete();
      const insertedLines = [...truth.codeLines].filter((line) => !truth.copiedLines.has(line));
      expect(insertedLines.length).toBeGreaterThanOrEqual(result.inserted);
      // Every line of the original's code is still there.
      expect(truth.copiedLines.size).toBe(lineTruth(fromOriginal(PROGRAM), parser.parse(PROGRAM)).copiedLines.size);
    });
  }

  it('varies what it inserts', () => {
    const { marked } = insertDeadCode(fromOriginal(PROGRAM), parser, new Random(5), { fraction: 1 });
    const inserted = [...marked.text].filter((_, index) => marked.original[index] === 0).join('');
    const kinds = [/if \(false\)/, /for \(int \w+ = 0; \w+ < 0;/, /= \w+ \* 1;|\+= 0;|\+\+;|-\(-/, /^\s*(int|double|boolean|String|long|int\[\]) \w+ = [^;(]*;$/m];
    expect(kinds.filter((kind) => kind.test(inserted)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the attacks', () => {
  it('are deterministic for a seed, parse, and tell copied lines from inserted ones', () => {
    for (const attack of ATTACKS) {
      const first = disguise(PROGRAM, attack, parser, 42);
      const again = disguise(PROGRAM, attack, parser, 42);
      expect(again.text, attack.name).toBe(first.text);
      expect(first.text, attack.name).not.toBe(PROGRAM);
      expect(parser.parses(first.text), attack.name).toBe(true);
      expect(first.truth.copiedLines.size, attack.name).toBeGreaterThan(0);
      for (const line of first.truth.copiedLines) expect(first.truth.codeLines.has(line)).toBe(true);
    }
  });
});
