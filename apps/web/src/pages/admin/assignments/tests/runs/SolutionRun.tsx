import { Alert, Button, Space, Tag, Tooltip, theme } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExperimentOutlined, StopOutlined, WarningFilled } from '@ant-design/icons';
import { limitsInForceText, type TestCase, type TestRun, type TestRunResult } from '@marginalia/contracts';
import { pluralWord } from '../../../../../format/plural';
import { formatDuration, isPending, stateColor, stateLabel } from './runFormat';
import { hasRunOutputs, RunOutputs } from '../../../../../features/test-runs/RunOutputs';
import { ResultTags } from '../../../../../features/test-runs/ResultTags';
import { numberedName, runScoreLabel } from '../../../../../features/test-runs/runFormat';
import { RunLog } from './RunLog';

interface SolutionRunProps {
  run: TestRun | null;
  /** The tests as the suite lists them, for results of a run older than their description. */
  testsById: Map<number, TestCase>;
  /** Why the solution cannot be run now; null when it can. */
  blockedBy: string | null;
  start: () => void;
  starting: boolean;
  cancel: (runId: number) => void;
  cancelling: boolean;
}

function ResultIcon({ result }: { result: TestRunResult }) {
  const { token } = theme.useToken();
  if (result.isError) return <WarningFilled style={{ color: token.colorWarning }} aria-label="Error" />;
  return result.passed ? <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label="Passed" /> : <CloseCircleFilled style={{ color: token.colorError }} aria-label="Failed" />;
}

function ResultLine({ result, testCase }: { result: TestRunResult; testCase: TestCase | undefined }) {
  const { token } = theme.useToken();
  const name = numberedName(result.description || testCase?.description || `Test ${result.testCase}`, result.number);
  const verdict = result.isError ? 'Error' : result.passed ? 'Passed' : 'Failed';
  return (
    <li style={{ listStyle: 'none', borderTop: `1px solid ${token.colorSplit}`, padding: `${token.paddingXXS}px 0` }} aria-label={`${name}: ${verdict}`}>
      <Space wrap size={token.marginXS}>
        <ResultIcon result={result} />
        <span style={{ overflowWrap: 'anywhere' }}>{name}</span>
        <Tag color={result.isError ? 'warning' : result.passed ? 'success' : 'error'}>{verdict}</Tag>
        <ResultTags result={result} showVisibility />
        {result.points !== null && result.maxPoints !== null && (
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {result.points} / {result.maxPoints} {pluralWord(result.maxPoints, 'point')}
          </span>
        )}
        {result.durationMs !== null && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{formatDuration(result.durationMs)}</span>}
      </Space>
      <RunLog label={`Log of ${name}`} text={result.logs} truncated={result.logsTruncated} format={result.outputFormat} />
    </li>
  );
}

/** "Run against solution" and the newest such run: its state, then each test's verdict with its log. */
export function SolutionRun({ run, testsById, blockedBy, start, starting, cancel, cancelling }: SolutionRunProps) {
  const { token } = theme.useToken();
  const pending = run !== null && isPending(run.state);
  const button = (
    <Button icon={<ExperimentOutlined />} onClick={start} loading={starting} disabled={blockedBy !== null || pending}>
      Run against solution
    </Button>
  );
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <Space wrap>
        {blockedBy ? <Tooltip title={blockedBy}>{button}</Tooltip> : button}
        {blockedBy && <span style={{ color: token.colorTextSecondary }}>{blockedBy}</span>}
      </Space>
      {run && (
        <div role="region" aria-label="Solution run" aria-live="polite" style={{ marginTop: token.marginXS }}>
          <Space wrap size={token.marginXS}>
            <span>Solution run:</span>
            <Tag color={stateColor(run)}>{stateLabel(run)}</Tag>
            {run.state === 'completed' && (
              <span>
                {run.passed} passed, {run.failed} failed{run.errors > 0 ? ` (${run.errors} errors)` : ''}
              </span>
            )}
            {run.state === 'completed' && runScoreLabel(run) !== null && <strong>{runScoreLabel(run)}</strong>}
            {run.durationMs !== null && <span style={{ color: token.colorTextSecondary }}>{formatDuration(run.durationMs)}</span>}
            {pending && (
              <Button size="small" danger icon={<StopOutlined />} loading={cancelling} onClick={() => cancel(run.id)}>
                Cancel the solution run
              </Button>
            )}
          </Space>
          {run.error && <Alert type="error" showIcon title={run.error} style={{ marginTop: token.marginXS }} />}
          {run.limitsInForce && (
            <div aria-label="Limits in force" style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginTop: token.marginXS }}>
              {limitsInForceText(run.limitsInForce)}
            </div>
          )}
          {run.buildLog && <RunLog label="Build output" text={run.buildLog} />}
          {hasRunOutputs(run, true) && (
            <div style={{ marginTop: token.marginXS }}>
              <RunOutputs run={run} staff />
            </div>
          )}
          {run.results.length > 0 && (
            <ul aria-label="Solution results" style={{ margin: `${token.marginXS}px 0 0`, padding: 0 }}>
              {run.results.map((result) => (
                <ResultLine key={result.testCase} result={result} testCase={testsById.get(result.testCase)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
