import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine, type SimilarityEngine } from './engine';
import type { EngineLanguage } from './types';

// A copy whose code was moved into helpers called from one place ("extract method") scores as the original, in
// every parsed language (the thresholds sit above what the same copies score with the helpers kept as written:
// 0.93 Java, 0.89 C++, 0.95 Python, 0.92 TypeScript); a helper called from two places, or calling itself, stays as written; an independent
// solution stays low.

let engine: SimilarityEngine;
beforeAll(async () => {
  engine = await loadEngine();
});

function aligned(language: EngineLanguage, path: string, a: string, b: string): number {
  const options = { language, minimumMatchTokens: 12 };
  return engine.align({ id: 'a', files: [{ path, text: a }] }, { id: 'b', files: [{ path, text: b }] }, options).score.similarity;
}

const JAVA_ORIGINAL = `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = in.nextInt();
        int best = Integer.MIN_VALUE;
        int current = 0;
        for (int i = 0; i < n; i++) {
            current = Math.max(values[i], current + values[i]);
            best = Math.max(best, current);
        }
        StringBuilder out = new StringBuilder();
        out.append("Best: ").append(best);
        if (best < 0) out.append(" (all negative)");
        System.out.println(out);
    }
}
`;

const JAVA_EXTRACTED = `import java.util.*;

public class Main {
    private static int[] readValues(Scanner scanner) {
        int count = scanner.nextInt();
        int[] numbers = new int[count];
        for (int k = 0; k < count; k++) numbers[k] = scanner.nextInt();
        return numbers;
    }

    private static void report(int result) {
        StringBuilder text = new StringBuilder();
        text.append("Best: ").append(result);
        if (result < 0) text.append(" (all negative)");
        System.out.println(text);
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int[] values = readValues(in);
        int n = values.length;
        int best = Integer.MIN_VALUE;
        int current = 0;
        for (int i = 0; i < n; i++) {
            current = Math.max(values[i], current + values[i]);
            best = Math.max(best, current);
        }
        report(best);
    }
}
`;

const JAVA_INDEPENDENT = `import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        reader.readLine();
        String[] parts = reader.readLine().trim().split("\\\\s+");
        long answer = Long.MIN_VALUE, running = 0;
        for (String part : parts) {
            running += Long.parseLong(part);
            if (running > answer) answer = running;
            if (running < 0) running = 0;
        }
        System.out.printf("Best: %d%n", answer);
    }
}
`;

const CPP_ORIGINAL = `#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> values(n);
    for (int i = 0; i < n; i++) cin >> values[i];
    int best = values[0];
    int current = 0;
    for (int i = 0; i < n; i++) {
        current = max(values[i], current + values[i]);
        best = max(best, current);
    }
    cout << "Best: " << best;
    if (best < 0) cout << " (all negative)";
    cout << endl;
    return 0;
}
`;

const CPP_EXTRACTED = `#include <iostream>
#include <vector>
using namespace std;

static vector<int> readValues() {
    int count;
    cin >> count;
    vector<int> numbers(count);
    for (int k = 0; k < count; k++) cin >> numbers[k];
    return numbers;
}

static void report(int result) {
    cout << "Best: " << result;
    if (result < 0) cout << " (all negative)";
    cout << endl;
}

int main() {
    vector<int> values = readValues();
    int n = values.size();
    int best = values[0];
    int current = 0;
    for (int i = 0; i < n; i++) {
        current = max(values[i], current + values[i]);
        best = max(best, current);
    }
    report(best);
    return 0;
}
`;

const PYTHON_ORIGINAL = `import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    values = [int(x) for x in data[1:n + 1]]
    best = values[0]
    current = 0
    for value in values:
        current = max(value, current + value)
        best = max(best, current)
    line = "Best: " + str(best)
    if best < 0:
        line += " (all negative)"
    print(line)

main()
`;

const PYTHON_EXTRACTED = `import sys

def read_values():
    data = sys.stdin.read().split()
    count = int(data[0])
    return [int(x) for x in data[1:count + 1]]

def report(result):
    text = "Best: " + str(result)
    if result < 0:
        text += " (all negative)"
    print(text)

def main():
    values = read_values()
    best = values[0]
    current = 0
    for value in values:
        current = max(value, current + value)
        best = max(best, current)
    report(best)

main()
`;

const TS_ORIGINAL = `import { readFileSync } from 'node:fs';

function main(): void {
  const data = readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
  const n = data[0];
  const values = data.slice(1, n + 1);
  let best = values[0];
  let current = 0;
  for (const value of values) {
    current = Math.max(value, current + value);
    best = Math.max(best, current);
  }
  let line = 'Best: ' + best;
  if (best < 0) line += ' (all negative)';
  console.log(line);
}

main();
`;

