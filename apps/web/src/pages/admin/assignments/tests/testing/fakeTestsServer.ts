import {
  AUTOGRADER_ZIP_MESSAGES,
  DEFAULT_RUN_LIMITS,
  EnvironmentUpdate,
  LIMIT_KEYS,
  LIMIT_LABELS,
  MAX_RUN_LIMITS,
  TEST_CASE_RUN_DEFAULTS,
  TEST_RUN_MESSAGES,
  testCaseProblems,
  type AutograderZip,
  type Environment,
  type EnvironmentFile,
  type Leaderboard,
  type SubmissionOverviewRow,
  type TestCase,
  type TestCategory,
  type TestRun,
  type TestRunBatch,
  type TestRunResult,
} from '@marginalia/contracts';
import { makeTestRun } from '../../../../../features/test-runs/testing/fixtures';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from '../../testing/fakeAssignmentsServer';

// The assignments panel's fake server plus the autograder routes the Tests tab calls: the environment and its
// files (multipart), test categories and cases, and the assignment's runs. It keeps the rules the tab relies on:
// limits over their caps answer 400 under `limits`, a test needs its kind's fields, a run needs tests (and the
// solution files for a solution run), and one "Run all" at a time. Runs do not progress by themselves: tests move
// them with `advance`. The autograder zip (GET/POST/DELETE /assignments/{id}/autograder/) starts building when
// uploaded and stays so until `advanceZip`.

type Answer = [status: number, body: unknown];
const NOT_FOUND: Answer = [404, { detail: 'Not found.' }];

export const TESTS_ASSIGNMENT_ID = 11;

export function makeTestCase(changes: Partial<TestCase> & Pick<TestCase, 'id' | 'testCategory'>): TestCase {
  return { type: 'io_cli', description: '', sortKey: 0, pointsPass: 1, pointsFail: 0, explanation: '', ...TEST_CASE_RUN_DEFAULTS, ...changes };
}

/** A run of the Tests tab's assignment: the runs fixture (features/test-runs/testing) queued by staff, not yet started. */
export function makeRun(changes: Partial<TestRun> & Pick<TestRun, 'id'>): TestRun {
  return makeTestRun({ assignment: TESTS_ASSIGNMENT_ID, submission: null, trigger: 'staff', state: 'queued', created: '2026-11-26T09:00:00Z', started: null, finished: null, durationMs: null, ...changes });
}

export function makeResult(changes: Partial<TestRunResult> & Pick<TestRunResult, 'testCase' | 'passed'>): TestRunResult {
  return {
    testCategory: 1,
    description: '',
    categoryName: '',
    explanation: '',
    points: changes.passed ? 1 : 0,
    maxPoints: 1,
    score: null,
    logs: '',
    logsTruncated: false,
    isError: false,
    durationMs: null,
    outputFormat: 'ansi',
    visibility: null,
    number: null,
    tags: [],
    ...changes,
  };
}

export function makeOverviewRow(changes: Partial<SubmissionOverviewRow> & Pick<SubmissionOverviewRow, 'id' | 'students'>): SubmissionOverviewRow {
  return {
    sections: [],
    grader: null,
    state: 'unclaimed',
    regradeOpen: false,
    grade: null,
    needsAttention: false,
    dateUploaded: '2026-11-20T10:00:00Z',
    dateEdited: '2026-11-20T10:00:00Z',
    lateDayCreditsUsed: 0,
    inMySection: false,
    tests: null,
    ...changes,
  };
}

/** An autograder zip of the Tests tab's assignment, just uploaded and building. */
export function makeAutograderZip(changes: Partial<AutograderZip> = {}): AutograderZip {
  return {
    assignment: TESTS_ASSIGNMENT_ID,
    fileName: 'autograder.zip',
    size: 14_540,
    sha256: 'a'.repeat(64),
    state: 'building',
    step: 'Unpacking the zip',
    log: '',
    error: null,
    uploaded: '2026-11-26T09:00:00Z',
    buildStarted: '2026-11-26T09:00:01Z',
    built: null,
    durationMs: null,
    timeLimitSeconds: 600,
    ...changes,
  };
}

interface FakeTestsData {
  archived?: boolean;
  autograder?: AutograderZip | null;
  /** The assignment's leaderboard; without one the route answers 404. */
  leaderboard?: Leaderboard;
  categories?: Omit<TestCategory, 'testCases'>[];
  cases?: TestCase[];
  files?: EnvironmentFile[];
  overview?: SubmissionOverviewRow[];
  runs?: TestRun[];
  solutionRun?: TestRun | null;
  batch?: TestRunBatch | null;
  /** Whether uploads are tested (the default environment's is true here). */
  runOnUpload?: boolean;
  /** The assignment's points and additive grading. */
  grading?: { points: number; additiveGrading: boolean };
}

