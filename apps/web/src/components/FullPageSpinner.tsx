import { Flex, Spin } from 'antd';

/** Placeholder while the session or a page's code loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} role="status" aria-label={label}>
      <Spin size="large" />
    </Flex>
  );
}
