import { beforeAll, describe, expect, it } from 'vitest';
import { decodeFingerprints, encodeFingerprints } from './encoding';
import { loadEngine, type SimilarityEngine } from './engine';
import { SimilarityIndex } from './fingerprint-index';
import { detectLanguage } from './languages';
import { refinePairScore } from './scoring';
import type { EngineLanguage, EngineOptions, PairScore, SourceFile, SubmissionDocument } from './types';

let engine: SimilarityEngine;
beforeAll(async () => {
  engine = await loadEngine();
});

function doc(id: string, path: string, text: string): SubmissionDocument {
  return { id, files: [{ path, text }] };
}

function options(language: EngineLanguage, starter?: SourceFile[]): EngineOptions {
  return { language, minimumMatchTokens: 12, starter };
}

function fingerprintScore(language: EngineLanguage, ...documents: SubmissionDocument[]): (a: string, b: string) => number {
  const index = new SimilarityIndex();
  for (const document of documents) index.add(engine.fingerprint(document, options(language)));
  const pairs = index.score();
  return (a, b) => pairs.find((pair) => (pair.a === a && pair.b === b) || (pair.a === b && pair.b === a))?.similarity ?? 0;
}

// One small program per language, a copy with every name changed, comments and layout redone, and an
// independent program for the same kind of task.
const PROGRAMS: Record<Exclude<EngineLanguage, 'text'>, { path: string; original: string; renamed: string; independent: string }> = {
  python: {
    path: 'solution.py',
    original: `def mean(values):
    total = 0
    for value in values:
        total += value
    return total / len(values)

def main():
    numbers = [int(x) for x in input().split()]
    if len(numbers) == 0:
        print("empty")
    else:
        print(mean(numbers), max(numbers), min(numbers))

main()
`,
    renamed: `# computes the average
def avg(xs):
    s = 0
    for x in xs:   # accumulate
        s += x
    return s / len(xs)


def run():
    data = [int(t) for t in input().split()]
    if len(data) == 0:
        print("empty")
    else:
        print(avg(data), max(data), min(data))

run()
`,
    independent: `import sys

words = sys.stdin.read().split()
counts = {}
for word in words:
    counts[word] = counts.get(word, 0) + 1
best = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
for word, count in best[:10]:
    print(word, count)
`,
  },
  java: {
    path: 'Main.java',
    original: `import java.util.Scanner;

public class Main {
    static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        int result = in.nextInt();
        for (int i = 1; i < n; i++) {
            result = gcd(result, in.nextInt());
        }
        System.out.println("gcd = " + result);
    }
}
`,
    renamed: `import java.util.Scanner;

/** Greatest common divisor of many numbers. */
public class Solution {
    static int divisor(int x, int y) {
        while (y != 0) { int r = x % y; x = y; y = r; }
        return x;
    }

    public static void main(String[] argv) {
        Scanner sc = new Scanner(System.in);
        int count = sc.nextInt();
        int acc = sc.nextInt();
        for (int k = 1; k < count; k++) {
            acc = divisor(acc, sc.nextInt());   // fold
        }
        System.out.println("gcd = " + acc);
    }
}
`,
    independent: `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        List<String> lines = new ArrayList<>();
        while (in.hasNextLine()) lines.add(in.nextLine().trim());
        Collections.sort(lines);
        Map<String, Integer> seen = new HashMap<>();
        for (String line : lines) seen.merge(line, 1, Integer::sum);
        seen.forEach((key, value) -> System.out.println(key + ": " + value));
    }
}
`,
  },
  c: {
    path: 'main.c',
    original: `#include <stdio.h>

int is_prime(int n) {
    if (n < 2) return 0;
    for (int d = 2; d * d <= n; d++) {
        if (n % d == 0) return 0;
    }
    return 1;
}

int main(void) {
    int limit;
    scanf("%d", &limit);
    int count = 0;
    for (int i = 0; i <= limit; i++) {
        if (is_prime(i)) count++;
    }
    printf("%d primes\\n", count);
    return 0;
}
`,
    renamed: `#include <stdio.h>
/* prime counting */
int prime(int value)
{
    if (value < 2)
        return 0;
    for (int k = 2; k * k <= value; k++)
    {
        if (value % k == 0)
            return 0;
    }
    return 1;
}

int main(void)
{
    int n;
    scanf("%d", &n);
    int total = 0;
    for (int j = 0; j <= n; j++)
    {
        if (prime(j))
            total++;
    }
    printf("%d primes\\n", total);
    return 0;
}
`,
    independent: `#include <stdio.h>
#include <string.h>

int main(void) {
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strlen(line);
        for (size_t i = 0; i < len / 2; i++) {
            char tmp = line[i];
            line[i] = line[len - 1 - i];
            line[len - 1 - i] = tmp;
        }
        fputs(line, stdout);
    }
    return 0;
}
`,
  },
  cpp: {
    path: 'main.cpp',
    original: `#include <iostream>
#include <vector>

class Stack {
public:
    void push(int value) { items.push_back(value); }
    int pop() { int top = items.back(); items.pop_back(); return top; }
    bool empty() const { return items.empty(); }
private:
    std::vector<int> items;
};

int main() {
    Stack stack;
    int value;
    while (std::cin >> value) stack.push(value * 2 + 1);
    while (!stack.empty()) std::cout << stack.pop() << "\\n";
    return 0;
}
`,
    renamed: `#include <iostream>
#include <vector>

// a LIFO container
class Pile {
public:
    void add(int v) { data.push_back(v); }
    int take() { int last = data.back(); data.pop_back(); return last; }
    bool none() const { return data.empty(); }
private:
    std::vector<int> data;
};

int main() {
    Pile p;
    int x;
    while (std::cin >> x) p.add(x * 2 + 1);
    while (!p.none()) std::cout << p.take() << "\\n";
    return 0;
}
`,
    independent: `#include <iostream>
#include <map>
#include <string>

int main() {
    std::map<std::string, int> counts;
    std::string word;
    while (std::cin >> word) ++counts[word];
    for (const auto& [key, count] : counts) {
        if (count > 1) std::cout << key << ' ' << count << std::endl;
    }
}
`,
  },
  javascript: {
    path: 'index.js',
    original: `function fizzbuzz(limit) {
  const out = [];
  for (let i = 1; i <= limit; i++) {
    if (i % 15 === 0) out.push('FizzBuzz');
    else if (i % 3 === 0) out.push('Fizz');
    else if (i % 5 === 0) out.push('Buzz');
    else out.push(String(i));
  }
  return out;
}

console.log(fizzbuzz(Number(process.argv[2])).join('\\n'));
`,
    renamed: `// classic exercise
function play(n) {
  const lines = [];
  for (let k = 1; k <= n; k++) {
    if (k % 15 === 0) lines.push("FizzBuzz");
    else if (k % 3 === 0) lines.push("Fizz");
    else if (k % 5 === 0) lines.push("Buzz");
    else lines.push(String(k));
  }
  return lines;
}
console.log(play(Number(process.argv[2])).join("\\n"));
`,
    independent: `const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const seen = new Set();
rl.on('line', (line) => {
  const key = line.trim().toLowerCase();
  if (!seen.has(key)) {
    seen.add(key);
    console.log(line);
  }
});
`,
  },
  typescript: {
    path: 'queue.ts',
    original: `export class Queue<T> {
  private items: T[] = [];
  private head = 0;

  enqueue(item: T): void {
    this.items.push(item);
  }

  dequeue(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.head += 1;
    return item;
  }

  get size(): number {
    return this.items.length - this.head;
  }
}
`,
    renamed: `/** FIFO */
export class Line<E> {
  private store: E[] = [];
  private first = 0;

  enqueue(value: E): void { this.store.push(value); }

  dequeue(): E | undefined {
    if (this.first >= this.store.length) return undefined;
    const value = this.store[this.first];
    this.first += 1;
    return value;
  }

  get size(): number { return this.store.length - this.first; }
}
`,
    independent: `export function wordFrequencies(text: string): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const word of text.toLowerCase().split(/\\W+/)) {
    if (word.length === 0) continue;
    frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
  }
  return frequencies;
}
`,
  },
};

