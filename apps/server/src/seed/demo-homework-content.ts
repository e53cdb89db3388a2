// More work in the demo course's Homework 1 submission of student1, so that graders can try the submission
// view on something the size of real homework: three code files, a notebook, a README and ~50 comments.

export const HOMEWORK_MARKER_FILE = 'stats.py';

export const STATS = `"""Summary statistics for lists of numbers, written with plain loops."""

from average import average


def minimum(values):
    """Return the smallest value."""
    smallest = values[0]
    for v in values:
        if v < smallest:
            smallest = v
    return smallest


def maximum(values):
    """Return the largest value."""
    largest = values[0]
    for v in values:
        if v > largest:
            largest = v
    return largest


def variance(values):
    """Return the population variance."""
    m = average(values)
    total = 0
    for i in range(len(values)):
        total += (values[i] - m) ** 2
    return total / len(values)


def median(values):
    s = sorted(values)
    n = len(s)
    if n % 2 == 1:
        return s[n // 2]
    return (s[n // 2 - 1] + s[n // 2]) / 2


def count_above(values, threshold):
    count = 0
    i = 0
    while i < len(values):
        if values[i] > threshold:
            count = count + 1
        i = i + 1
    return count


def running_totals(values):
    totals = []
    t = 0
    for v in values:
        t += v
        totals.append(t)
    return totals


def summary(values):
    return {
        "min": minimum(values),
        "max": maximum(values),
        "mean": average(values),
        "median": median(values),
        "variance": variance(values),
    }
`;

export const IO_UTILS = `import csv


def read_numbers(path):
    numbers = []
    f = open(path)
    for line in f:
        line = line.strip()
        if line == "":
            continue
        numbers.append(float(line))
    return numbers


def read_column(path, column):
    result = []
    with open(path) as f:
        reader = csv.reader(f)
        header = next(reader)
        index = header.index(column)
        for row in reader:
            result.append(float(row[index]))
    return result


def write_summary(path, stats):
    with open(path, "w") as f:
        for key in stats:
            f.write(key + ": " + str(stats[key]) + "\\n")
`;

export const HOMEWORK_README = `# Homework 1: Loops

## What I wrote

- \`average.py\`: the mean of a list.
- \`stats.py\`: minimum, maximum, median, variance, running totals.
- \`io_utils.py\`: reading numbers from text and CSV files.

## Testing

I tried every function on \`[3, 4, 5]\` and on the temperatures in \`weather.csv\`.

## Questions

Should \`median\` of an empty list raise an error or return \`None\`?
`;

const notebook = {
  cells: [
    { cell_type: 'markdown', metadata: {}, source: ['# Checking my functions\n', '\n', 'A few runs of `stats.py` on real data.'] },
    {
      cell_type: 'code',
      execution_count: 1,
      metadata: {},
      source: ['from stats import summary\n', 'from io_utils import read_column\n', '\n', "temps = read_column('weather.csv', 'temp')\n", 'summary(temps)'],
      outputs: [{ output_type: 'execute_result', execution_count: 1, metadata: {}, data: { 'text/plain': ["{'min': -3.5, 'max': 31.0, 'mean': 12.4, 'median': 11.0, 'variance': 64.2}"] } }],
    },
    {
      cell_type: 'code',
      execution_count: 2,
      metadata: {},
      source: ['summary([])'],
      outputs: [
        { output_type: 'error', ename: 'IndexError', evalue: 'list index out of range', traceback: ['IndexError: list index out of range'] },
      ],
    },
    { cell_type: 'markdown', metadata: {}, source: ['The empty list breaks `minimum`. I am not sure what it should do.'] },
  ],
  metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' }, language_info: { name: 'python' } },
  nbformat: 4,
  nbformat_minor: 5,
};

export const HOMEWORK_NOTEBOOK = JSON.stringify(notebook, null, 1);

export const HOMEWORK_FILES = [
  { name: 'stats.py', extension: 'py', code: STATS },
  { name: 'io_utils.py', extension: 'py', code: IO_UTILS },
  { name: 'README.md', extension: 'md', code: HOMEWORK_README },
  { name: 'checks.ipynb', extension: 'ipynb', code: HOMEWORK_NOTEBOOK },
];

/** Free comments the generator draws from, in turn. */
export const HOMEWORK_REMARKS = [
  'Good: this loop reads clearly.',
  'Could this be a built-in (`min`, `max`, `sum`)? Fine for practice, though.',
  'What happens when the list is empty here?',
  'Nice, descriptive name.',
  'A docstring would help the reader here.',
  'This line does two things; consider splitting it.',
  'Consider a `for` loop instead of managing the index by hand.',
  'Correct, and efficient enough for this size of input.',
  'Watch the spacing around operators (PEP 8).',
  'Nice use of a `with` block: the file is always closed.',
];

/** Rubric comments of Homework 1 (demo-content.ts DEMO_RUBRIC) placed now and then among the free ones. */
export const HOMEWORK_RUBRIC_CYCLE = ['unclear-name', 'edge-case', 'great-docs', 'off-by-one'];
