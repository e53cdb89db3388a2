import { BubblewrapSandbox, type Sandbox } from '@marginalia/sandbox';
import type { Config } from '../../../core/config';

// The sandbox a worker runs tests in, as the configuration chooses (docs/AUTOGRADER.md, "Sandbox"): bubblewrap on
// this host with one slot per concurrent job, or none, when every run ends as "could not be graded" with the reason.
// Where no cgroup can cap a run's memory and processes, bubblewrap refuses to run submissions, with the reason,
// unless SANDBOX_ALLOW_PROCESS_LIMITS_ONLY is on.

function unavailable(reason: string): Sandbox {
  return {
    name: 'off',
    availability: () => Promise.resolve({ available: false, reason }),
    createWorkspace: () => Promise.reject(new Error(reason)),
  };
}

export function createSandbox(config: Config): Sandbox {
  if (config.AUTOGRADER_SANDBOX === 'off') return unavailable('This server runs no tests (AUTOGRADER_SANDBOX is off).');
  return new BubblewrapSandbox({
    slots: config.WORKER_CONCURRENCY,
    firstUid: config.AUTOGRADER_FIRST_UID,
    allowProcessLimitsOnly: config.SANDBOX_ALLOW_PROCESS_LIMITS_ONLY,
    ...(config.AUTOGRADER_WORKSPACES_DIR ? { root: config.AUTOGRADER_WORKSPACES_DIR } : {}),
  });
}