describe('copies and independent work, per language', () => {
  for (const [language, program] of Object.entries(PROGRAMS) as [Exclude<EngineLanguage, 'text'>, (typeof PROGRAMS)['java']][]) {
    it(`${language}: a renamed, reformatted copy scores high and an independent program low`, () => {
      const original = doc('original', program.path, program.original);
      const renamed = doc('renamed', program.path, program.renamed);
      const independent = doc('independent', program.path, program.independent);
      // Tiny programs: the lexical channel (literals, which renaming keeps) counts for most of the score.
      const score = fingerprintScore(language, original, renamed, independent);
      expect(score('original', 'renamed')).toBeGreaterThan(0.8);
      expect(score('original', 'independent')).toBeLessThan(0.3);
      const copy = engine.align(original, renamed, options(language)).score.similarity;
      const unrelated = engine.align(original, independent, options(language)).score.similarity;
      expect(copy).toBeGreaterThan(0.8);
      expect(unrelated).toBeLessThan(0.3);
    });
  }
});

describe('normalization', () => {
  const original = PROGRAMS.java.original;

  it('reordered methods and classes have no effect', () => {
    const reordered = original.replace(/( {4}static int gcd[\s\S]*?\n {4}}\n\n)([\s\S]*?\n {4}}\n)/, '$2\n$1');
    expect(reordered).not.toBe(original);
    const score = fingerprintScore('java', doc('a', 'Main.java', original), doc('b', 'Main.java', reordered));
    expect(score('a', 'b')).toBeGreaterThan(0.95);
  });

  it('dead code after every statement has little effect', () => {
    let counter = 0;
    const padded = original.replace(/;\n/g, () => `;\n        int unused${counter++} = ${counter} * 7;\n`)
      .replace('return a;', 'return a; a = 5;')
      .replace('System.out.println', 'if (false) { System.out.println("never"); }\n        System.out.println');
    const score = fingerprintScore('java', doc('a', 'Main.java', original), doc('b', 'Main.java', padded));
    expect(score('a', 'b')).toBeGreaterThan(0.9);
    const aligned = engine.align(doc('a', 'Main.java', original), doc('b', 'Main.java', padded), options('java'));
    expect(aligned.score.similarity).toBeGreaterThan(0.9);
  });

  it('drops loops that never run, pure calls whose result is dropped, and writes that only feed themselves', () => {
    const padded = original
      .replace('int result = in.nextInt();', 'int result = in.nextInt();\n        int scratch = 4;\n        scratch = scratch * 1 + 0;\n        scratch++;')
      .replace('for (int i = 1;', 'for (int k = 0; k < 0; k++) { k += 2; }\n        twice(3);\n        int ignored = twice(result);\n        for (int i = 1;')
      .replace('    public static void main', '    static int twice(int x) {\n        int r = x * 2;\n        return r;\n    }\n\n    public static void main');
    const score = fingerprintScore('java', doc('a', 'Main.java', original), doc('b', 'Main.java', padded));
    expect(score('a', 'b')).toBeGreaterThan(0.95);
  });

  it('an unused private method has no effect, a used one does', () => {
    const helper = '    private static int twice(int x) { int y = x * 2; for (int i = 0; i < y; i++) { y = y - i % 3; } return y + x; }\n';
    const unused = original.replace('public static void main', `${helper.trim()}\n\n    public static void main`);
    const score = fingerprintScore('java', doc('a', 'Main.java', original), doc('b', 'Main.java', unused));
    expect(score('a', 'b')).toBeGreaterThan(0.95);
    const used = unused.replace('result = gcd(result', 'result = twice(result) + gcd(result');
    const usedScore = fingerprintScore('java', doc('a', 'Main.java', original), doc('b', 'Main.java', used));
    expect(usedScore('a', 'b')).toBeLessThan(score('a', 'b'));
  });

  it('starter code never counts: two students who kept only the template score 0', () => {
    const template = PROGRAMS.python.original;
    const starter = [{ path: 'solution.py', text: template }];
    const a = engine.fingerprint(doc('a', 'solution.py', template), options('python', starter));
    const b = engine.fingerprint(doc('b', 'solution.py', `${template}\n`), options('python', starter));
    expect(a.hashes.length).toBe(0);
    const index = new SimilarityIndex();
    index.add(a);
    index.add(b);
    expect(index.score().filter((pair) => pair.similarity > 0)).toEqual([]);
    const aligned = engine.align(doc('a', 'solution.py', template), doc('b', 'solution.py', template), options('python', starter));
    expect(aligned.score.similarity).toBe(0);
    expect(aligned.fragments).toEqual([]);
  });

  it('starter code is subtracted but what students add still matches', () => {
    const starter = [{ path: 'Main.java', text: PROGRAMS.java.original }];
    const extra = `    static long power(long base, int exponent) {\n        long result = 1;\n        while (exponent > 0) {\n            if ((exponent & 1) == 1) result *= base;\n            base *= base;\n            exponent >>= 1;\n        }\n        return result;\n    }\n`;
    const added = PROGRAMS.java.original.replace('    public static void main', `${extra}\n    public static void main`).replace('"gcd = " + result', '"gcd = " + result + power(result, 2)');
    const a = doc('a', 'Main.java', added);
    const b = doc('b', 'Main.java', added.replace(/exponent/g, 'e'));
    const aligned = engine.align(a, b, options('java', starter));
    expect(aligned.score.similarity).toBeGreaterThan(0.8);
    for (const fragment of aligned.fragments) expect(fragment.left.startLine).toBeGreaterThanOrEqual(12);
  });
});

