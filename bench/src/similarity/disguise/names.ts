// Fresh, plausible identifiers for renamed declarations and inserted dead code: words students use, joined in
// camelCase, never a Java keyword and never a name the program already has.
import type { Random } from '@marginalia/similarity/testing';

const WORDS = [
  'value', 'count', 'total', 'item', 'node', 'result', 'temp', 'index', 'data', 'size', 'current', 'next', 'first',
  'last', 'left', 'right', 'sum', 'answer', 'buffer', 'entry', 'list', 'queue', 'stack', 'graph', 'seen', 'dist',
  'limit', 'step', 'level', 'group', 'score', 'key', 'width', 'height', 'row', 'col', 'cell', 'edge', 'path', 'cost',
  'best', 'worst', 'min', 'max', 'mid', 'low', 'high', 'pos', 'offset', 'flag', 'state', 'mark', 'line', 'word',
  'text', 'input', 'output', 'reader', 'store', 'table', 'map', 'pair', 'point', 'origin', 'target', 'source',
  'parent', 'child', 'round', 'turn', 'price', 'amount', 'number', 'digit', 'factor', 'ratio', 'delta', 'span',
];

const KEYWORDS = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends ' +
    'final finally float for goto if implements import instanceof int interface long native new package private ' +
    'protected public return short static strictfp super switch synchronized this throw throws transient try void ' +
    'volatile while true false null var record yield sealed permits'
  ).split(' '),
);

const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Library types a program may use without declaring them: a renamed class must not take their names. */
const LIBRARY_TYPES = ['Stack', 'Queue', 'List', 'Map', 'Set', 'Deque', 'Node', 'Entry', 'Pair', 'Point', 'Reader', 'Scanner', 'Table', 'Path', 'Line'];

export class NameMaker {
  private readonly taken: Set<string>;

  constructor(
    private readonly random: Random,
    existing: Iterable<string>,
  ) {
    this.taken = new Set([...existing, ...LIBRARY_TYPES]);
  }

  /** A new name: camelCase for variables and methods, PascalCase for types. */
  make(kind: 'variable' | 'type' = 'variable'): string {
    for (let attempt = 0; ; attempt += 1) {
      const words = Array.from({ length: this.random.int(1, 2) }, () => this.random.pick(WORDS));
      let name = kind === 'type' ? words.map(capitalize).join('') : words[0]! + words.slice(1).map(capitalize).join('');
      // After a few collisions, a number keeps names unique (as students do: value2).
      if (attempt > 8) name += String(this.random.int(2, 99));
      if (KEYWORDS.has(name) || this.taken.has(name)) continue;
      this.taken.add(name);
      return name;
    }
  }
}
