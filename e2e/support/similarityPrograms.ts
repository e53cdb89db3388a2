// Python solutions of one exercise (a small grade book: read scores, average them, letter grades, a report) for the
// similarity journey: four written independently, and a disguised copy of the second one: every identifier renamed,
// the functions in another order, and statements that change nothing sprinkled in.

export const INDEPENDENT_SOLUTIONS: readonly string[] = [
  `import sys


def parse_line(line):
    name, *marks = line.split(",")
    return name.strip(), [int(m) for m in marks if m.strip()]


def mean(values):
    if not values:
        return 0.0
    return sum(values) / len(values)


def letter(score):
    for bound, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= bound:
            return grade
    return "F"


def main():
    rows = [parse_line(line) for line in sys.stdin if line.strip()]
    for name, marks in sorted(rows):
        avg = mean(marks)
        print(f"{name:<12}{avg:6.1f} {letter(avg)}")


if __name__ == "__main__":
    main()
`,
  `import sys

class GradeBook:
    def __init__(self):
        self.students = {}

    def add(self, name, scores):
        self.students.setdefault(name, []).extend(scores)

    def average(self, name):
        scores = self.students[name]
        total = 0
        for score in scores:
            total += score
        return total / len(scores) if scores else 0

    def grade(self, name):
        average = self.average(name)
        if average >= 90:
            return "A"
        elif average >= 80:
            return "B"
        elif average >= 70:
            return "C"
        elif average >= 60:
            return "D"
        return "F"

    def report(self):
        lines = []
        for name in sorted(self.students):
            lines.append("%s: %.2f (%s)" % (name, self.average(name), self.grade(name)))
        return "\\n".join(lines)


def read_book(stream):
    book = GradeBook()
    for raw in stream:
        parts = raw.strip().split(",")
        if len(parts) < 2:
            continue
        book.add(parts[0], [float(part) for part in parts[1:]])
    return book


if __name__ == "__main__":
    print(read_book(sys.stdin).report())
`,
  `from statistics import mean
import fileinput

THRESHOLDS = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D'), (0, 'F')]

records = {}
for row in fileinput.input():
    cells = [cell.strip() for cell in row.split(',')]
    if len(cells) > 1:
        records[cells[0]] = list(map(float, cells[1:]))

best = None
for student, marks in records.items():
    value = mean(marks)
    mark = next(symbol for limit, symbol in THRESHOLDS if value >= limit)
    print(student.ljust(15), round(value, 1), mark)
    if best is None or value > best[1]:
        best = (student, value)

if best:
    print('Top of the class:', best[0])
`,
  `import sys
from collections import defaultdict


def load(lines):
    table = defaultdict(list)
    for text in lines:
        text = text.strip()
        if not text or text.startswith("#"):
            continue
        who, rest = text.split(",", 1)
        table[who].extend(float(x) for x in rest.split(","))
    return table


def to_letter(value):
    return "ABCDF"[min(4, max(0, int((100 - value) // 10)))] if value < 100 else "A"


def summary(table):
    out = []
    ranked = sorted(table.items(), key=lambda item: -sum(item[1]) / len(item[1]))
    for position, (who, values) in enumerate(ranked, start=1):
        average = sum(values) / len(values)
        out.append(f"{position}. {who} {average:.1f} {to_letter(average)}")
    return out


print("\\n".join(summary(load(sys.stdin.readlines()))))
`,
];

/** The second solution, disguised: renamed, reordered, with dead statements. */
export const DISGUISED_COPY = `import sys


def load_register(source):
    register = Register()
    unused_counter = 0
    for entry in source:
        fields = entry.strip().split(",")
        if len(fields) < 2:
            continue
        register.insert(fields[0], [float(field) for field in fields[1:]])
    return register


class Register:
    def __init__(self):
        self.people = {}
        debug = False

    def summary(self):
        output = []
        for person in sorted(self.people):
            output.append("%s: %.2f (%s)" % (person, self.mean_of(person), self.letter_of(person)))
        return "\\n".join(output)

    def letter_of(self, person):
        mean_value = self.mean_of(person)
        if mean_value >= 90:
            return "A"
        elif mean_value >= 80:
            return "B"
        elif mean_value >= 70:
            return "C"
        elif mean_value >= 60:
            return "D"
        return "F"

    def mean_of(self, person):
        marks = self.people[person]
        running = 0
        for mark in marks:
            running += mark
            pass
        return running / len(marks) if marks else 0

    def insert(self, person, marks):
        self.people.setdefault(person, []).extend(marks)


if __name__ == "__main__":
    print(load_register(sys.stdin).summary())
`;
