import { Collapse, Flex, Typography, theme } from 'antd';
import type { TestRun } from '@marginalia/contracts';
import { plural } from '../../format/plural';
import { TestRunDetails } from './TestRunDetails';
import { TestRunStateTag } from './TestRunStateTag';
import { runScoreLabel } from './runFormat';
import type { TestNames } from './runNames';
import { runTimes } from './runTimes';

export interface TestRunHistoryProps {
  runs: readonly TestRun[];
  names: TestNames;
  showPoints: boolean;
  timeZone: string | undefined;
  forStudent: boolean;
}

/** Runs before the newest, each folded to its state and time; opening one shows it in full. */
export function TestRunHistory({ runs, names, showPoints, timeZone, forStudent }: TestRunHistoryProps) {
  const { token } = theme.useToken();
  if (runs.length === 0) return null;
  return (
    <section aria-label="Earlier runs">
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {plural(runs.length, 'earlier run')}
      </Typography.Text>
      <Collapse
        size="small"
        items={runs.map((run) => ({
          key: run.id,
          label: (
            <Flex align="center" gap={token.marginXS} wrap>
              <TestRunStateTag run={run} />
              <span style={{ fontSize: token.fontSizeSM }}>{runTimes(run, timeZone)[0]!.text}</span>
              {run.state === 'completed' && <span style={{ fontSize: token.fontSizeSM }}>{`${run.passed} passed, ${run.failed} failed`}</span>}
              {run.state === 'completed' && showPoints && runScoreLabel(run) !== null && <span style={{ fontSize: token.fontSizeSM }}>{runScoreLabel(run)}</span>}
            </Flex>
          ),
          children: <TestRunDetails run={run} names={names} showPoints={showPoints} timeZone={timeZone} forStudent={forStudent} />,
        }))}
      />
    </section>
  );
}
