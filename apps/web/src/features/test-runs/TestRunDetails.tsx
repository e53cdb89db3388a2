import type { ReactNode } from 'react';
import { Alert, Collapse, Flex, Typography, theme } from 'antd';
import { limitsInForceText, type TestRun } from '@marginalia/contracts';
import { plural } from '../../format/plural';
import { TestLog } from '../test-output/TestLog';
import { RunOutputs } from './RunOutputs';
import { TestResultList } from './TestResultList';
import { formatDuration, runScoreLabel } from './runFormat';
import { TestRunStateTag } from './TestRunStateTag';
import type { TestNames } from './runNames';
import { runTimes } from './runTimes';

export interface TestRunDetailsProps {
  run: TestRun;
  names: TestNames;
  showPoints: boolean;
  timeZone: string | undefined;
  /** Students read why a run failed in their own words; the reason itself is for staff. */
  forStudent: boolean;
  /** Buttons beside the state (Cancel for staff). */
  actions?: ReactNode;
}

function countsText(run: TestRun): string {
  const parts = [`${run.passed} passed`, `${run.failed} failed`];
  if (run.errors > 0) parts.push(`${plural(run.errors, 'error')} among them`);
  return parts.join(', ');
}

/**
 * One run in full: state, times, counts and the autograder's own score, staff-only reasons and build output, the
 * run's output, and every result it may show.
 */
export function TestRunDetails({ run, names, showPoints, timeZone, forStudent, actions }: TestRunDetailsProps) {
  const { token } = theme.useToken();
  const ended = run.state === 'completed';
  const score = showPoints && ended ? runScoreLabel(run) : null;
  return (
    <Flex vertical gap={token.marginSM}>
      <Flex align="center" gap={token.marginXS} wrap>
        <TestRunStateTag run={run} />
        {ended && (
          <Typography.Text strong aria-label="Run results">
            {countsText(run)}
          </Typography.Text>
        )}
        {score !== null && (
          <Typography.Text strong aria-label="Run score">
            {score}
          </Typography.Text>
        )}
        {actions}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {runTimes(run, timeZone).map((time, index) => (
          <span key={time.label} title={timeZone}>
            {index > 0 ? ' · ' : ''}
            {time.label} {time.text}
          </span>
        ))}
        {run.executionTimeMs !== null && <span> · Autograder time {formatDuration(Math.round(run.executionTimeMs))}</span>}
      </Typography.Text>
      {!forStudent && run.limitsInForce && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} aria-label="Limits in force">
          {limitsInForceText(run.limitsInForce)}
        </Typography.Text>
      )}
      {run.state === 'error' &&
        (forStudent ? (
          <Alert type="info" showIcon title="Your submission could not be tested this time. It does not count against you." />
        ) : (
          <Alert type="error" showIcon title="The tests could not be run. This costs the student nothing." description={run.error ?? undefined} />
        ))}
      {run.state !== 'error' && run.error && <Alert type="warning" showIcon title="Build failed" description={run.error} />}
      {run.buildLog !== null && run.buildLog !== '' && (
        <Collapse size="small" ghost items={[{ key: 'build', label: 'Build output', children: <TestLog logs={run.buildLog} truncated={false} label="Build output" /> }]} />
      )}
      <RunOutputs run={run} staff={!forStudent} />
      {run.results.length > 0 && <TestResultList results={run.results} names={names} showPoints={showPoints} keepOrder={run.source !== 'tests'} staff={!forStudent} />}
      {run.hiddenResults > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {plural(run.hiddenResults, 'hidden test')}
        </Typography.Text>
      )}
    </Flex>
  );
}
