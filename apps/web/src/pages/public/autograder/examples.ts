// The four examples of /autograder: where tests run (on Marginalia, in its sandbox, or on the course's own
// system) times how results are reported (objects, or a plain text file). Field names are the real ones of the
// API (`/testCategories/`, `/testCases/`, `/submissionTests/`, `/files/`) and of the autograder's result formats.

export type RunWhere = 'marginalia' | 'own';
export type ReportAs = 'objects' | 'text';

export const RUN_WHERE_OPTIONS: { value: RunWhere; label: string }[] = [
  { value: 'marginalia', label: 'Run tests on Marginalia' },
  { value: 'own', label: 'Run tests on your own system' },
];

export const REPORT_AS_OPTIONS: { value: ReportAs; label: string }[] = [
  { value: 'objects', label: 'Results as objects' },
  { value: 'text', label: 'Results as a plain text file' },
];

export interface CodeBlock {
  /** What the block is: a file name, or the command being run. */
  title: string;
  code: string;
}

export interface AutograderExample {
  caption: string;
  summary: string;
  blocks: CodeBlock[];
  /** What the student and the graders see afterwards. */
  outcome: string;
}

const SERVER = 'https://marginalia.example.edu';

const OBJECTS_ON_MARGINALIA: AutograderExample = {
  caption: 'Run tests on Marginalia, results as objects',
  summary:
    'Your test script runs in the sandbox next to the student’s files, with no network and limits on time and memory. It runs the student’s program, then writes one object per test case into a results file.',
  blocks: [
    {
      title: 'run_tests.py',
      code: `import json
import subprocess

# (test case name, input, expected output)
CASES = [
    ("Adds two numbers", "2 3\\n", "5\\n"),
    ("Handles negatives", "-4 1\\n", "-3\\n"),
]

results = []
for name, given, expected in CASES:
    try:
        run = subprocess.run(["python3", "adder.py"], input=given,
                             capture_output=True, text=True, timeout=5)
        output, errors = run.stdout, run.stderr
    except subprocess.TimeoutExpired:
        output, errors = "", "Timed out after 5 seconds."
    results.append({
        "name": name,
        "passed": output == expected,
        "logs": f"input: {given!r}\\nexpected: {expected!r}\\ngot: {output!r}\\n{errors}",
    })

# Written after the student's program has exited, so it cannot write the verdict itself.
with open("results.json", "w") as f:
    json.dump(results, f, indent=2)`,
    },
    {
      title: 'results.json',
      code: `[
  {
    "name": "Adds two numbers",
    "passed": true,
    "logs": "input: '2 3\\\\n'\\nexpected: '5\\\\n'\\ngot: '5\\\\n'\\n"
  },
  {
    "name": "Handles negatives",
    "passed": false,
    "logs": "input: '-4 1\\\\n'\\nexpected: '-3\\\\n'\\ngot: '3\\\\n'\\n"
  }
]`,
    },
  ],
  outcome:
    'Each object becomes the result of the test case with that name: passed or failed, with its logs, and its points count toward the grade. An optional "score" gives partial credit.',
};

const TEXT_ON_MARGINALIA: AutograderExample = {
  caption: 'Run tests on Marginalia, results as a plain text file',
  summary:
    'Your script runs in the sandbox and simply prints what it finds. Its exit code is the verdict, and everything it prints is kept as a plain text log.',
  blocks: [
    {
      title: 'run_tests.sh',
      code: `#!/bin/sh
status=0
for n in 1 2; do
  expected=$(cat "tests/expected$n.txt")
  actual=$(python3 adder.py < "tests/input$n.txt")
  if [ "$actual" = "$expected" ]; then
    echo "PASS case $n"
  else
    echo "FAIL case $n: expected '$expected', got '$actual'"
    status=1
  fi
done
exit $status`,
    },
    {
      title: '_tests.txt',
      code: `PASS case 1
FAIL case 2: expected '-3', got '3'`,
    },
  ],
  outcome:
    'The whole output becomes one result with the log attached, and a _tests.txt file in the submission, which graders read and comment on like any other file.',
};

const OBJECTS_FROM_OWN_SYSTEM: AutograderExample = {
  caption: 'Run tests on your own system, results as objects',
  summary:
    'Your own machines run the tests and post each result through the API with an instructor’s API key. Create the test category and its test cases once; test cases created through the API are of the "external" kind.',
  blocks: [
    {
      title: 'Once per assignment',
      code: `curl -X POST ${SERVER}/testCategories/ \\
  -H "Authorization: Token $MARGINALIA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"assignment": 42, "name": "Correctness"}'

curl -X POST ${SERVER}/testCases/ \\
  -H "Authorization: Token $MARGINALIA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"testCategory": 7, "description": "Adds two numbers",
       "pointsPass": 2, "pointsFail": 0}'`,
    },
    {
      title: 'For every submission you test',
      code: `curl -X POST ${SERVER}/submissionTests/ \\
  -H "Authorization: Token $MARGINALIA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"submission": 1234, "testCase": 19, "passed": true,
       "logs": "input: 2 3\\nexpected: 5\\ngot: 5"}'`,
    },
    {
      title: 'Answer (201 Created)',
      code: `{
  "id": 881,
  "submission": 1234,
  "testCase": 19,
  "testCategory": 7,
  "logs": "input: 2 3\\nexpected: 5\\ngot: 5",
  "passed": true,
  "isError": false,
  "created": "2026-03-02T14:05:11.482Z",
  "modified": "2026-03-02T14:05:11.482Z"
}`,
    },
  ],
  outcome:
    'The grade is recomputed as soon as the result arrives; the newest result of each test case counts. Send "isError": true for a test that could not run at all.',
};

const TEXT_FROM_OWN_SYSTEM: AutograderExample = {
  caption: 'Run tests on your own system, results as a plain text file',
  summary:
    'Your own harness writes a log as usual. Upload it through the API as a text file of the submission; no test cases need to be defined.',
  blocks: [
    {
      title: 'Upload the log',
      code: `jq -Rs '{submission: 1234, name: "_tests.txt", extension: "txt", code: .}' tests.log |
  curl -X POST ${SERVER}/files/ \\
    -H "Authorization: Token $MARGINALIA_API_KEY" \\
    -H "Content-Type: application/json" \\
    -d @-`,
    },
    {
      title: 'tests.log',
      code: `test_adds_two_numbers ... ok
test_handles_negatives ... FAIL
AssertionError: expected -3, got 3

Ran 2 tests: 1 passed, 1 failed`,
    },
  ],
  outcome:
    'The log appears in the submission next to the student’s code. Graders comment on its lines and award points from the rubric, exactly as they do on code.',
};

export const AUTOGRADER_EXAMPLES: Record<RunWhere, Record<ReportAs, AutograderExample>> = {
  marginalia: { objects: OBJECTS_ON_MARGINALIA, text: TEXT_ON_MARGINALIA },
  own: { objects: OBJECTS_FROM_OWN_SYSTEM, text: TEXT_FROM_OWN_SYSTEM },
};
