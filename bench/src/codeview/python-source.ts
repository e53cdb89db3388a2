// A 5,000-line Python file that reads like a student's project: imports, dataclasses, classes with methods,
// functions with loops, branches, docstrings and comments. Generated from a fixed seed, so every run measures
// the same text.
import { Random } from '@marginalia/similarity/testing';

export const SOURCE_LINES = 5000;
/** The closing main() and its guard. */
const MAIN_LINES = 12;

const NOUNS = ['order', 'item', 'record', 'customer', 'invoice', 'route', 'shipment', 'score', 'sample', 'window', 'bucket', 'token', 'event', 'reading', 'report'];
const VERBS = ['load', 'parse', 'merge', 'filter', 'summarize', 'normalize', 'validate', 'rank', 'group', 'export', 'compute', 'split', 'resolve', 'update'];
const ADJECTIVES = ['pending', 'total', 'average', 'latest', 'valid', 'weighted', 'sorted', 'unique', 'missing', 'active'];
const NOTES = [
  'handle the empty case first so the loop below can assume data',
  'keep the original order; callers rely on it',
  'this is O(n log n) because of the sort',
  'TODO: move this to a config file',
  'the input may contain duplicates',
  'rounding here matches the spreadsheet the client uses',
  'guard against division by zero',
  'convert once instead of inside the loop',
];

export function pythonSource(lines = SOURCE_LINES): string {
  // The same seed gives the same file everywhere.
  const seeded = new Random(20260501);
  const random = () => seeded.next();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const name = () => `${pick(ADJECTIVES)}_${pick(NOUNS)}`;
  const out: string[] = [
    '"""Inventory analysis: reads shipment records, cleans them and reports totals per route."""',
    '',
    'from __future__ import annotations',
    '',
    'import csv',
    'import json',
    'import math',
    'from collections import defaultdict',
    'from dataclasses import dataclass, field',
    'from pathlib import Path',
    'from typing import Iterable, Optional',
    '',
    'THRESHOLD = 0.75',
    'MAX_RETRIES = 3',
    '',
  ];

  function functionBody(indent: string, params: string[]) {
    const result = name();
    out.push(`${indent}    ${result} = []`);
    if (random() < 0.5) out.push(`${indent}    # ${pick(NOTES)}`);
    out.push(`${indent}    if not ${params[0]}:`, `${indent}        return ${result}`);
    const loopVar = pick(NOUNS);
    out.push(`${indent}    for index, ${loopVar} in enumerate(${params[0]}):`);
    const steps = 2 + Math.floor(random() * 5);
    for (let step = 0; step < steps; step += 1) {
      const value = name();
      const roll = random();
      if (roll < 0.3) {
        out.push(`${indent}        ${value} = ${loopVar}.get("${pick(NOUNS)}", 0) * ${(random() * 10).toFixed(2)}`);
      } else if (roll < 0.55) {
        out.push(`${indent}        if ${loopVar}.get("${pick(ADJECTIVES)}") and index % ${2 + Math.floor(random() * 7)} == 0:`);
        out.push(`${indent}            ${value} = round(math.sqrt(abs(index - ${Math.floor(random() * 100)})), 3)`);
        out.push(`${indent}        else:`, `${indent}            ${value} = None`);
      } else if (roll < 0.75) {
        out.push(`${indent}        try:`);
        out.push(`${indent}            ${value} = float(${loopVar}["${pick(NOUNS)}"]) / max(1, len(${params[0]}))`);
        out.push(`${indent}        except (KeyError, ValueError) as error:`);
        out.push(`${indent}            raise ValueError(f"bad ${pick(NOUNS)} at row {index}: {error}") from error`);
      } else {
        out.push(`${indent}        ${value} = [part.strip().lower() for part in str(${loopVar}).split(",") if part]`);
      }
      if (step === steps - 1) out.push(`${indent}        ${result}.append(${value})`);
    }
    if (random() < 0.4) out.push(`${indent}    ${result}.sort(key=lambda entry: (entry is None, str(entry)))`);
    out.push(`${indent}    return ${result}`, '');
  }

  const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

  function freeFunction() {
    const params = [`${pick(NOUNS)}s`, `${pick(ADJECTIVES)}_limit`];
    const noun = pick(NOUNS);
    out.push(`def ${pick(VERBS)}_${noun}s_${out.length}(${params[0]}: list[dict], ${params[1]}: Optional[int] = None) -> list:`);
    out.push(`    """${capitalized(pick(VERBS))} the ${noun}s and return the ${pick(ADJECTIVES)} ones."""`);
    functionBody('', params);
    out.push('');
  }

  function dataClass() {
    const className = `${capitalized(pick(NOUNS))}${capitalized(pick(NOUNS))}${out.length}`;
    out.push('@dataclass', `class ${className}:`, `    """One ${pick(NOUNS)} as read from the input file."""`, '');
    out.push(`    identifier: str`, `    ${name()}: float = 0.0`, `    tags: list[str] = field(default_factory=list)`, '');
    const methods = 1 + Math.floor(random() * 3);
    for (let method = 0; method < methods; method += 1) {
      const params = [`${pick(NOUNS)}s`];
      out.push(`    def ${pick(VERBS)}_${pick(NOUNS)}(self, ${params[0]}: Iterable[dict]) -> list:`);
      functionBody('    ', params);
    }
    out.push('');
  }

  // Whole functions and classes only: one that would not fit ends the loop, and module constants fill the rest.
  const room = lines - MAIN_LINES;
  for (;;) {
    const before = out.length;
    if (random() < 0.35) dataClass();
    else freeFunction();
    if (out.length > room) {
      out.length = before;
      break;
    }
  }
  for (let filler = 0; out.length < room; filler += 1) out.push(`${pick(ADJECTIVES).toUpperCase()}_${pick(NOUNS).toUpperCase()}_${filler} = ${filler * 7}`);
  out.push(
    '',
    'def main(path: str) -> None:',
    '    """Read the file at path and print a JSON report."""',
    '    with Path(path).open(newline="") as handle:',
    '        rows = list(csv.DictReader(handle))',
    '    totals = defaultdict(float)',
    '    for row in rows:',
    '        totals[row.get("route", "unknown")] += float(row.get("weight", 0) or 0)',
    '    print(json.dumps(totals, indent=2, sort_keys=True))',
    '',
    'if __name__ == "__main__":',
    '    main("shipments.csv")',
  );
  // No final newline: the editor then shows exactly `lines` lines.
  return out.join('\n');
}
