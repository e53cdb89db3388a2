import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine, type SimilarityEngine } from './engine';
import { SimilarityIndex } from './fingerprint-index';
import type { EngineLanguage, SourceFile } from './types';

// Copies put through a refactoring tool (constants extracted, values wrapped, locals extracted) score as the
// original; an independent solution of the same task stays low.

let engine: SimilarityEngine;
beforeAll(async () => {
  engine = await loadEngine();
});

function scores(language: EngineLanguage, documents: Record<string, SourceFile[]>): (a: string, b: string) => number {
  const index = new SimilarityIndex();
  const options = { language, minimumMatchTokens: 12 };
  for (const [id, files] of Object.entries(documents)) index.add(engine.fingerprint({ id, files }, options));
  const pairs = index.score();
  return (a, b) => pairs.find((pair) => (pair.a === a && pair.b === b) || (pair.a === b && pair.b === a))?.similarity ?? 0;
}

function aligned(language: EngineLanguage, a: SourceFile[], b: SourceFile[]): number {
  return engine.align({ id: 'a', files: a }, { id: 'b', files: b }, { language, minimumMatchTokens: 12 }).score.similarity;
}

const JAVA_ORIGINAL = `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int cases = in.nextInt();
        for (int c = 1; c <= cases; c++) {
            int n = in.nextInt();
            long best = 0;
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum = Math.max(0, sum + in.nextInt());
                best = Math.max(best, sum);
            }
            System.out.println("Case #" + c + ": " + best);
        }
    }
}
`;

// What automated refactoring tools do: every literal moved to a constants class, values wrapped in Optional,
// literals and wrapped expressions extracted into locals used once.
const JAVA_REFACTORED = `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Optional<Scanner> in_OPT = Optional.of(new Scanner(System.in));
        int cases = in_OPT.get().nextInt();
        for (int c = MainConstants.CONSTANT_1; c <= cases; c++) {
            int n = Objects.requireNonNull(in_OPT.get().nextInt());
            long best = MainConstants.CONSTANT_2;
            long sum = 0;
            int EXTRACTED_3 = 0;
            for (int i = EXTRACTED_3; i < n; i++) {
                Optional<Long> EXTRACTED_1_OPT = Optional.of(sum + in_OPT.get().nextInt());
                sum = Math.max(MainConstants.CONSTANT_2, EXTRACTED_1_OPT.get());
                best = Math.max(best, sum);
            }
            Optional<String> EXTRACTED_2_OPT = Optional.of(MainConstants.CONSTANT_3 + c + ": " + best);
            System.out.println(Objects.requireNonNull(EXTRACTED_2_OPT.get()));
        }
    }
}
`;

const JAVA_CONSTANTS = `public class MainConstants {
    public static final int CONSTANT_1 = 1;
    public static final int CONSTANT_2 = 0;
    public static final String CONSTANT_3 = "Case #";
}
`;

const JAVA_INDEPENDENT = `import java.io.*;
import java.util.stream.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < t; k++) {
            reader.readLine();
            int[] xs = Arrays.stream(reader.readLine().split(" ")).mapToInt(Integer::parseInt).toArray();
            long here = 0, answer = 0;
            for (int x : xs) {
                here = here + x > 0 ? here + x : 0;
                if (here > answer) answer = here;
            }
            out.append(String.format("Case %d: %d%n", k + 1, answer));
        }
        System.out.print(out);
    }
}
`;

const CPP_ORIGINAL = `#include <iostream>
#include <vector>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<long long> prefix(n + 1, 0);
    for (int i = 1; i <= n; i++) {
        long long x;
        cin >> x;
        prefix[i] = (prefix[i - 1] + x) % 1000000007;
    }
    int q;
    cin >> q;
    while (q--) {
        int l, r;
        cin >> l >> r;
        cout << (prefix[r] - prefix[l - 1] + 1000000007) % 1000000007 << "\\n";
    }
    return 0;
}
`;

