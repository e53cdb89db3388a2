// The demo course's autograder: Homework 2 (open for uploads) tests every upload in the sandbox, with two tests
// students see at once and one they see with their feedback, and a reference solution staff can run the tests
// against. Test points deduct, as the demo rubric does.

export const DEMO_AUTOGRADER_ENVIRONMENT = { language: 'python' as const, runOnUpload: true, maxStudentTestRuns: 10 };

export const DEMO_SOLUTION_FILE = 'strings.py';

export const DEMO_SOLUTION = `"""Homework 2: shouting strings."""
import sys


def shout(text):
    """The text in capitals, followed by an exclamation mark (nothing at all for empty text)."""
    text = text.strip()
    return text.upper() + "!" if text else ""


if __name__ == "__main__":
    for line in sys.stdin:
        print(shout(line))
`;

const UNIT_TESTS = `from strings import shout


def test_empty_text_stays_empty():
    assert shout("") == ""


def test_spaces_are_trimmed():
    assert shout("  hi  ") == "HI!"


def test_already_capitals():
    assert shout("OK") == "OK!"
`;

export const DEMO_AUTOGRADER_CATEGORY = 'Shouting';

export const DEMO_AUTOGRADER_TESTS = [
  {
    type: 'io_cli' as const,
    description: 'shouts each line of input',
    command: 'python3 strings.py',
    input: 'hello\nworld\n',
    expectedOutput: 'HELLO!\nWORLD!\n',
    isFlexible: true,
    exposed: true,
    pointsFail: -2,
    explanation: 'Run `python3 strings.py` and type a few lines: each should come back in capitals with a `!`.',
  },
  {
    type: 'io' as const,
    description: 'shout("hi") returns "HI!"',
    fileName: 'strings.py',
    function: 'shout',
    arguments: '["hi"]',
    expectedOutput: '"HI!"',
    exposed: true,
    pointsFail: -2,
    explanation: '`shout` returns the new text; it does not print it.',
  },
  {
    type: 'unit' as const,
    description: 'edge cases',
    fileName: 'test_strings.py',
    script: UNIT_TESTS,
    exposed: false,
    pointsFail: -3,
    explanation: 'Empty text, surrounding spaces and text already in capitals.',
  },
];
