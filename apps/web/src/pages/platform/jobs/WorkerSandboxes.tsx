import { Alert, Flex, theme } from 'antd';
import { workerSandboxText, type WorkerSandbox } from '@marginalia/contracts';
import { SecondaryText } from '../../../components/SecondaryText';

// Each worker's sandbox, as the worker last checked it: one that refuses to run submissions (no cgroup caps a run's
// memory and processes on its host) is why autograder runs end as "could not be graded", so it stands out; the
// others are one quiet line each.

export function WorkerSandboxes({ sandboxes }: { sandboxes: readonly WorkerSandbox[] }) {
  const { token } = theme.useToken();
  if (sandboxes.length === 0) return null;
  const refusing = sandboxes.filter((sandbox) => !sandbox.available);
  const running = sandboxes.filter((sandbox) => sandbox.available);
  return (
    <Flex vertical gap={token.marginXS} style={{ marginTop: token.marginSM }} aria-label="Worker sandboxes">
      {refusing.map((sandbox) => (
        <Alert key={sandbox.worker} type="error" showIcon title="A worker refuses to run submissions" description={workerSandboxText(sandbox)} />
      ))}
      {running.map((sandbox) => (
        <SecondaryText key={sandbox.worker}>{workerSandboxText(sandbox)}</SecondaryText>
      ))}
    </Flex>
  );
}
