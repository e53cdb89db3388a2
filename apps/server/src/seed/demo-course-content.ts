import { DEMO_PERIOD } from '@marginalia/contracts';

// The public demo of the submission view (docs/PRODUCT.md §2): one finalized submission of a word-count program with
// several kinds of files (code in two folders, Markdown, a notebook, an image, an older version), a rubric and
// a test run. Visitors see it at /demo without an account.

export const DEMO_REVIEW_COURSE = { name: 'Marginalia Demo', period: DEMO_PERIOD };
export const DEMO_REVIEW_STUDENT = 'demo.student@demo.edu';
export const DEMO_REVIEW_ASSIGNMENT = { name: 'Demo: Word Count', points: 20 };

export const WORDCOUNT_V1 = `import sys


def count_words(text):
    words = text.split(" ")
    counts = {}
    for w in words:
        counts[w] = counts[w] + 1
    return counts


if __name__ == "__main__":
    print(count_words(open(sys.argv[1]).read()))
`;

export const WORDCOUNT = `"""Count the words of a text file and print the most common ones.

Usage: python wordcount.py FILE [--top N] [--min-length N]
"""

import argparse
import sys

from text.tokenize import tokenize

DEFAULT_TOP = 10


def count_words(words):
    """Return a dict mapping each word to how many times it occurs."""
    counts = {}
    for word in words:
        if word in counts:
            counts[word] += 1
        else:
            counts[word] = 1
    return counts


def most_common(counts, n):
    """Return the n most frequent (word, count) pairs, most frequent first."""
    pairs = list(counts.items())
    pairs.sort(key=lambda pair: pair[1], reverse=True)
    return pairs[0:n]


def filter_short(counts, min_length):
    result = {}
    for w in counts:
        if len(w) > min_length:
            result[w] = counts[w]
    return result


def read_file(path):
    f = open(path)
    data = f.read()
    return data


def format_table(pairs):
    """Format (word, count) pairs as two aligned columns."""
    if len(pairs) == 0:
        return "(no words)"
    width = max(len(word) for word, _ in pairs)
    lines = []
    for word, count in pairs:
        lines.append(word.ljust(width) + "  " + str(count))
    return "\\n".join(lines)


def parse_args(argv):
    parser = argparse.ArgumentParser(description="Count words in a text file.")
    parser.add_argument("path", help="the file to read")
    parser.add_argument("--top", type=int, default=DEFAULT_TOP, help="how many words to show")
    parser.add_argument("--min-length", type=int, default=0, help="ignore shorter words")
    return parser.parse_args(argv)


def main(argv=None):
    args = parse_args(argv if argv is not None else sys.argv[1:])
    try:
        text = read_file(args.path)
    except:
        print("could not read " + args.path)
        return 1
    words = tokenize(text)
    counts = count_words(words)
    counts = filter_short(counts, args.min_length)
    print(format_table(most_common(counts, args.top)))
    total = 0
    for w in counts:
        total = total + counts[w]
    print("total words: " + str(total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
`;

export const TOKENIZE = `"""Split text into lowercase words."""

import re

WORD = re.compile(r"[a-z']+")


def tokenize(text):
    """Return the words of text, lowercased, without punctuation."""
    return WORD.findall(text.lower())


def strip_quotes(word):
    while word.startswith("'"):
        word = word[1:]
    while word.endswith("'"):
        word = word[:-1]
    return word
`;

export const README = `# Word Count

Counts the words in a text file and prints the most common ones.

## Running it

\`\`\`
python wordcount.py sample.txt --top 5
\`\`\`

## Design

- \`text/tokenize.py\` splits the text into lowercase words.
- \`wordcount.py\` counts them and prints a table.

## Known problems

Words with apostrophes at the start (like *'tis*) keep the apostrophe.
`;

const notebook = {
  cells: [
    { cell_type: 'markdown', metadata: {}, source: ['# Word frequencies\n', '\n', 'How often do the most common words appear in *Alice in Wonderland*?'] },
    {
      cell_type: 'code',
      execution_count: 1,
      metadata: {},
      source: ['from wordcount import count_words, most_common\n', 'from text.tokenize import tokenize\n', '\n', "words = tokenize(open('alice.txt').read())\n", 'len(words)'],
      outputs: [{ output_type: 'execute_result', execution_count: 1, metadata: {}, data: { 'text/plain': ['26443'] } }],
    },
    {
      cell_type: 'code',
      execution_count: 2,
      metadata: {},
      source: ['for word, count in most_common(count_words(words), 5):\n', '    print(word, count)'],
      outputs: [{ output_type: 'stream', name: 'stdout', text: ['the 1642\n', 'and 872\n', 'to 729\n', 'a 632\n', 'she 541\n'] }],
    },
    { cell_type: 'markdown', metadata: {}, source: ['The five most common words are all short function words, so the `--min-length` option matters.'] },
  ],
  metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' }, language_info: { name: 'python' } },
  nbformat: 4,
  nbformat_minor: 5,
};

export const NOTEBOOK = JSON.stringify(notebook, null, 1);

/** An 8×8 PNG (a small bar chart icon), base64 as uploads store images. */
export const HISTOGRAM_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAKklEQVR42mP4igMwQCiNvBP4JJClGSB8NAkgAyEBl8YuAdfKgCaKTwKCAISBhiAT9RJaAAAAAElFTkSuQmCC';

