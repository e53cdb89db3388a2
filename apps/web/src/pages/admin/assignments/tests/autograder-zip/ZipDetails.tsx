import { Alert, Button, Collapse, Descriptions, Flex, Popconfirm, Spin, Tag, Typography, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { AUTOGRADER_BUILD_STATE_LABELS, type AutograderZip } from '@marginalia/contracts';
import { TestLog } from '../../../../../features/test-output/TestLog';
import { BUILD_STATE_COLORS, builtText, formatBytes, formatMoment } from './zipFormat';
import { FailedBuildLog } from './FailedBuildLog';
import { ZipTimeLimit } from './ZipTimeLimit';

interface ZipDetailsProps {
  zip: AutograderZip;
  timeZone: string | undefined;
  readOnly: boolean;
  remove: () => Promise<unknown>;
  removing: boolean;
}

/** The current zip: name, size, build state (with its step while building), log, failure, when it was built; Remove. */
export function ZipDetails({ zip, timeZone, readOnly, remove, removing }: ZipDetailsProps) {
  const { token } = theme.useToken();
  const built = builtText(zip, timeZone);
  return (
    <Flex vertical gap={token.marginXS}>
      <Flex align="center" justify="space-between" gap={token.marginXS} wrap>
        <Flex align="center" gap={token.marginXS} wrap style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {zip.fileName}
          </Typography.Text>
          <Typography.Text type="secondary">{formatBytes(zip.size)}</Typography.Text>
          <Tag color={BUILD_STATE_COLORS[zip.state]} aria-label={`Build state: ${AUTOGRADER_BUILD_STATE_LABELS[zip.state]}`}>
            {AUTOGRADER_BUILD_STATE_LABELS[zip.state]}
          </Tag>
        </Flex>
        {!readOnly && (
          <Popconfirm
            title={`Remove the autograder zip ${zip.fileName}?`}
            description="Runs go back to the tests below."
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove()}
          >
            <Button size="small" danger icon={<DeleteOutlined />} loading={removing}>
              Remove
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'uploaded', label: 'Uploaded', children: formatMoment(zip.uploaded, timeZone) },
          ...(built ? [{ key: 'built', label: 'Built', children: built.replace(/^Built /, '') }] : []),
        ]}
      />
      {zip.state === 'building' && (
        <Flex align="center" gap={token.marginXS} role="status" aria-live="polite">
          <Spin size="small" aria-hidden />
          <Typography.Text>{zip.step ?? 'Building'}…</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            Updating every few seconds.
          </Typography.Text>
        </Flex>
      )}
      {zip.state === 'failed' && <FailedBuildLog log={zip.log} error={zip.error} />}
      <Alert type="info" showIcon title="While this zip is here, runs of this assignment use it: the categories and tests below are not run." />
      <ZipTimeLimit key={zip.timeLimitSeconds} assignmentId={zip.assignment} timeLimitSeconds={zip.timeLimitSeconds} readOnly={readOnly} />
      {zip.log !== '' && zip.state !== 'failed' && (
        <Collapse
          // Open while it builds, folded once the zip is ready (a failed build opens at its error, above).
          key={zip.state}
          size="small"
          ghost
          defaultActiveKey={zip.state === 'ready' ? [] : ['log']}
          items={[{ key: 'log', label: 'Build log (setup.sh)', children: <TestLog logs={zip.log} truncated={false} label="Build log" /> }]}
        />
      )}
    </Flex>
  );
}
