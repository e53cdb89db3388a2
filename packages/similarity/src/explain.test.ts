import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine, type SimilarityEngine } from './engine';
import type { EngineLanguage, EngineOptions, Explanation, SubmissionDocument } from './types';

let engine: SimilarityEngine;
beforeAll(async () => {
  engine = await loadEngine();
});

function doc(id: string, path: string, text: string): SubmissionDocument {
  return { id, files: [{ path, text }] };
}

function options(language: EngineLanguage): EngineOptions {
  return { language, minimumMatchTokens: 12 };
}

/** Rewrites other than helper inlining, as [kind, part, line] (both sides inline the same helpers here). */
function rewritesBesidesHelpers(side: Explanation['left']): [string, string, number][] {
  return side.rewrites.filter((rewrite) => rewrite.kind !== 'helper').map((rewrite) => [rewrite.kind, rewrite.part, rewrite.range.startLine]);
}

function helpersInlined(side: Explanation['left']): number[] {
  return side.rewrites.filter((rewrite) => rewrite.kind === 'helper' && rewrite.part === 'declaration').map((rewrite) => rewrite.range.startLine);
}

function renamed(explanation: Explanation): Record<string, string> {
  return Object.fromEntries(explanation.renames.map((rename) => [rename.left, rename.right]));
}

// Each copy renames variables and functions and adds one dead statement; the Java and C++ copies extract a
// constant, the Java one also wraps a value in `Optional`, and the Java and Python copies move a function.
const JAVA_ORIGINAL = `import java.util.Scanner;

public class Main {
    static int sumOfSquares(int[] values) {
        int total = 0;
        for (int i = 0; i < values.length; i++) {
            total += values[i] * values[i];
        }
        return total;
    }

    static int largest(int[] values) {
        int best = values[0];
        for (int value : values) {
            if (value > best) {
                best = value;
            }
        }
        return best;
    }

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int count = scanner.nextInt();
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = scanner.nextInt() % 1000;
        }
        System.out.println("Sum of squares: " + sumOfSquares(values));
        System.out.println("Largest value: " + largest(values));
    }
}
`;

const JAVA_COPY = `import java.util.Optional;
import java.util.Scanner;

public class Main {
    private static final int LIMIT = 1000;

    static int maximum(int[] numbers) {
        int top = numbers[0];
        for (int number : numbers) {
            if (number > top) {
                top = number;
            }
        }
        return top;
    }

    static int squares(int[] numbers) {
        int acc = 0;
        int unused = 42;
        for (int k = 0; k < numbers.length; k++) {
            acc += numbers[k] * numbers[k];
        }
        return acc;
    }

    public static void main(String[] args) {
        Scanner input = Optional.of(new Scanner(System.in)).get();
        int n = input.nextInt();
        int[] numbers = new int[n];
        for (int k = 0; k < n; k++) {
            numbers[k] = input.nextInt() % LIMIT;
        }
        System.out.println("Sum of squares: " + squares(numbers));
        System.out.println("Largest value: " + maximum(numbers));
    }
}
`;

const CPP_ORIGINAL = `#include <iostream>
#include <vector>

int sumOfSquares(const std::vector<int> &values) {
    int total = 0;
    for (size_t i = 0; i < values.size(); ++i) {
        total += values[i] * values[i];
    }
    return total;
}

int main() {
    int count;
    std::cin >> count;
    std::vector<int> values(count);
    for (int i = 0; i < count; ++i) {
        std::cin >> values[i];
        values[i] = values[i] % 1000;
    }
    std::cout << "Sum of squares: " << sumOfSquares(values) << std::endl;
    return 0;
}
`;

const CPP_COPY = `#include <iostream>
#include <vector>

const int LIMIT = 1000;

int squares(const std::vector<int> &numbers) {
    int acc = 0;
    for (size_t k = 0; k < numbers.size(); ++k) {
        acc += numbers[k] * numbers[k];
    }
    return acc;
}

int main() {
    int n;
    std::cin >> n;
    int ignored = 7;
    std::vector<int> numbers(n);
    for (int k = 0; k < n; ++k) {
        std::cin >> numbers[k];
        numbers[k] = numbers[k] % LIMIT;
    }
    std::cout << "Sum of squares: " << squares(numbers) << std::endl;
    return 0;
}
`;

const PY_ORIGINAL = `def sum_of_squares(values):
    total = 0
    for value in values:
        total += value * value
    return total


def largest(values):
    best = values[0]
    for value in values:
        if value > best:
            best = value
    return best


def main():
    values = [int(x) % 1000 for x in input().split()]
    print("Sum of squares:", sum_of_squares(values))
    print("Largest value:", largest(values))


main()
`;

const PY_COPY = `def biggest(numbers):
    top = numbers[0]
    for number in numbers:
        if number > top:
            top = number
    return top


def squares(numbers):
    acc = 0
    for number in numbers:
        acc += number * number
    return acc
    print("never")


def main():
    numbers = [int(t) % 1000 for t in input().split()]
    print("Sum of squares:", squares(numbers))
    print("Largest value:", biggest(numbers))


main()
`;

