// A check's worth of Python programs for tests of the common-resemblance discount (docs/SIMILARITY.md): students'
// programs, each its own shape though partly written the way the task suggests; a dozen look-alikes, that usual
// program with a statement changed here and there (as an AI model writes the same task again and again); and a
// student's program with a disguised copy of it. Deterministic: the same texts every time.
import { Random } from './random';

const STATEMENTS: Array<(n: (max: number) => number, v: string) => string[]> = [
  (n, v) => [`for ${v} in items:`, `    if ${v} % ${n(9) + 2} == ${n(2)}:`, `        total += ${v} * ${n(7) + 1}`],
  (n) => [`while limit > ${n(5)}:`, `    limit -= ${n(3) + 1}`, `    total ^= limit`],
  (n) => [`total = max(total, ${n(9)} + limit * ${n(4) + 1})`],
  (n) => [`if total > ${n(50)}:`, `    total = total // ${n(4) + 2} - limit`, 'else:', '    total += len(items)'],
  (n, v) => [`found = [${v} + ${n(9)} for ${v} in items if ${v} > limit]`, 'total += sum(found)'],
  (n) => ['try:', `    total += items[${n(5)}] // limit`, 'except (IndexError, ZeroDivisionError):', '    total -= 1'],
  (n, v) => [`${v} = sorted(items, reverse=${n(2) === 0 ? 'True' : 'False'})`, `total += ${v}[0] if ${v} else 0`],
  (n) => [`limit = abs(limit - ${n(6)}) + 1`, 'total = total * 2 % 1000003'],
  (n, v) => [`with open(${v}) as handle:`, `    for line in handle.readlines()[${n(4)}:]:`, '        total += len(line.split())'],
  (n, v) => [`seen = {}`, `for ${v} in items:`, `    seen[${v}] = seen.get(${v}, 0) + ${n(3) + 1}`, 'total += len(seen)'],
  (n) => [`def inner(a, b=${n(9)}):`, '    return a * b if a else b', 'total = inner(total, limit)'],
  (n, v) => [`${v} = 0`, `while ${v} < len(items) and items[${v}] != limit:`, `    ${v} += ${n(2) + 1}`, `total -= ${v}`],
];

type Shape = number[][];

/** A program's statements; where `usual` is given, each follows it with probability `share` (what the task suggests). */
function randomShape(next: () => number, usual?: Shape, share = 0.5): Shape {
  return Array.from({ length: 3 }, (_, f) => Array.from({ length: 7 }, (_, s) => (usual && next() < share ? usual[f]![s]! : Math.floor(next() * STATEMENTS.length))));
}

function program(shape: Shape, seed: number, names: string[]): string {
  const random = new Random(seed);
  const next = () => random.next();
  const n = (max: number) => Math.floor(next() * max);
  return shape
    .map((statements, f) => {
      const body = statements.flatMap((kind) => STATEMENTS[kind]!(n, names[n(names.length)]!)).map((line) => `    ${line}`);
      return [`def ${names[f % names.length]}_${f}(items, limit):`, '    total = 0', ...body, '    return total', ''].join('\n');
    })
    .join('\n');
}

/** The texts by id: `student0`…`student35`, `lookalike0`…`lookalike11`, `original` and `copy`. */
export function lookalikeCheck(): Map<string, string> {
  const random = new Random(7);
  const next = () => random.next();
  const texts = new Map<string, string>();
  // The usual way to write the task: students partly follow it, the look-alikes closely.
  const template = randomShape(next);
  for (let s = 0; s < 36; s++) texts.set(`student${s}`, program(randomShape(next, template), s, ['value', 'item', 'x']));
  for (let l = 0; l < 12; l++) {
    const shape = template.map((statements) => [...statements]);
    shape[l % 3]![(l * 5) % 7] = (shape[l % 3]![(l * 5) % 7]! + 1 + (l % 3)) % STATEMENTS.length;
    texts.set(`lookalike${l}`, program(shape, 100 + l, ['element', 'entry', 'number']));
  }
  // The copy: a program of a student who went their own way, with its names changed, its functions in another
  // order and a quarter of its statements rewritten.
  const copied = randomShape(next);
  const disguised = copied.map((statements) => statements.map((kind, s) => (s % 4 === 1 ? (kind + 3) % STATEMENTS.length : kind)));
  texts.set('original', program(copied, 200, ['value', 'item', 'x']));
  texts.set('copy', program([disguised[2]!, disguised[0]!, disguised[1]!], 201, ['piece', 'thing', 'y']));
  return texts;
}
