import { Collapse, Flex, Typography, theme } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { TestRunResult } from '@marginalia/contracts';
import { MarkdownContent } from '../../components/MarkdownContent';
import { FormattedOutput } from '../test-output/FormattedOutput';
import { ResultTags } from './ResultTags';
import { formatDuration, numberedName, resultOutcome, resultPointsLabel, type ResultOutcome } from './runFormat';
import { groupResults, type ResultGroup, type TestNames } from './runNames';

const OUTCOME_LABELS: Record<ResultOutcome, string> = { passed: 'Passed', failed: 'Failed', error: 'Error' };

function OutcomeIcon({ outcome }: { outcome: ResultOutcome }) {
  const { token } = theme.useToken();
  const label = OUTCOME_LABELS[outcome];
  // The icon carries the outcome for screen readers; its colour is never the only sign (the label is its name).
  if (outcome === 'passed') return <CheckCircleFilled role="img" aria-label={label} style={{ color: token.colorSuccess }} />;
  if (outcome === 'failed') return <CloseCircleFilled role="img" aria-label={label} style={{ color: token.colorError }} />;
  return <ExclamationCircleFilled role="img" aria-label={label} style={{ color: token.colorWarning }} />;
}

function ResultRow({ entry, showPoints, staff }: { entry: ResultGroup['results'][number]; showPoints: boolean; staff: boolean }) {
  const { token } = theme.useToken();
  const { result } = entry;
  const name = numberedName(entry.name, result.number);
  const points = showPoints ? resultPointsLabel(result) : null;
  const details = [points, result.durationMs !== null ? formatDuration(result.durationMs) : null].filter(Boolean).join(' · ');
  return (
    <li style={{ listStyle: 'none', padding: `${token.paddingXXS}px 0` }} aria-label={`${name}: ${OUTCOME_LABELS[resultOutcome(result)]}`}>
      <Flex align="center" gap={token.marginXS}>
        <OutcomeIcon outcome={resultOutcome(result)} />
        <Typography.Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: token.fontSizeSM }}>{name}</Typography.Text>
        <ResultTags result={result} showVisibility={staff} />
        {details !== '' && (
          <Typography.Text type="secondary" style={{ flex: 'none', whiteSpace: 'nowrap', fontSize: token.fontSizeSM }}>
            {details}
          </Typography.Text>
        )}
      </Flex>
      {result.explanation !== '' && (
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          <MarkdownContent source={result.explanation} />
        </div>
      )}
      {(result.logs !== '' || result.logsTruncated) && (
        <Collapse
          size="small"
          ghost
          items={[{ key: 'logs', label: 'Logs', children: <FormattedOutput text={result.logs} format={result.outputFormat} truncated={result.logsTruncated} label={`Logs of ${name}`} /> }]}
        />
      )}
    </li>
  );
}

export interface TestResultListProps {
  results: readonly TestRunResult[];
  names: TestNames;
  showPoints: boolean;
  /** The order the server sent is the results' own (an autograder's or the API's run). */
  keepOrder?: boolean;
  /** Staff also read each result's visibility to students. */
  staff?: boolean;
}

/** A run's results by category: an icon per outcome, points ("1.5 / 2"), tags, durations and logs in their format. */
export function TestResultList({ results, names, showPoints, keepOrder = false, staff = false }: TestResultListProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginSM}>
      {groupResults(results, names, keepOrder).map((group) => (
        <section key={group.categoryId} aria-label={group.name}>
          <Flex align="baseline" gap={token.marginXS} wrap>
            <Typography.Text strong>{group.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {group.passed} of {group.results.length} passed
            </Typography.Text>
          </Flex>
          <ul style={{ margin: 0, padding: 0 }}>
            {group.results.map((entry) => (
              <ResultRow key={entry.result.testCase} entry={entry} showPoints={showPoints} staff={staff} />
            ))}
          </ul>
        </section>
      ))}
    </Flex>
  );
}