describe('dead code by scope and effect', () => {
  const tokens = (language: EngineLanguage, path: string, text: string) => engine.fingerprint(doc('x', path, text), options(language)).tokenCount;

  it('c++: unread locals (even named like variables of other blocks), local prototypes, unread globals and members, idle loops weigh nothing', () => {
    const original = PROGRAMS.cpp.original;
    const padded = original
      .replace('#include <vector>\n', '#include <vector>\n\nint unusedTotal = 100 + 200;\nvoid report(int level);\n')
      .replace('    std::vector<int> items;\n', '    std::vector<int> items;\n    int spare;\n    bool ready = false;\n')
      .replace('int top = items.back();', 'int value(0); int* scratch = new int(42); int top = items.back();')
      .replace('    Stack stack;\n', '    Stack stack;\n    int top;\n    void helper(const std::string &s, int);\n    for (int i = 0; i < 10; ++i) { int square = i * i; }\n');
    expect(padded).not.toBe(original);
    expect(tokens('cpp', 'main.cpp', padded)).toBe(tokens('cpp', 'main.cpp', original));
    const score = fingerprintScore('cpp', doc('a', 'main.cpp', original), doc('b', 'main.cpp', padded), doc('c', 'main.cpp', PROGRAMS.cpp.independent));
    expect(score('a', 'b')).toBeGreaterThan(0.95);
    expect(score('b', 'c')).toBeLessThan(0.3);
  });

  it('c++: a local read in its own block, a constructed object and a loop that prints stay', () => {
    const original = PROGRAMS.cpp.original;
    const read = original.replace('    Stack stack;\n', '    Stack stack;\n    int top = 3;\n    std::cout << top;\n');
    expect(tokens('cpp', 'main.cpp', read)).toBeGreaterThan(tokens('cpp', 'main.cpp', original));
    const loop = original.replace('    Stack stack;\n', '    Stack stack;\n    for (int i = 0; i < 10; ++i) { std::cout << i; }\n');
    expect(tokens('cpp', 'main.cpp', loop)).toBeGreaterThan(tokens('cpp', 'main.cpp', original));
    const built = original.replace('    Stack stack;\n', '    Stack stack;\n    Stack* other = new Stack();\n');
    expect(tokens('cpp', 'main.cpp', built)).toBeGreaterThan(tokens('cpp', 'main.cpp', original));
  });

  it('java: a local nobody in its block reads goes, though another method reads a variable of that name', () => {
    const original = PROGRAMS.java.original;
    const padded = original.replace('int t = a % b;', 'int n = 7; int result = a * 2; int t = a % b;');
    expect(tokens('java', 'Main.java', padded)).toBe(tokens('java', 'Main.java', original));
    const read = original.replace('int t = a % b;', 'int n = 7; int t = a % b + n;');
    expect(tokens('java', 'Main.java', read)).toBeGreaterThan(tokens('java', 'Main.java', original));
  });

  it('java: discarded results of pure library calls and branches on conditions that never hold weigh nothing', () => {
    const original = PROGRAMS.java.original;
    const padded = original
      .replace('int t = a % b;', 'int t = a % b;\n            Math.abs(-3);\n            String.valueOf(t);')
      .replace(
        '        System.out.println(',
        '        System.out.print("");\n        if (System.nanoTime() < 0) { System.out.println("never"); }\n        if (false && n > 2) { result = 0; }\n        while (1 > 2) { n++; }\n        java.lang.Math.max(n, result);\n        System.out.println(',
      );
    expect(tokens('java', 'Main.java', padded)).toBe(tokens('java', 'Main.java', original));
    const score = fingerprintScore('java', doc('a', 'Main.java', original), doc('b', 'Main.java', padded), doc('c', 'Main.java', PROGRAMS.java.independent));
    expect(score('a', 'b')).toBeGreaterThan(0.95);
    expect(score('b', 'c')).toBeLessThan(0.3);
    // What prints, or may hold, stays.
    for (const kept of ['System.out.println("");', 'System.out.print("x");', 'if (System.nanoTime() > 0) { n++; }', 'if (next(a) > 2 && false) { n++; }', 'Math.random();']) {
      const other = original.replace('int t = a % b;', `int t = a % b;\n            ${kept}`);
      expect(tokens('java', 'Main.java', other), kept).toBeGreaterThan(tokens('java', 'Main.java', original));
    }
  });

  it('java: a public stub that only throws and that nothing calls weighs nothing; one that is called stays', () => {
    const original = PROGRAMS.java.original;
    const stub = (name: string) => `    public int ${name}(float value) {\n        throw new RuntimeException("You'd better not have called me!");\n    }\n`;
    const withStub = (text: string, name: string) => text.slice(0, text.lastIndexOf('}')) + stub(name) + text.slice(text.lastIndexOf('}'));
    expect(tokens('java', 'Main.java', withStub(original, 'main_callMe_not'))).toBe(tokens('java', 'Main.java', original));
    const calling = original.replace('int t = a % b;', 'int t = a % b + checked(1.5f);');
    expect(tokens('java', 'Main.java', withStub(calling, 'checked'))).toBeGreaterThan(tokens('java', 'Main.java', calling));
  });

  it('c++: discarded results of pure library calls and branches on conditions that never hold weigh nothing', () => {
    const original = PROGRAMS.cpp.original;
    const padded = original.replace('    Stack stack;\n', '    Stack stack;\n    std::abs(-3);\n    std::max(1, 2);\n    sqrt(16.0);\n    if (false && value > 2) { std::cout << "never"; }\n    if (!true) { value = 1; }\n');
    expect(tokens('cpp', 'main.cpp', padded)).toBe(tokens('cpp', 'main.cpp', original));
    const kept = original.replace('    Stack stack;\n', '    Stack stack;\n    if (value > 2) { std::cout << "maybe"; }\n');
    expect(tokens('cpp', 'main.cpp', kept)).toBeGreaterThan(tokens('cpp', 'main.cpp', original));
  });

  it('typescript: a `let` unread in its block goes, a `var` read outside its block stays', () => {
    const original = PROGRAMS.typescript.original;
    const lines = original.split('\n');
    const at = lines.findIndex((line) => /^\s+(const|let) /.test(line));
    expect(at).toBeGreaterThan(0);
    const indent = /^\s*/.exec(lines[at]!)![0];
    const withLet = [...lines.slice(0, at), `${indent}let spare = 5;`, ...lines.slice(at)].join('\n');
    expect(tokens('typescript', 'main.ts', withLet)).toBe(tokens('typescript', 'main.ts', original));
  });
});

