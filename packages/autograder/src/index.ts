export { runTests, WORKSPACE_DISK_MB, WORKSPACE_MAX_FILES } from './run-tests';
export { InfrastructureError, RunCancelledError } from './errors';
export { defaultBuildCommand } from './build';
export { MAX_LOG_BYTES, MAX_TEST_NAME_LENGTH } from './text';
export { MAX_RAW_OUTPUT_BYTES } from './raw-output';
export type { PlannedResult, PlannedTest, ResultTarget, RunFile, RunOptions, RunPlan, RunReport } from './types';
export { runGradescopeAutograder, gradescopeEndingProblem, gradescopeRunLimits, AUTOGRADER_WORKDIR, type GradescopeRunOutput, type GradescopeRunPlan } from './gradescope/run-autograder';
export {
  compareTestNumbers,
  DEFAULT_RESULTS_CATEGORY,
  normalizeResults,
  normalizeResultsText,
  reportOutput,
  type NormalizeOutcome,
  type NormalizedResults,
  type NormalizedTest,
} from './results/gradescope';
export { MAX_RESULTS_FILE_BYTES } from './results/file-results';