const CPP_CONSTANTS = `#include <iostream>
#include <vector>
using namespace std;

#define MODULUS 1000000007
const int FIRST = 1;
constexpr long long START = 0;

int main() {
    int n;
    cin >> n;
    vector<long long> prefix(n + FIRST, START);
    for (int i = FIRST; i <= n; i++) {
        long long x;
        cin >> x;
        prefix[i] = (prefix[i - FIRST] + x) % MODULUS;
    }
    int q;
    cin >> q;
    while (q--) {
        int l, r;
        cin >> l >> r;
        cout << (prefix[r] - prefix[l - FIRST] + MODULUS) % MODULUS << "\\n";
    }
    return 0;
}
`;

const CPP_INDEPENDENT = `#include <cstdio>

static long long fenwick[200005];
static int size;

static void add(int at, long long value) {
    for (; at <= size; at += at & -at) fenwick[at] += value;
}

static long long total(int at) {
    long long result = 0;
    for (; at > 0; at -= at & -at) result += fenwick[at];
    return result;
}

int main() {
    scanf("%d", &size);
    for (int i = 1; i <= size; i++) {
        long long value;
        scanf("%lld", &value);
        add(i, value);
    }
    int queries;
    scanf("%d", &queries);
    for (int j = 0; j < queries; j++) {
        int from, to;
        scanf("%d %d", &from, &to);
        printf("%lld\\n", total(to) - total(from - 1));
    }
}
`;

describe('refactorings are undone before fingerprinting', () => {
  it('java: a copy with constants extracted, Optional wrappers and extracted locals scores as the original', () => {
    const original = [{ path: 'Main.java', text: JAVA_ORIGINAL }];
    const refactored = [
      { path: 'Main.java', text: JAVA_REFACTORED },
      { path: 'MainConstants.java', text: JAVA_CONSTANTS },
    ];
    const independent = [{ path: 'Main.java', text: JAVA_INDEPENDENT }];
    const score = scores('java', { original, refactored, independent });
    // (The constants class itself is a few tokens of its own.)
    expect(score('original', 'refactored')).toBeGreaterThan(0.85);
    expect(score('original', 'independent')).toBeLessThan(0.5);
    expect(aligned('java', original, refactored)).toBeGreaterThan(0.9);
    expect(aligned('java', original, independent)).toBeLessThan(0.6);
  });

  it('java: a constant whose name is declared elsewhere too is left alone', () => {
    const shadowed = JAVA_CONSTANTS + 'class Other { void f(int CONSTANT_1) { System.out.println(CONSTANT_1); } }\n';
    const original = [{ path: 'Main.java', text: JAVA_ORIGINAL }];
    const refactored = [
      { path: 'Main.java', text: JAVA_REFACTORED },
      { path: 'MainConstants.java', text: shadowed },
    ];
    // Still parsed and compared (the other constants are inlined); nothing throws.
    expect(aligned('java', original, refactored)).toBeGreaterThan(0.5);
  });

  it('java: a plain local read once stays (inlining every such local makes small independent solutions alike)', () => {
    const plain = JAVA_ORIGINAL.replace('best = Math.max(best, sum);', 'long candidate = Math.max(best, sum);\n                best = candidate;');
    const original = [{ path: 'Main.java', text: JAVA_ORIGINAL }];
    const copy = [{ path: 'Main.java', text: plain }];
    expect(aligned('java', original, copy)).toBeLessThan(1);
    expect(aligned('java', original, copy)).toBeGreaterThan(0.7);
  });

  it('cpp: a copy with #define, const and constexpr constants scores as the original', () => {
    const original = [{ path: 'main.cpp', text: CPP_ORIGINAL }];
    const refactored = [{ path: 'main.cpp', text: CPP_CONSTANTS }];
    const independent = [{ path: 'main.cpp', text: CPP_INDEPENDENT }];
    const score = scores('cpp', { original, refactored, independent });
    expect(score('original', 'refactored')).toBeGreaterThan(0.9);
    expect(score('original', 'independent')).toBeLessThan(0.5);
    expect(aligned('cpp', original, refactored)).toBeGreaterThan(0.9);
  });
});
