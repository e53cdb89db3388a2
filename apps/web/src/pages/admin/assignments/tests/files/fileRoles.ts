import type { EnvironmentFileRole } from '@marginalia/contracts';

/** How the Tests tab names each role of an environment file, and what the role is for. */
export const FILE_ROLE_LABELS: Record<EnvironmentFileRole, { tag: string; color: string; choice: string }> = {
  helper: { tag: 'Helper', color: 'processing', choice: 'Helper files: copied into every run (test data, harnesses)' },
  solution: { tag: 'Solution', color: 'purple', choice: 'Solution files: the reference solution, for "Run against solution"' },
};