export const DEMO_REVIEW_RUBRIC = [
  {
    name: 'Correctness',
    pointLimit: null,
    helpText: 'Does the program count and report words correctly?',
    comments: [
      { name: 'demo-wrong-total', text: 'The total counts only the words left after filtering.', pointDelta: 2, explanation: 'Count the total before `filter_short` removes words.' },
      { name: 'demo-off-by-one-length', text: 'Words of exactly the minimum length are dropped.', pointDelta: 1, explanation: '`--min-length 3` should keep three-letter words: use `>=`.' },
      { name: 'demo-tie-order', text: 'Ties are not broken in a stable way.', pointDelta: 0.5, explanation: 'Sort by count, then by word, so the output is the same every run.' },
    ],
  },
  {
    name: 'Robustness',
    pointLimit: 3,
    helpText: 'Errors are handled and resources are released. At most 3 points off.',
    comments: [
      { name: 'demo-bare-except', text: 'Catch the specific exception, not everything.', pointDelta: 1, explanation: 'A bare `except:` also hides typing mistakes and Ctrl-C.' },
      { name: 'demo-file-not-closed', text: 'The file is never closed.', pointDelta: 1, explanation: 'Use `with open(path) as f:` so the file is closed even on errors.' },
      { name: 'demo-exit-code', text: 'Errors should go to stderr with a non-zero exit code.', pointDelta: 1 },
    ],
  },
  {
    name: 'Style',
    pointLimit: null,
    helpText: 'Names, docstrings and structure.',
    comments: [
      { name: 'demo-good-docstrings', text: 'Clear docstrings throughout.', pointDelta: -1, explanation: 'Well-documented functions earn a bonus point.' },
      { name: 'demo-short-name', text: 'Use a descriptive variable name.', pointDelta: 0.5, explanation: 'Names like `w` or `f` hide what a value means.' },
    ],
  },
];

export type DemoFileKey = 'main' | 'tokenize' | 'readme' | 'notebook' | 'image' | 'oldMain';

/** Oldest first: the first version of wordcount.py was uploaded before the rest. */
export const DEMO_REVIEW_FILES: { key: DemoFileKey; name: string; path: string | null; extension: string; code: string }[] = [
  { key: 'oldMain', name: 'wordcount.py', path: null, extension: 'py', code: WORDCOUNT_V1 },
  { key: 'main', name: 'wordcount.py', path: null, extension: 'py', code: WORDCOUNT },
  { key: 'tokenize', name: 'tokenize.py', path: 'text', extension: 'py', code: TOKENIZE },
  { key: 'readme', name: 'README.md', path: null, extension: 'md', code: README },
  { key: 'notebook', name: 'analysis.ipynb', path: null, extension: 'ipynb', code: NOTEBOOK },
  { key: 'image', name: 'histogram.png', path: null, extension: 'png', code: HISTOGRAM_PNG },
];

/** Where a comment goes: a needle on a line of a text file, or a whole notebook cell (line = cell index). */
export interface DemoComment {
  file: DemoFileKey;
  /** The text to underline, first found on or after `line`. */
  needle?: string;
  line?: number;
  cell?: number;
  rubric?: string;
  text?: string;
  pointDelta?: number | null;
}

export const DEMO_REVIEW_COMMENTS: DemoComment[] = [
  { file: 'main', needle: '"""Count the words of a text file and print the most common ones.', rubric: 'demo-good-docstrings' },
  { file: 'main', needle: 'if word in counts:', text: '`collections.Counter` does this in one line; worth knowing, though your loop is correct.' },
  { file: 'main', needle: 'pairs.sort(key=lambda pair: pair[1], reverse=True)', rubric: 'demo-tie-order' },
  { file: 'main', needle: 'len(w) > min_length', rubric: 'demo-off-by-one-length' },
  { file: 'main', needle: 'for w in counts:', rubric: 'demo-short-name' },
  { file: 'main', needle: 'f = open(path)', rubric: 'demo-file-not-closed' },
  { file: 'main', needle: 'except:', rubric: 'demo-bare-except' },
  { file: 'main', needle: 'print("could not read " + args.path)', rubric: 'demo-exit-code' },
  { file: 'main', needle: 'total = total + counts[w]', rubric: 'demo-wrong-total' },
  { file: 'main', needle: 'width = max(len(word) for word, _ in pairs)', text: 'Nice: the empty case is handled before `max`, which would fail on an empty list.', pointDelta: -0.5 },
  { file: 'tokenize', needle: `WORD = re.compile(r"[a-z']+")`, text: 'Digits are dropped: is "2024" a word? Say what you decided in the README.' },
  { file: 'tokenize', needle: 'def strip_quotes(word):', text: '`strip_quotes` is never called, which is why *\'tis* keeps its apostrophe.', pointDelta: 0.5 },
  { file: 'readme', needle: '## Known problems', text: 'Good to list known problems honestly.' },
  { file: 'notebook', cell: 2, text: 'A bar chart would show the drop-off better than printed numbers.' },
  { file: 'oldMain', needle: 'counts[w] = counts[w] + 1', text: 'This raised a KeyError on the first word; fixed in the newer version.' },
];

export const DEMO_REVIEW_TESTS = {
  category: 'Unit tests',
  cases: [
    { description: 'counts repeated words', pointsPass: 0, pointsFail: -2, passed: true, logs: 'count_words(["a", "b", "a"]) == {"a": 2, "b": 1}\nok' },
    { description: 'keeps words of the minimum length', pointsPass: 0, pointsFail: -2, passed: false, logs: 'filter_short({"cat": 1}, 3)\nexpected {"cat": 1}, got {}\nFAILED' },
    { description: 'handles an empty file', pointsPass: 0, pointsFail: -1, passed: true, logs: 'format_table([]) == "(no words)"\nok' },
  ],
};