describe('fragments', () => {
  it('point at the copied lines and columns on both sides', () => {
    const left = `x = 1\n\ndef area(w, h):\n    if w < 0 or h < 0:\n        raise ValueError("negative")\n    return w * h * 1.5 + abs(w - h)\n`;
    const right = `import math\nprint("hello")\n\n\n  \ndef surface(a, b):\n    if a < 0 or b < 0:\n        raise ValueError("bad")\n    return a * b * 1.5 + abs(a - b)\n`;
    const aligned = engine.align(doc('l', 'l.py', left), doc('r', 'r.py', right), { language: 'python', minimumMatchTokens: 8 });
    expect(aligned.fragments.length).toBeGreaterThan(0);
    const [fragment] = aligned.fragments;
    expect(fragment!.left).toMatchObject({ file: 'l.py', startLine: 3, startColumn: 0, endLine: 6 });
    expect(fragment!.right).toMatchObject({ file: 'r.py', startLine: 6, startColumn: 0, endLine: 9 });
    expect(fragment!.left.endColumn).toBe('    return w * h * 1.5 + abs(w - h)'.length);
    expect(aligned.score.longestMatch).toBe(4);
  });

  it('never cover dead code inserted into a copy', () => {
    const original = PROGRAMS.java.original;
    const padded = original
      .replace('int n = in.nextInt();', 'int n = in.nextInt();\n        int unusedCounter = 7;')
      .replace('a = b;', 'a = b;\n            if (false) { System.out.println("never"); }');
    const aligned = engine.align(doc('a', 'Main.java', original), doc('b', 'Main.java', padded), options('java'));
    const lines = padded.split('\n');
    const dead = [lines.findIndex((line) => line.includes('unusedCounter')) + 1, lines.findIndex((line) => line.includes('never')) + 1];
    expect(aligned.fragments.length).toBeGreaterThan(1);
    for (const fragment of aligned.fragments) {
      for (const line of dead) expect(line < fragment.right.startLine || line > fragment.right.endLine).toBe(true);
    }
    expect(aligned.score.similarity).toBeGreaterThan(0.95);
    // The same documents aligned again give the same answer (they are analysed once).
    const left = doc('a', 'Main.java', original);
    const right = doc('b', 'Main.java', padded);
    expect(engine.align(left, right, options('java'))).toEqual(engine.align(left, right, options('java')));
  });

  it('columns count UTF-16 code units', () => {
    const body = `def f(s):\n    t = s + "é😀"\n    return t * 2 + s\n`;
    const aligned = engine.align(doc('l', 'a.py', `y = "😀😀"; ${body}`), doc('r', 'b.py', body), { language: 'python', minimumMatchTokens: 6 });
    const fragment = aligned.fragments[0]!;
    expect(fragment.left.startLine).toBe(1);
    expect(fragment.left.startColumn).toBe('y = "😀😀"; '.length);
    expect(fragment.right).toMatchObject({ startLine: 1, startColumn: 0, endLine: 3, endColumn: '    return t * 2 + s'.length });
  });

  it('a multi-file document names the right files', () => {
    const util = PROGRAMS.java.original;
    const other = PROGRAMS.typescript.original;
    const a: SubmissionDocument = { id: 'a', files: [{ path: 'src/Readme.java', text: 'class Readme {}' }, { path: 'src/Main.java', text: util }] };
    const b: SubmissionDocument = { id: 'b', files: [{ path: 'Gcd.java', text: util.replace(/result/g, 'r') }, { path: 'q.ts', text: other }] };
    const aligned = engine.align(a, b, options('java'));
    expect(aligned.fragments.length).toBeGreaterThan(0);
    for (const fragment of aligned.fragments) {
      expect(fragment.left.file).toBe('src/Main.java');
      expect(fragment.right.file).toBe('Gcd.java');
    }
  });
});

