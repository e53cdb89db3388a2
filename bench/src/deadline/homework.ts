// The assignment due on deadline day: a Python grade report, tested the way courses test such homework, with ten
// test cases of the product's own kinds. Six `io_cli` cases run the whole program on an input (each one a fresh
// python3 in the sandbox), four `io` cases call its functions; every case is worth one point. The working
// program passes all ten; a draft with an off-by-one at the grade boundaries passes eight. A student's new version
// switches between the two, so the stored result tells which version a run tested.

export const FILE_NAME = 'grades.py';
export const TEST_COUNT = 10;

export const WORKING = `"""Homework 3: a grade report."""
import sys


def letter(score):
    """The letter grade of a score out of 100."""
    if score >= 90:
        return "A"
    if score >= 80:
        return "B"
    if score >= 70:
        return "C"
    if score >= 60:
        return "D"
    return "F"


def average(scores):
    """The mean of the scores to one decimal (0.0 for none)."""
    return round(sum(scores) / len(scores), 1) if scores else 0.0


def report(lines):
    """One line per "name score" line (others are skipped), then the class average."""
    out = []
    scores = []
    for line in lines:
        parts = line.split()
        if len(parts) != 2 or not parts[1].isdigit():
            continue
        score = int(parts[1])
        scores.append(score)
        out.append(f"{parts[0]}: {letter(score)}")
    out.append(f"average: {average(scores)}")
    return out


if __name__ == "__main__":
    for row in report(sys.stdin.read().splitlines()):
        print(row)
`;

/** Scores on a boundary get the grade below: the boundaries case and letter(90) fail. */
export const DRAFT = WORKING.replace(/score >= (\d0)/g, 'score > $1');

export type Version = 'working' | 'draft';
export const PASSES: Record<Version, number> = { working: 10, draft: 8 };

export function programOf(version: Version, upload: number): string {
  // Every upload's bytes differ (a student edits something each time), as real re-uploads do.
  return `${version === 'working' ? WORKING : DRAFT}\n# upload ${upload}\n`;
}

interface CliCase {
  description: string;
  input: string;
  expectedOutput: string;
}

const CLI_CASES: CliCase[] = [
  { description: 'one student', input: 'ada 95\n', expectedOutput: 'ada: A\naverage: 95.0\n' },
  { description: 'a class of four', input: 'ada 95\nbob 82\ncy 71\ndee 40\n', expectedOutput: 'ada: A\nbob: B\ncy: C\ndee: F\naverage: 72.0\n' },
  { description: 'scores on the boundaries', input: 'a 90\nb 80\nc 70\nd 60\n', expectedOutput: 'a: A\nb: B\nc: C\nd: D\naverage: 75.0\n' },
  { description: 'no input at all', input: '', expectedOutput: 'average: 0.0\n' },
  { description: 'malformed lines are skipped', input: 'ada 95\nnonsense\nbob 85\n', expectedOutput: 'ada: A\nbob: B\naverage: 90.0\n' },
  { description: 'the average is rounded', input: 'a 1\nb 2\nc 2\n', expectedOutput: 'a: F\nb: F\nc: F\naverage: 1.7\n' },
];

const FUNCTION_CASES = [
  { description: 'letter(100) is A', function: 'letter', arguments: '[100]', expectedOutput: '"A"' },
  { description: 'letter(90) is A', function: 'letter', arguments: '[90]', expectedOutput: '"A"' },
  { description: 'letter(59) is F', function: 'letter', arguments: '[59]', expectedOutput: '"F"' },
  { description: 'average([1, 2]) is 1.5', function: 'average', arguments: '[[1, 2]]', expectedOutput: '1.5' },
];

/** The test cases' columns (test_cases), in order; every one exposed to students, one point each. */
export function testCaseRows(testCategoryId: number) {
  const cli = CLI_CASES.map((test) => ({ ...test, type: 'io_cli' as const, command: `python3 ${FILE_NAME}`, isFlexible: true }));
  const calls = FUNCTION_CASES.map((test) => ({ ...test, type: 'io' as const, fileName: FILE_NAME }));
  return [...cli, ...calls].map((test, sortKey) => ({ ...test, testCategoryId, sortKey, pointsPass: 1, exposed: true }));
}
