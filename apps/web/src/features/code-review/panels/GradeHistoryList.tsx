import { Alert, Flex, Typography, theme } from 'antd';
import { GRADE_CHANGE_CAUSE_LABELS, type GradeChange } from '@marginalia/contracts';
import { formatGrade } from '../../../components/GradeHistogram';
import { formatInZone, zoneTitle } from './courseDates';

export interface GradeHistoryListProps {
  /** undefined while loading. */
  changes: GradeChange[] | undefined;
  failed: boolean;
  timeZone: string;
}

/**
 * The grade history of the Info panel (staff only): each change of a grade students had already been shown, and
 * every partner change (whom it was about), newest first, with its cause, who made it and when.
 */
export function GradeHistoryList({ changes, failed, timeZone }: GradeHistoryListProps) {
  const { token } = theme.useToken();
  if (failed) return <Alert type="warning" showIcon title="The grade history could not be loaded." />;
  if (changes === undefined) return <Typography.Text type="secondary">Loading the grade history…</Typography.Text>;
  if (changes.length === 0) {
    return <Typography.Text type="secondary">No change since students were shown a grade, and no partner change.</Typography.Text>;
  }
  return (
    <ol aria-label="Grade history" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {[...changes].reverse().map((change) => (
        <li key={change.id} style={{ padding: `${token.paddingXXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
          <Flex vertical style={{ fontSize: token.fontSizeSM }}>
            <Typography.Text strong style={{ fontSize: token.fontSizeSM }}>
              {formatGrade(change.oldGrade)} → {formatGrade(change.newGrade)}
            </Typography.Text>
            <span>
              {GRADE_CHANGE_CAUSE_LABELS[change.cause]}
              {change.student === null ? '' : `: ${change.student}`}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {change.actor ?? 'Automatic'} ·{' '}
              <time dateTime={change.created} title={zoneTitle(timeZone)}>
                {formatInZone(change.created, timeZone)}
              </time>
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}