describe('robustness', () => {
  it('compares unknown languages through the lexical channel', () => {
    const text = 'SELECT name, COUNT(*) FROM students s JOIN grades g ON g.student = s.id WHERE g.value > 5 GROUP BY name ORDER BY 2 DESC;';
    const copy = text.replace(/\s+/g, '\n  ');
    const other = 'UPDATE courses SET archived = TRUE WHERE year < 2020 AND NOT EXISTS (SELECT 1 FROM enrolments e WHERE e.course = id);';
    const score = fingerprintScore('text', doc('a', 'q.sql', text), doc('b', 'q.sql', copy), doc('c', 'q.sql', other));
    expect(score('a', 'b')).toBeGreaterThan(0.9);
    expect(score('a', 'c')).toBeLessThan(0.3);
  });

  it('separates a copy of a tiny program from independent work of the same shape by its literals', () => {
    const program = (name: string, prompt: string, factor: string, label: string) =>
      `public class Main {\n    public static void main(String[] args) {\n        java.util.Scanner in = new java.util.Scanner(System.in);\n        System.out.print("${prompt}");\n        double ${name} = in.nextDouble();\n        System.out.println("${label}" + ${name} * ${name} * ${factor});\n    }\n}\n`;
    const original = doc('original', 'Main.java', program('radius', 'Enter the radius: ', '3.14159', 'The area is '));
    const copy = doc('copy', 'Main.java', program('r', 'Enter the radius: ', '3.14159', 'The area is '));
    const independent = doc('independent', 'Main.java', program('radius', 'Radius? ', 'Math.PI', 'Area: '));
    const score = fingerprintScore('java', original, copy, independent);
    expect(score('original', 'copy')).toBeGreaterThan(0.9);
    expect(score('original', 'independent')).toBeLessThan(score('original', 'copy') - 0.4);
  });

  it('never throws on code that does not parse, and still matches what parsed', () => {
    const broken = `${PROGRAMS.java.original}\n  }}} public void ( {{ int = ;\n`;
    const fingerprints = engine.fingerprint(doc('a', 'Main.java', broken), options('java'));
    expect(fingerprints.hashes.length).toBeGreaterThan(0);
    const aligned = engine.align(doc('a', 'Main.java', broken), doc('b', 'Main.java', PROGRAMS.java.original), options('java'));
    expect(aligned.score.similarity).toBeGreaterThan(0.7);
    expect(() => engine.fingerprint(doc('c', 'x.py', 'def (:\n\t\x00 """'), options('python'))).not.toThrow();
    expect(engine.fingerprint(doc('d', 'empty.c', ''), options('c')).hashes.length).toBe(0);
    // An expression nested too deep to walk recursively is compared through the lexical tokenizer instead.
    const deep = `class A { int f() { return ${Array.from({ length: 30_000 }, (_, i) => `x${i % 7}`).join(' + ')}; } }`;
    expect(engine.fingerprint(doc('e', 'A.java', deep), options('java')).tokenCount).toBeGreaterThan(30_000);
  });

  it('detects the language by the majority of extensions', () => {
    expect(detectLanguage(['a.py', 'b.py', 'notes.txt'])).toBe('python');
    expect(detectLanguage(['Main.java'])).toBe('java');
    expect(detectLanguage(['list.h', 'list.c', 'main.c'])).toBe('c');
    expect(detectLanguage(['list.h', 'list.cpp'])).toBe('cpp');
    expect(detectLanguage(['a.mjs', 'b.jsx'])).toBe('javascript');
    expect(detectLanguage(['a.tsx', 'b.mts', 'c.js'])).toBe('typescript');
    expect(detectLanguage(['README.md', 'data.csv'])).toBe('text');
    expect(detectLanguage([])).toBe('text');
  });
});