describe('explain', () => {
  it('java: a disguised copy says which names changed, what was dead, rewritten and moved', () => {
    const explanation = engine.explain(doc('a', 'Main.java', JAVA_ORIGINAL), doc('b', 'Main.java', JAVA_COPY), options('java'));
    expect(explanation.left.deadCode).toEqual([]);
    expect(rewritesBesidesHelpers(explanation.left)).toEqual([]);
    // Both helpers are called from one place on both sides: read as their bodies at the calls.
    expect(helpersInlined(explanation.left)).toEqual([4, 12]);
    expect(helpersInlined(explanation.right)).toEqual([7, 17]);
    expect(explanation.right.deadCode).toEqual([
      { reason: 'unread-variable', range: { file: 'Main.java', startLine: 19, startColumn: 8, endLine: 19, endColumn: 24 } },
    ]);
    expect(rewritesBesidesHelpers(explanation.right)).toEqual([
      ['constant', 'declaration', 5],
      ['wrapper', 'use', 27],
      ['constant', 'use', 31],
    ]);
    // (The helpers' own names are not compared: their calls read as their bodies.)
    expect(renamed(explanation)).toMatchObject({ values: 'numbers', i: 'k', best: 'top', scanner: 'input', total: 'acc' });
    expect(explanation.renameCount).toBe(7);
    expect(explanation.renames[0]).toEqual({ left: 'i', right: 'k', occurrences: 9 });
    expect(explanation.changedLiterals).toBe(0);
    expect(explanation.reordered).toBe(true);
    expect(explanation.movedBetweenFiles).toBe(false);
    expect(explanation.left.matchedShare).toBe(1);
    expect(explanation.right.matchedShare).toBeGreaterThan(0.95);
    expect(explanation.left.starterLines).toBe(0);
  });

  it('c++: the unread local, the constant and the renames', () => {
    const explanation = engine.explain(doc('a', 'main.cpp', CPP_ORIGINAL), doc('b', 'main.cpp', CPP_COPY), options('cpp'));
    expect(explanation.right.deadCode.map((span) => [span.reason, span.range.startLine])).toEqual([['unread-variable', 17]]);
    expect(rewritesBesidesHelpers(explanation.right)).toEqual([
      ['constant', 'declaration', 4],
      ['constant', 'use', 21],
    ]);
    expect(helpersInlined(explanation.right)).toEqual([6]);
    expect(renamed(explanation)).toEqual({ i: 'k', values: 'numbers', count: 'n', total: 'acc' });
    expect(explanation.reordered).toBe(false);
  });

  it('python: code after a return, reordered functions and renames', () => {
    const explanation = engine.explain(doc('a', 'main.py', PY_ORIGINAL), doc('b', 'main.py', PY_COPY), options('python'));
    expect(explanation.right.deadCode.map((span) => [span.reason, span.range.startLine])).toEqual([['unreachable', 14]]);
    expect(rewritesBesidesHelpers(explanation.right)).toEqual([]);
    expect(renamed(explanation)).toMatchObject({ values: 'numbers', best: 'top', total: 'acc' });
    expect(explanation.reordered).toBe(true);
  });

  it('an identical copy has the same rewrites on both sides, no renames, no dead code and matches whole', () => {
    for (const [language, path, text] of [
      ['java', 'Main.java', JAVA_ORIGINAL],
      ['cpp', 'main.cpp', CPP_ORIGINAL],
      ['python', 'main.py', PY_ORIGINAL],
    ] as const) {
      const explanation = engine.explain(doc('a', path, text), doc('b', path, text), options(language));
      expect(explanation.renameCount).toBe(0);
      expect(explanation.changedLiterals).toBe(0);
      expect(explanation.reordered).toBe(false);
      expect(explanation.movedBetweenFiles).toBe(false);
      expect(explanation.right.rewrites).toEqual(explanation.left.rewrites);
      for (const side of [explanation.left, explanation.right]) {
        expect(side.deadCode).toEqual([]);
        expect(rewritesBesidesHelpers(side)).toEqual([]);
        expect(side.matchedShare).toBe(1);
      }
    }
  });

  it('counts literals written differently inside the matches', () => {
    const copy = JAVA_ORIGINAL.replace('"Sum of squares: "', '"Total of squares = "').replace('% 1000', '% 1024');
    const explanation = engine.explain(doc('a', 'Main.java', JAVA_ORIGINAL), doc('b', 'Main.java', copy), options('java'));
    expect(explanation.changedLiterals).toBe(2);
    expect(explanation.renameCount).toBe(0);
  });

  it('notices matching code moved to another file', () => {
    const [head, tail] = [JAVA_ORIGINAL.slice(0, JAVA_ORIGINAL.indexOf('    static int largest')), JAVA_ORIGINAL.slice(JAVA_ORIGINAL.indexOf('    static int largest'))];
    const split: SubmissionDocument = {
      id: 'b',
      files: [
        { path: 'Main.java', text: `${head}}\n` },
        { path: 'Largest.java', text: `class Largest {\n${tail}` },
      ],
    };
    const explanation = engine.explain(doc('a', 'Main.java', JAVA_ORIGINAL), split, options('java'));
    expect(explanation.movedBetweenFiles).toBe(true);
  });

  it('gives exactly the alignment and scores `align` gives, which explaining leaves as they were', () => {
    // The scores these pairs have when no explanation is asked for: explaining must never change one.
    const expected = {
      java: { similarity: 0.9968289212827989, longestMatch: 9, matchedLines: 56 },
      cpp: { similarity: 1, longestMatch: 7, matchedLines: 36 },
      python: { similarity: 1, longestMatch: 6, matchedLines: 29 },
    };
    for (const [language, path, original, copy] of [
      ['java', 'Main.java', JAVA_ORIGINAL, JAVA_COPY],
      ['cpp', 'main.cpp', CPP_ORIGINAL, CPP_COPY],
      ['python', 'main.py', PY_ORIGINAL, PY_COPY],
    ] as const) {
      const a = doc('a', path, original);
      const b = doc('b', path, copy);
      const before = engine.align(a, b, options(language));
      const explanation = engine.explain(a, b, options(language));
      expect(explanation.alignment).toEqual(before);
      expect(engine.align(doc('a', path, original), doc('b', path, copy), options(language))).toEqual(before);
      expect(before.score).toEqual({ a: 'a', b: 'b', ...expected[language] });
    }
  });
});