export function fakeTestsServer(initial: FakeTestsData = {}) {
  const categories = structuredClone(initial.categories ?? []);
  const base = fakeAssignmentsServer({
    course: assignmentsTestCourse({ archived: initial.archived ?? false }),
    assignments: [makeAssignment({ id: TESTS_ASSIGNMENT_ID, course: 1, name: 'Lab 1', testCategories: categories.map((category) => category.id), ...initial.grading })],
  });
  const state = {
    environment: null as Omit<Environment, 'files' | 'limitCaps'> | null,
    files: structuredClone(initial.files ?? []),
    categories,
    cases: structuredClone(initial.cases ?? []),
    overview: structuredClone(initial.overview ?? []),
    runs: structuredClone(initial.runs ?? []),
    solutionRun: structuredClone(initial.solutionRun ?? null),
    batch: structuredClone(initial.batch ?? null),
    uploads: [] as { role: string; names: string[] }[],
    autograder: structuredClone(initial.autograder ?? null),
    leaderboard: structuredClone(initial.leaderboard ?? null),
  };
  let nextId = 7000;
  const archived = () => base.state.courses[0]!.archived;
  const assignment = () => base.data.assignments[0]!;

  function environment(): Environment {
    const stored = state.environment ?? {
      id: null,
      assignment: TESTS_ASSIGNMENT_ID,
      language: 'python',
      buildCommand: '',
      limits: { ...DEFAULT_RUN_LIMITS },
      runOnUpload: initial.runOnUpload ?? true,
      maxStudentTestRuns: null,
      nudgeLimit: null,
      testsAsTextFile: false,
    };
    return { ...stored, limitCaps: { ...MAX_RUN_LIMITS }, files: state.files };
  }

  function patchEnvironment(body: unknown): Answer {
    if (archived()) return [400, { non_field_errors: ['The Course is archived and cannot be edited.'] }];
    const parsed = EnvironmentUpdate.safeParse(body);
    if (!parsed.success) return [400, { non_field_errors: parsed.error.issues.map((issue) => issue.message) }];
    const { limits = {}, ...rest } = parsed.data;
    const problems = LIMIT_KEYS.filter((key) => (limits[key] ?? 0) > MAX_RUN_LIMITS[key]).map(
      (key) => `${LIMIT_LABELS[key].label}: Ensure this value is less than or equal to ${MAX_RUN_LIMITS[key]}.`,
    );
    if (problems.length > 0) return [400, { limits: problems }];
    const current = environment();
    state.environment = { ...current, ...rest, id: current.id ?? nextId++, limits: { ...current.limits, ...limits } };
    return [200, environment()];
  }

  function upload(form: FormData): Answer {
    const role = (form.get('role') as EnvironmentFile['role'] | null) ?? 'helper';
    const files = form.getAll('file') as File[];
    state.uploads.push({ role, names: files.map((file) => file.name) });
    if (files.length === 0) return [400, { file: ['Choose at least one file.'] }];
    const created = files.map((file) => {
      state.files = state.files.filter((other) => !(other.path === file.name && other.role === role));
      const stored: EnvironmentFile = { id: nextId++, path: file.name, role, size: file.size, created: '2026-11-26T09:00:00Z' };
      state.files.push(stored);
      return stored;
    });
    return [201, created];
  }

  function uploadZip(form: FormData): Answer {
    if (archived()) return [400, { non_field_errors: ['The Course is archived and cannot be edited.'] }];
    const file = form.get('file');
    if (!(file instanceof File)) return [400, { file: ['No file was submitted.'] }];
    if (!file.name.toLowerCase().endsWith('.zip')) return [400, { file: [AUTOGRADER_ZIP_MESSAGES.notZip] }];
    state.autograder = makeAutograderZip({ fileName: file.name, size: file.size });
    // As the server does: a zip turns on running the tests on every upload.
    const current = environment();
    state.environment = { ...current, runOnUpload: true, id: current.id ?? nextId++ };
    return [201, { autograder: state.autograder }];
  }

  function zipRoutes(method: string, body: unknown): Answer | null {
    if (method === 'GET') return [200, { autograder: state.autograder }];
    if (method === 'PATCH') {
      if (!state.autograder) return [404, { detail: AUTOGRADER_ZIP_MESSAGES.noAutograder }];
      const seconds = (body as { timeLimitSeconds?: number }).timeLimitSeconds;
      if (typeof seconds !== 'number' || seconds < 10 || seconds > 3600) return [400, { timeLimitSeconds: ['The time limit can be at most 60 minutes.'] }];
      state.autograder = { ...state.autograder, timeLimitSeconds: seconds };
      return [200, { autograder: state.autograder }];
    }
    if (method === 'DELETE') {
      if (archived()) return [400, { non_field_errors: ['The Course is archived and cannot be edited.'] }];
      if (!state.autograder) return [404, { detail: AUTOGRADER_ZIP_MESSAGES.noAutograder }];
      state.autograder = null;
      return [200, { autograder: null }];
    }
    return null;
  }

  const categoryRead = (category: Omit<TestCategory, 'testCases'>): TestCategory => ({
    ...category,
    testCases: state.cases.filter((testCase) => testCase.testCategory === category.id).map((testCase) => testCase.id),
  });

  function suiteRoutes(method: string, parts: string[], body: any): Answer | null {
    if (archived() && method !== 'GET') return [400, { non_field_errors: ['The Course is archived and cannot be edited.'] }];
    if (parts[0] === 'testCategories') {
      if (parts.length === 1 && method === 'POST') {
        if (!body.name?.trim()) return [400, { name: ['This field may not be blank.'] }];
        if (state.categories.some((other) => other.name === body.name)) return [400, { name: ['A test category with this name already exists in this assignment.'] }];
        const created = { id: nextId++, assignment: body.assignment, name: body.name, sortKey: body.sortKey ?? 0 };
        state.categories.push(created);
        assignment().testCategories.push(created.id);
        return [201, categoryRead(created)];
      }
      const category = state.categories.find((candidate) => candidate.id === Number(parts[1]));
      if (!category) return NOT_FOUND;
      if (method === 'GET') return [200, categoryRead(category)];
      if (method === 'PATCH') return [200, categoryRead(Object.assign(category, body))];
      if (method === 'DELETE') {
        state.categories = state.categories.filter((other) => other !== category);
        state.cases = state.cases.filter((testCase) => testCase.testCategory !== category.id);
        assignment().testCategories = assignment().testCategories.filter((id) => id !== category.id);
        return [204, null];
      }
    }
    if (parts[0] === 'testCases') {
      if (parts.length === 1 && method === 'POST') {
        const created = makeTestCase({ type: 'external', ...body, id: nextId++ });
        const problems = testCaseProblems(created);
        if (problems) return [400, problems];
        state.cases.push(created);
        return [201, created];
      }
      const testCase = state.cases.find((candidate) => candidate.id === Number(parts[1]));
      if (!testCase) return NOT_FOUND;
      if (method === 'GET') return [200, testCase];
      if (method === 'PATCH') {
        const problems = testCaseProblems({ ...testCase, ...body });
        if (problems) return [400, problems];
        return [200, Object.assign(testCase, body)];
      }
      if (method === 'DELETE') {
        state.cases = state.cases.filter((other) => other !== testCase && other.generatedBy !== testCase.id);
        return [204, null];
      }
    }
    return null;
  }

  function startRuns(body: { target?: string }): Answer {
    // An autograder zip (in any state) runs instead of the tests.
    if (state.cases.length === 0 && state.autograder === null) return [400, { non_field_errors: [TEST_RUN_MESSAGES.noTests] }];
    if (body.target === 'solution') {
      if (!state.files.some((file) => file.role === 'solution')) return [400, { non_field_errors: [TEST_RUN_MESSAGES.noSolution] }];
      state.solutionRun = makeRun({ id: nextId++, trigger: 'solution', state: 'queued', queuePosition: 0 });
      return [202, { batch: null, run: state.solutionRun }];
    }
    if (state.batch?.state === 'running') return [400, { non_field_errors: [TEST_RUN_MESSAGES.batchRunning] }];
    const batchId = nextId++;
    state.batch = { id: batchId, assignment: TESTS_ASSIGNMENT_ID, state: 'running', total: state.overview.length, done: 0, errors: 0, created: '2026-11-26T09:00:00Z', finished: null };
    state.runs = state.overview.map((row) => makeRun({ id: nextId++, submission: row.id, batch: batchId, trigger: 'batch' }));
    return [202, { batch: state.batch, run: null }];
  }

  function route(method: string, path: string, body: any): Answer | null {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'testCategories' || parts[0] === 'testCases') return suiteRoutes(method, parts, body);
    if (parts[0] === 'testRunBatches' && parts[2] === 'cancel' && method === 'POST') {
      if (!state.batch || state.batch.id !== Number(parts[1])) return NOT_FOUND;
      state.batch = { ...state.batch, state: 'cancelled', finished: '2026-11-26T09:05:00Z' };
      state.runs = state.runs.map((run) => (run.state === 'queued' ? { ...run, state: 'cancelled' } : run));
      return [200, state.batch];
    }
    if (parts[0] === 'testRuns' && parts[2] === 'cancel' && method === 'POST') {
      const run = [state.solutionRun, ...state.runs].find((candidate) => candidate?.id === Number(parts[1]));
      if (!run) return NOT_FOUND;
      if (run.state !== 'queued' && run.state !== 'running') return [400, { non_field_errors: [TEST_RUN_MESSAGES.notCancellable] }];
      run.state = 'cancelled';
      run.queuePosition = null;
      return [200, run];
    }
    if (parts[0] !== 'assignments' || Number(parts[1]) !== TESTS_ASSIGNMENT_ID) return null;
    const sub = parts.slice(2).join('/');
    if (sub === 'autograder') return zipRoutes(method, body);
    if (sub === 'leaderboard' && method === 'GET') return state.leaderboard ? [200, state.leaderboard] : NOT_FOUND;
    if (sub === 'environment' && method === 'GET') return [200, environment()];
    if (sub === 'environment' && method === 'PATCH') return patchEnvironment(body);
    if (parts[2] === 'environment' && parts[3] === 'files' && parts[4] && method === 'DELETE') {
      const before = state.files.length;
      state.files = state.files.filter((file) => file.id !== Number(parts[4]));
      return state.files.length < before ? [204, null] : NOT_FOUND;
    }
    if (sub === 'testRuns' && method === 'GET') return [200, { batch: state.batch, solutionRun: state.solutionRun, runs: state.runs }];
    if (sub === 'runTests' && method === 'POST') return startRuns(body ?? {});
    if (sub === 'submissionOverview' && method === 'GET') {
      const counts = { total: state.overview.length, finalized: 0, inProgress: 0, unclaimed: state.overview.length, missing: 0 };
      return [200, { assignment: TESTS_ASSIGNMENT_ID, anonymized: false, canReveal: false, revealed: false, counts, rows: state.overview, missingStudents: [] }];
    }
    return null;
  }

  const scripted = new Map<string, Answer[]>();
  const reply = ([status, body]: Answer) => new Response(body === null ? null : JSON.stringify(structuredClone(body)), { status });

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    if (init?.body instanceof FormData) {
      base.requests.push({ method, path: url.pathname, query: url.searchParams, body: init.body });
      const filesPath = `/assignments/${TESTS_ASSIGNMENT_ID}/environment/files/`;
      const zipPath = `/assignments/${TESTS_ASSIGNMENT_ID}/autograder/`;
      const script = scripted.get(`${method} ${url.pathname}`)?.shift();
      if (script) return reply(script);
      if (method === 'POST' && url.pathname === filesPath) return reply(upload(init.body));
      if (method === 'POST' && url.pathname === zipPath) return reply(uploadZip(init.body));
      return reply(NOT_FOUND);
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const handled = scripted.get(`${method} ${url.pathname}`)?.shift() ?? route(method, url.pathname, body);
    if (!handled) return base.fetch(input, init);
    base.requests.push({ method, path: url.pathname, query: url.searchParams, body });
    return reply(handled);
  };

  return {
    ...base,
    tests: state,
    fetch,
    /** The next request to `METHOD path` gets this answer instead of the simulated one. */
    answerOnce(method: string, path: string, status: number, body: unknown) {
      const key = `${method} ${path}`;
      scripted.set(key, [...(scripted.get(key) ?? []), [status, body]]);
    },
    /** Moves the zip's build on, as the worker would. */
    advanceZip(change: Partial<AutograderZip>) {
      if (state.autograder) state.autograder = { ...state.autograder, ...change };
    },
    /** Moves the runs on, as the worker would: each change is applied to the stored run or batch. */
    advance(change: { solutionRun?: Partial<TestRun>; batch?: Partial<TestRunBatch>; runs?: Record<number, Partial<TestRun>> }) {
      if (change.solutionRun && state.solutionRun) state.solutionRun = { ...state.solutionRun, ...change.solutionRun };
      if (change.batch && state.batch) state.batch = { ...state.batch, ...change.batch };
      for (const [submission, runChange] of Object.entries(change.runs ?? {})) {
        state.runs = state.runs.map((run) => (run.submission === Number(submission) ? { ...run, ...runChange } : run));
      }
    },
  };
}

export type FakeTestsServer = ReturnType<typeof fakeTestsServer>;
