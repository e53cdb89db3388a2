import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Typography, theme } from 'antd';
import { TestLog } from '../../../../../features/test-output/TestLog';
import { buildLogExcerpt } from './buildLogExcerpt';

interface FailedBuildLogProps {
  log: string;
  /** Why the build failed, as the server says it ("setup.sh failed (exit status 1)."). */
  error: string | null;
}

/**
 * A failed build: what failed and its exit status, the first line that reports an error, and the log from there
 * (or its last lines), with the whole log behind "Show the whole build log".
 */
export function FailedBuildLog({ log, error }: FailedBuildLogProps) {
  const { token } = theme.useToken();
  const [whole, setWhole] = useState(false);
  const excerpt = useMemo(() => buildLogExcerpt(log), [log]);
  const place = excerpt.errorLine ? `First error, line ${excerpt.errorLine.number} of ${excerpt.totalLines}:` : null;

  return (
    <Flex vertical gap={token.marginXS}>
      <Alert
        type="error"
        showIcon
        title="The build failed"
        description={
          <Flex vertical gap={token.marginXXS}>
            {error && <Typography.Text>{error}</Typography.Text>}
            {place && excerpt.errorLine && (
              <Typography.Text>
                {place} <Typography.Text code style={{ overflowWrap: 'anywhere' }}>{excerpt.errorLine.text}</Typography.Text>
              </Typography.Text>
            )}
          </Flex>
        }
      />
      {log !== '' && (
        <>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {whole
              ? `The whole build log (setup.sh), ${excerpt.totalLines} lines.`
              : `Build log (setup.sh), lines ${excerpt.firstLine}–${excerpt.lastLine} of ${excerpt.totalLines}${excerpt.errorLine ? ', from the first error' : ', the end'}.`}
          </Typography.Text>
          <TestLog logs={whole ? log : excerpt.text} truncated={false} label={whole ? 'Build log' : 'Build log where it failed'} />
          {excerpt.totalLines > excerpt.lastLine - excerpt.firstLine + 1 && (
            <Button size="small" onClick={() => setWhole(!whole)} style={{ alignSelf: 'flex-start' }} aria-expanded={whole}>
              {whole ? 'Show where it failed' : `Show the whole build log (${excerpt.totalLines} lines)`}
            </Button>
          )}
        </>
      )}
    </Flex>
  );
}
