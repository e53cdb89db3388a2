import type {
  File,
  RubricCategory,
  RubricComment,
  Submission,
  SubmissionReview,
  SubmissionTest,
  TestCase,
  TestCategory,
} from '@marginalia/contracts';
import { makeAssignment } from '../../../../test/fakes';
import { TEST_CASE_RUN_DEFAULTS, type ReviewPermissions } from '@marginalia/contracts';

// Records as the API answers them, with plain defaults, for the panels' component tests.

const WHEN = '2024-03-01T12:00:00.000Z';

export function makeSubmission(changes: Partial<Submission> = {}): Submission {
  return {
    id: 41,
    assignment: 5,
    students: ['ada@example.edu'],
    grader: null,
    isFinalized: false,
    queueOrderKey: 0,
    dateEdited: WHEN,
    dateUploaded: WHEN,
    grade: null,
    files: [],
    tests: [],
    questionIsOpen: false,
    questionIsRegrade: false,
    questionText: '',
    questionResponse: '',
    questionResponder: null,
    questionDate: null,
    responseDate: null,
    testRunsCompleted: 0,
    lateDayCreditsUsed: 0,
    hasGrader: false,
    needsAttention: false,
    ...changes,
  };
}

export function makeFile(changes: Partial<File> & Pick<File, 'id' | 'name'>): File {
  return { code: '', extension: changes.name.split('.').pop() ?? '', submission: 41, path: null, comments: [], created: WHEN, ...changes };
}

export function makeCategory(changes: Partial<RubricCategory> & Pick<RubricCategory, 'id' | 'name'>): RubricCategory {
  return { assignment: 5, pointLimit: null, sortKey: 0, helpText: '', atMostOnce: false, peer: false, rubricComments: [], ...changes };
}

export function makeRubricComment(changes: Partial<RubricComment> & Pick<RubricComment, 'id' | 'category' | 'name'>): RubricComment {
  return { text: '', pointDelta: 0, sortKey: 0, explanation: '', instructionText: '', templateTextOn: false, ...changes };
}

export function makeTestCategory(changes: Partial<TestCategory> & Pick<TestCategory, 'id' | 'name'>): TestCategory {
  return { assignment: 5, sortKey: 0, testCases: [], ...changes };
}

export function makeTestCase(changes: Partial<TestCase> & Pick<TestCase, 'id' | 'testCategory' | 'description'>): TestCase {
  return { type: 'external', sortKey: 0, pointsPass: 0, pointsFail: 0, explanation: '', ...TEST_CASE_RUN_DEFAULTS, ...changes };
}

export function makeResult(changes: Partial<SubmissionTest> & Pick<SubmissionTest, 'id' | 'testCase' | 'testCategory'>): SubmissionTest {
  return { submission: 41, logs: '', passed: true, isError: false, score: null, logsTruncated: false, durationMs: null, testRun: null, created: WHEN, modified: WHEN, ...changes };
}

export function makePermissions(changes: Partial<ReviewPermissions> = {}): ReviewPermissions {
  return {
    role: 'grader',
    feedbackVisible: true,
    canComment: false,
    canClaim: false,
    canFinalize: false,
    canUnfinalize: false,
    canAnswerRegrade: false,
    canRequestRegrade: false,
    canRateComments: false,
    canManagePartners: false,
    showPoints: true,
    ...changes,
  };
}

export function makeReview(changes: Partial<SubmissionReview> = {}): SubmissionReview {
  return {
    submission: makeSubmission(),
    assignment: makeAssignment({ id: 5, course: 1, name: 'Homework 1', points: 10 }),
    course: { id: 1, name: 'CS 101', period: 'Fall 2024', timezone: 'America/New_York', lateDayCreditsAllowable: null, noUnfinalize: false },
    files: [],
    comments: [],
    rubricCategories: [],
    rubricComments: [],
    frequentRubricComments: [],
    testCategories: [],
    testCases: [],
    submissionTests: [],
    permissions: makePermissions(),
    ...changes,
  };
}
