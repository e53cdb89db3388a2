// The demo course's content: small, realistic student code in Python and Java, with the rubric
// and comments a grader would leave. Other tests and the docs rely on these names.

export const DEMO_ORGANIZATION = { name: 'Demo University', shortname: 'DEMO', emailDomain: 'demo.edu' };
export const DEMO_COURSE = { name: 'Intro to Programming', period: 'Fall 2026' };
export const DEMO_ADMIN = 'admin@demo.edu';
/** Runs the platform: approves instructor sign-ups and reads the mail outbox; in no course. */
export const DEMO_PLATFORM_ADMIN = 'platform@demo.edu';
export const DEMO_GRADERS = ['grader1@demo.edu', 'grader2@demo.edu'];
export const DEMO_STUDENTS = [1, 2, 3, 4, 5].map((n) => `student${n}@demo.edu`);

/** Two lab sections, each led by one grader. */
export const DEMO_SECTIONS = [
  { name: 'Lab A', leader: 'grader1@demo.edu', students: ['student1@demo.edu', 'student2@demo.edu', 'student3@demo.edu'] },
  { name: 'Lab B', leader: 'grader2@demo.edu', students: ['student4@demo.edu', 'student5@demo.edu'] },
];

export const DEMO_ASSIGNMENT = { name: 'Homework 1: Loops', points: 20 };
/** Open for uploads, due two weeks after the demo is created, so students can try uploading. */
export const DEMO_OPEN_ASSIGNMENT = { name: 'Homework 2: Strings', points: 10, allowStudentUpload: true, allowLateUploads: true };
export const DEMO_OPEN_ASSIGNMENT_DUE_DAYS = 14;

export const DEMO_RUBRIC = [
  {
    name: 'Correctness',
    pointLimit: 10,
    helpText: 'Does the program do what the assignment asks?',
    comments: [
      { name: 'off-by-one', text: 'Off-by-one error in the loop bounds.', pointDelta: 2, explanation: 'Check where the loop starts and stops: `range(n)` runs from 0 to n - 1.' },
      { name: 'edge-case', text: 'Does not handle an empty input.', pointDelta: 3, explanation: 'Try your function with an empty list.' },
    ],
  },
  {
    name: 'Style',
    pointLimit: 4,
    helpText: 'Readable code: names, comments, structure.',
    comments: [
      { name: 'unclear-name', text: 'Use a descriptive variable name.', pointDelta: 1, explanation: 'Names like `x` or `tmp` hide what a value means.' },
      { name: 'great-docs', text: 'Clear, helpful docstrings!', pointDelta: -1, explanation: 'Well-documented functions earn a bonus point.' },
    ],
  },
];

export const PYTHON_AVERAGE = `def average(values):
    """Return the mean of a list of numbers."""
    total = 0
    for i in range(1, len(values)):
        total += values[i]
    return total / len(values)


def main():
    x = [3, 4, 5]
    print(average(x))


if __name__ == "__main__":
    main()
`;

export const JAVA_COUNTER = `public class Main {
    /** Counts how many numbers in the array are even. */
    static int countEven(int[] numbers) {
        int count = 0;
        for (int n : numbers) {
            if (n % 2 == 0) {
                count++;
            }
        }
        return count;
    }

    public static void main(String[] args) {
        int[] data = {1, 2, 3, 4, 6};
        System.out.println(countEven(data));
    }
}
`;

export const PYTHON_FIZZBUZZ = `def fizzbuzz(n):
    out = []
    for i in range(1, n + 1):
        if i % 15 == 0:
            out.append("FizzBuzz")
        elif i % 3 == 0:
            out.append("Fizz")
        elif i % 5 == 0:
            out.append("Buzz")
        else:
            out.append(str(i))
    return out
`;

export const PYTHON_FIZZBUZZ_MAIN = `from fizzbuzz import fizzbuzz

for line in fizzbuzz(15):
    print(line)
`;
