import { Collapse, Flex, theme } from 'antd';
import type { TestRun } from '@marginalia/contracts';
import { FormattedOutput } from '../test-output/FormattedOutput';
import { TestLog } from '../test-output/TestLog';

/** extra_data as staff read it: indented JSON, shown as text. */
function extraDataText(extraData: Record<string, unknown>): string {
  try {
    return JSON.stringify(extraData, null, 2);
  } catch {
    return String(extraData);
  }
}

type RunOutputParts = Pick<TestRun, 'output' | 'outputFormat' | 'stdout' | 'extraData'>;

const hasStdout = (run: RunOutputParts) => run.stdout !== null && run.stdout !== '';
const hasExtraData = (run: RunOutputParts, staff: boolean) => staff && run.extraData !== null && Object.keys(run.extraData).length > 0;

/** Whether RunOutputs shows anything for this reader. */
export function hasRunOutputs(run: RunOutputParts, staff: boolean): boolean {
  return run.output !== '' || hasStdout(run) || hasExtraData(run, staff);
}

/**
 * What a run says beside its results, as Gradescope lays it out: its top-level output (in its declared format),
 * what run_autograder printed folded under "Autograder output", and for staff the extra data it reported.
 */
export function RunOutputs({ run, staff }: { run: RunOutputParts; staff: boolean }) {
  const { token } = theme.useToken();
  const folded = [
    ...(hasStdout(run)
      ? [{ key: 'stdout', label: 'Autograder output', children: <FormattedOutput text={run.stdout!} format="ansi" label="Autograder output" /> }]
      : []),
    ...(hasExtraData(run, staff)
      ? [{ key: 'extra', label: 'Extra data (staff only)', children: <TestLog logs={extraDataText(run.extraData!)} truncated={false} label="Extra data" plain /> }]
      : []),
  ];
  if (!hasRunOutputs(run, staff)) return null;
  return (
    <Flex vertical gap={token.marginXS}>
      <FormattedOutput text={run.output} format={run.outputFormat} label="Output of the run" />
      {folded.length > 0 && <Collapse size="small" ghost items={folded} />}
    </Flex>
  );
}
