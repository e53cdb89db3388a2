import { useState } from 'react';
import { Alert, Button, Flex, InputNumber, Typography, theme } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIP_TIME_LIMIT_DEFAULT_SECONDS, ZIP_TIME_LIMIT_MAX_SECONDS, ZIP_TIME_LIMIT_MIN_SECONDS } from '@marginalia/contracts';
import { autograderZipQueryKey, updateAutograderZip } from '../../../../../api/autograderZip';
import { notifyFailure, validationErrorsOf } from '../../../../../api/serverErrors';

interface ZipTimeLimitProps {
  assignmentId: number;
  timeLimitSeconds: number;
  readOnly: boolean;
}

const HELP = `How long run_autograder may run on each submission before the run ends as not graded (Gradescope's default is ${ZIP_TIME_LIMIT_DEFAULT_SECONDS / 60} minutes; from ${ZIP_TIME_LIMIT_MIN_SECONDS} seconds to ${ZIP_TIME_LIMIT_MAX_SECONDS / 60} minutes).`;

/** The zip's own time limit (the place a time-out's message names: Tests tab › Autograder zip › Time limit). */
export function ZipTimeLimit({ assignmentId, timeLimitSeconds, readOnly }: ZipTimeLimitProps) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | null>(timeLimitSeconds);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (seconds: number) => updateAutograderZip(assignmentId, { timeLimitSeconds: seconds }, { quiet: true }),
    onMutate: () => setErrors([]),
    onSuccess: (state) => queryClient.setQueryData(autograderZipQueryKey(assignmentId), state),
    onError: (error) => {
      const body = validationErrorsOf(error);
      if (body) setErrors(Object.values(body).flat());
      else notifyFailure(error);
    },
  });
  const changed = value !== null && value !== timeLimitSeconds;

  return (
    <Flex vertical gap={token.marginXXS}>
      <Flex align="center" gap={token.marginXS} wrap>
        <Typography.Text strong id={`zip-time-limit-${assignmentId}`}>
          Time limit
        </Typography.Text>
        {readOnly ? (
          <Typography.Text>{timeLimitSeconds} seconds</Typography.Text>
        ) : (
          <>
            <InputNumber
              aria-labelledby={`zip-time-limit-${assignmentId}`}
              min={ZIP_TIME_LIMIT_MIN_SECONDS}
              max={ZIP_TIME_LIMIT_MAX_SECONDS}
              step={60}
              precision={0}
              value={value}
              onChange={(next) => setValue(next)}
              suffix="seconds"
              style={{ width: 160 }}
            />
            <Button size="small" disabled={!changed} loading={save.isPending} onClick={() => value !== null && save.mutate(value)}>
              Save time limit
            </Button>
          </>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {HELP}
      </Typography.Text>
      {errors.length > 0 && <Alert type="error" showIcon title={errors.join(' ')} />}
    </Flex>
  );
}
