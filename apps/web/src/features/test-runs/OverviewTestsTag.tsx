import { Tag, Typography } from 'antd';
import { overviewTestsLook, type OverviewTests, type OverviewTestsTone } from './overviewTests';

const TAG_COLORS: Record<OverviewTestsTone, string> = { pass: 'success', fail: 'error', neutral: 'default', active: 'processing', error: 'warning' };

/** The newest run of a submission in a table cell; a dash when it has none. */
export function OverviewTestsTag({ tests }: { tests: OverviewTests }) {
  const look = overviewTestsLook(tests);
  if (look === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Tag color={TAG_COLORS[look.tone]} aria-label={look.label} title={look.label} style={{ marginInlineEnd: 0 }}>
      {look.text}
    </Tag>
  );
}
