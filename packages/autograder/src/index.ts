export { runTests, WORKSPACE_DISK_MB, WORKSPACE_MAX_FILES } from './run-tests';
export { InfrastructureError, RunCancelledError } from './errors';
export { defaultBuildCommand } from './build';
export { MAX_LOG_BYTES, MAX_TEST_NAME_LENGTH } from './text';
export { MAX_RAW_OUTPUT_BYTES } from './raw-output';
export type { PlannedResult, PlannedTest, ResultTarget, RunFile, RunOptions, RunPlan, RunReport } from './types';
export { runGradescopeAutograder, gradescopeEndingProblem, AUTOGRADER_WORKDIR, type GradescopeRunOutput, type GradescopeRunPlan } from './gradescope/run-autograder';