describe('the index', () => {
  const documents = Object.entries(PROGRAMS).flatMap(([language, program]) => [
    { language: language as EngineLanguage, document: doc(`${language}-1`, program.path, program.original) },
    { language: language as EngineLanguage, document: doc(`${language}-2`, program.path, program.renamed) },
    { language: language as EngineLanguage, document: doc(`${language}-3`, program.path, program.independent) },
  ]);

  it('fingerprints survive encoding and decoding', () => {
    for (const { language, document } of documents) {
      const fingerprints = engine.fingerprint(document, options(language));
      expect(decodeFingerprints(encodeFingerprints(fingerprints))).toEqual(fingerprints);
    }
    expect(() => decodeFingerprints(new Uint8Array([9, 0]))).toThrow();
  });

  it('scores a new document against the index as a full rescore would', () => {
    const all = documents.map(({ language, document }) => engine.fingerprint(document, options(language)));
    const newcomer = all.find((fingerprints) => fingerprints.id === 'java-2')!;
    const index = new SimilarityIndex();
    for (const fingerprints of all) if (fingerprints !== newcomer) index.add(fingerprints);
    const incremental = index.scoreAgainst(newcomer);
    index.add(newcomer);
    const full = index.score().filter((pair) => pair.a === 'java-2' || pair.b === 'java-2');
    const key = (pair: PairScore) => (pair.a === 'java-2' ? pair.b : pair.a);
    expect(incremental.map(key).sort()).toEqual(full.map(key).sort());
    for (const pair of incremental) {
      const same = full.find((other) => key(other) === key(pair))!;
      expect(pair.similarity).toBeCloseTo(same.similarity, 12);
      expect([pair.longestMatch, pair.matchedLines]).toEqual([same.longestMatch, same.matchedLines]);
    }
    expect(incremental[0]!.b).toBe('java-1');
  });

  it('refines an aligned pair\'s score from both the estimate and the alignment', () => {
    const a = documents[3]!.document;
    const b = documents[4]!.document;
    const index = new SimilarityIndex();
    index.add(engine.fingerprint(a, options('java')));
    index.add(engine.fingerprint(b, options('java')));
    const [estimate] = index.score();
    const alignment = engine.align(a, b, options('java'));
    const refined = refinePairScore(estimate!, alignment);
    expect(refined.similarity).toBeCloseTo(0.75 * estimate!.similarity + 0.25 * alignment.score.similarity, 12);
    // Between the two, nearer the estimate (which knows how common the shared code is in the check).
    expect(Math.abs(refined.similarity - estimate!.similarity)).toBeLessThanOrEqual(Math.abs(refined.similarity - alignment.score.similarity));
    expect([refined.a, refined.b, refined.longestMatch, refined.matchedLines]).toEqual([a.id, b.id, alignment.score.longestMatch, alignment.score.matchedLines]);
  });

  it('a copy grown by code of its own keeps much of its score: part of it is the share of the smaller side', () => {
    const original = doc('original', 'Main.java', PROGRAMS.java.original);
    const grown: SubmissionDocument = { id: 'grown', files: [{ path: 'Main.java', text: PROGRAMS.java.original }, { path: 'Words.java', text: PROGRAMS.java.independent }] };
    const index = new SimilarityIndex();
    const a = engine.fingerprint(original, options('java'));
    const b = engine.fingerprint(grown, options('java'));
    index.add(a);
    index.add(b);
    const dice = (2 * a.hashes.length) / (a.hashes.length + b.hashes.length);
    expect(index.score()[0]!.similarity).toBeGreaterThan(dice + 0.05);
  });

  it('replaces and removes documents', () => {
    const index = new SimilarityIndex();
    const one = engine.fingerprint(documents[3]!.document, options('java'));
    const two = engine.fingerprint(documents[4]!.document, options('java'));
    index.add(one);
    index.add(two);
    expect(index.score()[0]!.similarity).toBeGreaterThan(0.8);
    index.add({ ...engine.fingerprint(documents[5]!.document, options('java')), id: two.id });
    expect(index.score()[0]?.similarity ?? 0).toBeLessThan(0.3);
    index.remove(two.id);
    expect(index.score()).toEqual([]);
    expect(index.size).toBe(1);
  });
});
