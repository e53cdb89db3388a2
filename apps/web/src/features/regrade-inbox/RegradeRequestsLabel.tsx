import { Badge, theme } from 'antd';
import { useOpenRegradeCount } from './useRegradeInbox';

export const REGRADE_REQUESTS_LABEL = 'Regrade requests';

/** The consoles' tab label: "Regrade requests" with the number of open requests, when there are any. */
export function RegradeRequestsLabel({ courseId }: { courseId: number }) {
  const { token } = theme.useToken();
  const open = useOpenRegradeCount(courseId) ?? 0;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
      {REGRADE_REQUESTS_LABEL}
      {open > 0 && (
        <Badge
          count={open}
          overflowCount={99}
          color={token.colorWarning}
          aria-label={`${open} open regrade request${open === 1 ? '' : 's'}`}
        />
      )}
    </span>
  );
}
