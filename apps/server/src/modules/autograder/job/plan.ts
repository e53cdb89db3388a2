import type { PlannedTest, RunFile, RunPlan } from '@marginalia/autograder';
import { RUNNABLE_TEST_TYPES, TESTS_TEXT_FILE, type TestCaseType } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { Config } from '../../../core/config';
import { selectBlobBytes } from '../../file-blobs/queries';
import { currentSubmissionFileBytes } from '../../files/submission-bytes';
import { selectAssignmentCategories, selectAssignmentTestCases } from '../../test-cases/queries';
import { findEnvironment, selectEnvironmentFiles } from '../environment/queries';
import { loadRunSettings, type RunSettings } from '../environment/settings';
import type { TestRunRow } from '../runs/queries';

// What a worker needs to run a run: the environment's settings, the tests in order (each with the cases its
// earlier runs created), the files to test (the submission's current files, or the reference solution) and the
// helper files. Read from the database outside any transaction: a run takes seconds to minutes.

export interface LoadedRun {
  plan: RunPlan;
  settings: RunSettings;
}

const runnable = (type: TestCaseType) => (RUNNABLE_TEST_TYPES as readonly TestCaseType[]).includes(type);

async function plannedTests(db: Executor, assignmentId: number): Promise<PlannedTest[]> {
  const categories = new Map((await selectAssignmentCategories(db, assignmentId)).map((category) => [category.id, category]));
  const cases = await selectAssignmentTestCases(db, assignmentId);
  return cases
    .filter((testCase) => testCase.generatedBy === null && runnable(testCase.type))
    .map((testCase) => ({
      testCase,
      category: { id: testCase.testCategory, name: categories.get(testCase.testCategory)?.name ?? '' },
      generated: cases.filter((other) => other.generatedBy === testCase.id).map(({ id, description }) => ({ id, description })),
    }));
}

async function environmentFiles(db: Executor, assignmentId: number, role: 'helper' | 'solution'): Promise<RunFile[]> {
  const environment = await findEnvironment(db, assignmentId);
  if (!environment) return [];
  const rows = (await selectEnvironmentFiles(db, environment.id)).filter((file) => file.role === role);
  const bytes = await selectBlobBytes(db, rows.map((row) => row.blobSha256));
  return rows.map((row) => ({ path: row.path, bytes: bytes.get(row.blobSha256) ?? Buffer.alloc(0) }));
}

async function filesUnderTest(db: Executor, run: TestRunRow): Promise<RunFile[]> {
  if (run.submissionId === null) return environmentFiles(db, run.assignmentId, 'solution');
  // The results an earlier run added as text are not the student's work.
  const files = (await currentSubmissionFileBytes(db, run.submissionId)).filter((file) => !(file.path === null && file.name === TESTS_TEXT_FILE));
  return files.map((file) => ({ path: file.path ? `${file.path}/${file.name}` : file.name, bytes: file.bytes }));
}

/** The run's plan, or why it cannot run at all (said to staff as the run's error). */
export async function loadRunPlan(db: Executor, config: Config, run: TestRunRow): Promise<LoadedRun | { problem: string }> {
  const settings = await loadRunSettings(db, config, run.assignmentId);
  const submissionFiles = await filesUnderTest(db, run);
  if (submissionFiles.length === 0) {
    return { problem: run.submissionId === null ? 'The reference solution has no files.' : 'The submission has no files to test.' };
  }
  const plan: RunPlan = {
    language: settings.language,
    buildCommand: settings.buildCommand,
    limits: settings.limits,
    submissionFiles,
    helperFiles: await environmentFiles(db, run.assignmentId, 'helper'),
    tests: await plannedTests(db, run.assignmentId),
  };
  return { plan, settings };
}
