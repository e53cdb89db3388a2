import { Alert, Button, Flex, Spin } from 'antd';

// What a console shows while its data loads and when loading failed: the same in every console.

export function LoadingState({ label }: { label: string }) {
  return (
    <Flex justify="center" style={{ padding: 48 }} role="status" aria-label={label}>
      <Spin />
    </Flex>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`Could not load ${what}.`}
      description="Check your connection, then try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
