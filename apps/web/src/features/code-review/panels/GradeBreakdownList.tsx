import { Flex, Typography, theme } from 'antd';
import { limitLabel, pointsLabel } from '../../../points/pointSigns';
import type { GradeBreakdown } from '../model/types';
import { earnedLabel } from './testSummary';

function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function Line({ label, value, title, strong }: { label: string; value: string; title?: string; strong?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" gap={token.marginXS} style={{ fontSize: token.fontSizeSM }} title={title}>
      <Typography.Text strong={strong} style={{ fontSize: token.fontSizeSM }}>
        {label}
      </Typography.Text>
      <Typography.Text strong={strong} aria-label={`${label}: ${value}`} style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
        {value}
      </Typography.Text>
    </Flex>
  );
}

/**
 * How the grade comes about: the assignment's points (none under additive grading), what each rubric category
 * takes after its cap, free comments, tests, the peer reviews' part once it counts, and the total.
 */
export function GradeBreakdownList({ breakdown }: { breakdown: GradeBreakdown }) {
  const { token } = theme.useToken();
  const outOf = breakdown.additiveGrading ? '' : ` / ${breakdown.points}`;
  return (
    <Flex vertical gap={token.marginXXS} role="list" aria-label="Grade breakdown">
      <div role="listitem">
        <Line label="Points" value={breakdown.additiveGrading ? 'Additive grading' : String(breakdown.points)} />
      </div>
      {breakdown.categories
        .filter((part) => part.sum !== 0 || part.category.pointLimit !== null)
        .map((part) => {
          const capped = part.counted !== part.sum;
          const value = capped ? `${pointsLabel(part.counted)} (capped from ${pointsLabel(part.sum)})` : pointsLabel(part.counted);
          return (
            <div role="listitem" key={part.category.id}>
              <Line label={part.category.name} value={value} title={limitLabel(part.category.pointLimit)} />
            </div>
          );
        })}
      <div role="listitem">
        <Line label="Free comments" value={pointsLabel(breakdown.freeComments)} />
      </div>
      <div role="listitem">
        <Line label="Tests" value={earnedLabel(breakdown.tests)} />
      </div>
      {breakdown.peer && (
        <>
          <div role="listitem">
            <Line label="Staff grading" value={`${tidy(breakdown.peer.staffTotal)}${outOf}`} />
          </div>
          <div role="listitem">
            <Line
              label={`Peer reviews (${Math.round(breakdown.peer.weight * 100)} %)`}
              value={`${tidy(breakdown.peer.median)}${outOf}`}
              title="The median of the peer reviews' scores, which counts for this share of the grade."
            />
          </div>
        </>
      )}
      <div role="listitem">
        <Line label="Total" value={`${tidy(breakdown.total)}${outOf}`} strong />
      </div>
    </Flex>
  );
}
