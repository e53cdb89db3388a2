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

/**
 * What a run says beside its results, as Gradescope lays it out: its top-level output (in its declared format),
 * what run_autograder printed folded under "Autograder output", and for staff the extra data it reported.
 */
export function RunOutputs({ run, staff }: { run: Pick<TestRun, 'output' | 'outputFormat' | 'stdout' | 'extraData'>; staff: boolean }) {
  const { token } = theme.useToken();
  const folded = [
    ...(run.stdout !== null && run.stdout !== ''
      ? [{ key: 'stdout', label: 'Autograder output', children: <FormattedOutput text={run.stdout} format="ansi" label="Autograder output" /> }]
      : []),
    ...(staff && run.extraData !== null && Object.keys(run.extraData).length > 0
      ? [{ key: 'extra', label: 'Extra data (staff only)', children: <TestLog logs={extraDataText(run.extraData)} truncated={false} label="Extra data" plain /> }]
      : []),
  ];
  if (run.output === '' && folded.length === 0) return null;
  return (
    <Flex vertical gap={token.marginXS}>
      <FormattedOutput text={run.output} format={run.outputFormat} label="Output of the run" />
      {folded.length > 0 && <Collapse size="small" ghost items={folded} />}
    </Flex>
  );
}