const TS_EXTRACTED = `import { readFileSync } from 'node:fs';

function readValues(): number[] {
  const numbers = readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
  const count = numbers[0];
  return numbers.slice(1, count + 1);
}

function report(result: number): void {
  let text = 'Best: ' + result;
  if (result < 0) text += ' (all negative)';
  console.log(text);
}

function main(): void {
  const values = readValues();
  let best = values[0];
  let current = 0;
  for (const value of values) {
    current = Math.max(value, current + value);
    best = Math.max(best, current);
  }
  report(best);
}

main();
`;

const CPP_INDEPENDENT = `#include <cstdio>
#include <climits>

int main() {
    int count;
    if (scanf("%d", &count) != 1) return 1;
    long long answer = LLONG_MIN, running = 0;
    while (count-- > 0) {
        long long x;
        scanf("%lld", &x);
        running = running > 0 ? running + x : x;
        if (running > answer) answer = running;
    }
    printf("Best: %lld\\n", answer);
}
`;

const PYTHON_INDEPENDENT = `import sys
from itertools import accumulate

numbers = list(map(int, sys.stdin.read().split()))[1:]
prefix = [0] + list(accumulate(numbers))
lowest = 0
answer = None
for total in prefix[1:]:
    candidate = total - lowest
    answer = candidate if answer is None else max(answer, candidate)
    lowest = min(lowest, total)
print(f"Best: {answer}")
`;

const TS_INDEPENDENT = `const numbers: number[] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number).slice(1);
const result = numbers.reduce(
  (state, x) => {
    const here = Math.max(x, state.here + x);
    return { here, best: Math.max(state.best, here) };
  },
  { here: 0, best: -Infinity },
);
process.stdout.write(\`Best: \${result.best}\\n\`);
`;

describe('helpers called from one place are read as their body at the call', () => {
  it('java: a copy with two extracted methods scores close to the original; an independent solution stays low', () => {
    expect(aligned('java', 'Main.java', JAVA_ORIGINAL, JAVA_EXTRACTED)).toBeGreaterThan(0.96);
    expect(aligned('java', 'Main.java', JAVA_ORIGINAL, JAVA_INDEPENDENT)).toBeLessThan(0.5);
  });

  it('java: the fragments of an inlined helper point at the helper where it is written, signature included', () => {
    const options = { language: 'java' as const, minimumMatchTokens: 12 };
    const { fragments } = engine.align({ id: 'a', files: [{ path: 'Main.java', text: JAVA_ORIGINAL }] }, { id: 'b', files: [{ path: 'Main.java', text: JAVA_EXTRACTED }] }, options);
    // readValues is written on lines 4-9 of the copy (its `return` has no match in the original), report on lines
    // 11-16; the original has both inline in main.
    const covered = (from: number, to: number) => fragments.some((fragment) => fragment.right.startLine <= from && fragment.right.endLine >= to);
    expect(covered(4, 7)).toBe(true);
    expect(covered(11, 16)).toBe(true);
    expect(fragments.every((fragment) => fragment.left.endLine - fragment.left.startLine < 12)).toBe(true);
  });

  it('java: a helper called from two places stays as written', () => {
    const twice = JAVA_EXTRACTED.replace('report(best);', 'report(best);\n        report(current);');
    // Inlined, the second call would add the helper's body again; kept, it adds a call of a few tokens.
    expect(aligned('java', 'Main.java', JAVA_EXTRACTED, twice)).toBeGreaterThan(aligned('java', 'Main.java', JAVA_ORIGINAL, twice));
  });

  it('java: a method that calls itself is never inlined (and nothing loops)', () => {
    const recursive = `class Main {
    static int depth(int n) { if (n == 0) return 0; return 1 + depth(n - 1); }
    public static void main(String[] args) { System.out.println(depth(args.length)); }
}
`;
    expect(aligned('java', 'Main.java', recursive, recursive)).toBe(1);
  });

  it('cpp: a copy with two extracted functions scores close to the original; an independent solution stays low', () => {
    expect(aligned('cpp', 'main.cpp', CPP_ORIGINAL, CPP_EXTRACTED)).toBeGreaterThan(0.92);
    expect(aligned('cpp', 'main.cpp', CPP_ORIGINAL, CPP_INDEPENDENT)).toBeLessThan(0.5);
  });

  it('python: a copy with two extracted functions scores close to the original; an independent solution stays low', () => {
    expect(aligned('python', 'main.py', PYTHON_ORIGINAL, PYTHON_EXTRACTED)).toBeGreaterThan(0.96);
    expect(aligned('python', 'main.py', PYTHON_ORIGINAL, PYTHON_INDEPENDENT)).toBeLessThan(0.5);
  });

  it('typescript: a copy with two extracted functions scores close to the original; an independent solution stays low', () => {
    expect(aligned('typescript', 'main.ts', TS_ORIGINAL, TS_EXTRACTED)).toBeGreaterThan(0.96);
    expect(aligned('typescript', 'main.ts', TS_ORIGINAL, TS_INDEPENDENT)).toBeLessThan(0.5);
  });
});
