import { DEFAULT_RUN_LIMITS } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { gradescopeEndingProblem, gradescopeRunLimits } from './run-autograder';

describe('how a run_autograder ended', () => {
  it('names every limit it ran past, with the limit', () => {
    const limits = { ...DEFAULT_RUN_LIMITS, wallSeconds: 7, cpuSeconds: 3, memoryMb: 256, outputKb: 64 };
    expect(gradescopeEndingProblem({ verdict: 'wall_time', exitCode: null }, limits)).toBe("run_autograder did not finish within 7 seconds. Raise the zip's time limit under Tests tab › Autograder zip › Time limit.");
    expect(gradescopeEndingProblem({ verdict: 'cpu_time', exitCode: null }, limits)).toBe("run_autograder used more than 3 seconds of CPU time. Raise the zip's time limit under Tests tab › Autograder zip › Time limit.");
    expect(gradescopeEndingProblem({ verdict: 'memory', exitCode: null }, limits)).toBe('run_autograder used more than 256 MB of memory.');
    expect(gradescopeEndingProblem({ verdict: 'output_limit', exitCode: null }, limits)).toBe('run_autograder printed more than 64 KB.');
    expect(gradescopeEndingProblem({ verdict: 'cancelled', exitCode: null }, limits)).toBe('The run was cancelled.');
  });

  it('leaves an exit, even a failing one or a crash, to results.json', () => {
    expect(gradescopeEndingProblem({ verdict: 'exited', exitCode: 1 }, DEFAULT_RUN_LIMITS)).toBeNull();
    expect(gradescopeEndingProblem({ verdict: 'signalled', exitCode: null }, DEFAULT_RUN_LIMITS)).toBeNull();
  });

  it("runs a zip under its own time limit, for wall and CPU time alike, and the environment's other limits", () => {
    expect(gradescopeRunLimits({ ...DEFAULT_RUN_LIMITS, memoryMb: 2048 }, 600)).toEqual({ ...DEFAULT_RUN_LIMITS, memoryMb: 2048, wallSeconds: 600, cpuSeconds: 600 });
  });
});
