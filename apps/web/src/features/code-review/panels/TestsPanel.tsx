import { Collapse, Divider, Empty, Flex, Tag, Typography, theme } from 'antd';
import type { OutputFormat, SubmissionTest, TestCase, TestCategory } from '@marginalia/contracts';
import { MarkdownContent } from '../../../components/MarkdownContent';
import { earnedLabel, summarizeTests, type TestGroup, type TestOutcome, type TestRow } from './testSummary';
import { pluralWord } from '../../../format/plural';
import { FormattedOutput } from '../../test-output/FormattedOutput';
import { useSubmissionTestRuns } from '../../test-runs/useSubmissionTestRuns';
import { TestRunsSection, type TestRunsSectionProps } from './TestRunsSection';

export interface TestsPanelProps {
  testCategories: TestCategory[];
  testCases: TestCase[];
  submissionTests: SubmissionTest[];
  showPoints: boolean;
  /** The autograder's runs of a live submission (not the demo): what to read and who may start or stop them. */
  runs?: Omit<TestRunsSectionProps, 'names' | 'showPoints'>;
}

const OUTCOME_TAGS: Record<TestOutcome, { label: string; color: string | undefined }> = {
  passed: { label: 'Passed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  error: { label: 'Error', color: 'warning' },
  notRun: { label: 'Not run', color: undefined },
};

function passedLabel(passed: number, total: number): string {
  return `${passed} of ${total} passed`;
}

/** How each stored result's logs are written: as the run that produced it said (results posted through the API are text). */
type FormatOf = (result: SubmissionTest) => OutputFormat;

function TestCaseRow({ row, showPoints, formatOf }: { row: TestRow; showPoints: boolean; formatOf: FormatOf }) {
  const { token } = theme.useToken();
  const tag = OUTCOME_TAGS[row.outcome];
  const name = row.testCase.description || `Test ${row.testCase.id}`;
  return (
    <li data-testid={`test-case-${row.testCase.id}`} style={{ listStyle: 'none', padding: `${token.paddingXXS}px 0` }}>
      <Flex align="center" gap={token.marginXS} wrap>
        <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
          {tag.label}
        </Tag>
        <Typography.Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: token.fontSizeSM }}>{name}</Typography.Text>
        {showPoints && row.result !== null && (
          // The points never shrink or wrap: a long test name wraps instead.
          <Typography.Text type="secondary" aria-label={`Points for ${name}`} style={{ flex: 'none', whiteSpace: 'nowrap', fontSize: token.fontSizeSM }}>
            {earnedLabel(row.earned)}
          </Typography.Text>
        )}
      </Flex>
      {row.testCase.explanation !== '' && (
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          <MarkdownContent source={row.testCase.explanation} />
        </div>
      )}
      {row.result !== null && (row.result.logs !== '' || row.result.logsTruncated) && (
        <Collapse
          size="small"
          ghost
          items={[{ key: 'logs', label: 'Logs', children: <FormattedOutput text={row.result.logs} format={formatOf(row.result)} truncated={row.result.logsTruncated} label={`Logs of ${name}`} maxHeight={240} /> }]}
        />
      )}
    </li>
  );
}

function TestCategoryGroup({ group, showPoints, formatOf }: { group: TestGroup; showPoints: boolean; formatOf: FormatOf }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={group.category.name}>
      <Flex align="baseline" gap={token.marginXS} wrap>
        <Typography.Text strong>{group.category.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {passedLabel(group.passed, group.rows.length)}
          {showPoints ? `, ${earnedLabel(group.earned)} ${pluralWord(group.earned, 'point')}` : ''}
        </Typography.Text>
      </Flex>
      <ul style={{ margin: 0, padding: 0 }}>
        {group.rows.map((row) => (
          <TestCaseRow key={row.testCase.id} row={row} showPoints={showPoints} formatOf={formatOf} />
        ))}
      </ul>
    </section>
  );
}

const ANSI_ALWAYS: FormatOf = () => 'ansi';

interface ResultsProps {
  summary: ReturnType<typeof summarizeTests>;
  showPoints: boolean;
  formatOf: FormatOf;
}

function TestResults({ summary, showPoints, formatOf }: ResultsProps) {
  const { token } = theme.useToken();
  if (!summary.hasResults) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No test results yet." />;
  return (
    <Flex vertical gap={token.marginSM} role="region" aria-label="Tests">
      <Typography.Text strong aria-label="Tests passed">
        {passedLabel(summary.passed, summary.total)}
        {showPoints ? `, ${earnedLabel(summary.earned)} ${pluralWord(summary.earned, 'point')}` : ''}
      </Typography.Text>
      {summary.groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <TestCategoryGroup key={group.category.id} group={group} showPoints={showPoints} formatOf={formatOf} />
        ))}
    </Flex>
  );
}

/** The results of a live submission: the runs section reads the same query, whose runs name each result's format. */
function LiveTestResults({ submissionId, ...props }: Omit<ResultsProps, 'formatOf'> & { submissionId: number }) {
  const runsQuery = useSubmissionTestRuns(submissionId);
  const formats = new Map<string, OutputFormat>();
  for (const run of runsQuery.data?.runs ?? []) for (const result of run.results) formats.set(`${run.id}:${result.testCase}`, result.outputFormat);
  const formatOf: FormatOf = (result) => (result.testRun === null ? 'ansi' : (formats.get(`${result.testRun}:${result.testCase}`) ?? 'ansi'));
  return <TestResults {...props} formatOf={formatOf} />;
}

/** The automated tests' newest results by category, with what passed and the points they earned; above them, the runs. */
export function TestsPanel({ testCategories, testCases, submissionTests, showPoints, runs }: TestsPanelProps) {
  const { token } = theme.useToken();
  const summary = summarizeTests(testCategories, testCases, submissionTests);
  if (!runs) return <TestResults summary={summary} showPoints={showPoints} formatOf={ANSI_ALWAYS} />;
  return (
    <Flex vertical gap={token.marginSM} style={{ padding: token.paddingXS }}>
      <TestRunsSection {...runs} names={{ categories: testCategories, testCases }} showPoints={showPoints} />
      <Divider style={{ margin: 0 }} />
      <Typography.Text strong>Results that count</Typography.Text>
      <LiveTestResults summary={summary} showPoints={showPoints} submissionId={runs.submissionId} />
    </Flex>
  );
}
