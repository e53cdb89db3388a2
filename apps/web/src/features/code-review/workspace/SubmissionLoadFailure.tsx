import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { describeError, logError } from '../../../api/logs';
import { supportEmail } from '../../../config';

/**
 * docs/PRODUCT.md §8 "Submission load failure": the message with the support address, and one error log
 * "Error loading submission {id}" with the detail and the URL.
 */
export function SubmissionLoadFailure({ submissionId, error, onRetry }: { submissionId: number | string; error: unknown; onRetry(): void }) {
  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    const described = describeError(error);
    void logError({ error: `Error loading submission ${submissionId}`, errorDetail: `${described.error}\n${described.errorDetail}`.trim(), url: window.location.href });
  }, [submissionId, error]);

  const email = supportEmail();
  return (
    <Result
      status="warning"
      title={
        <>
          Something went wrong loading the submission. Please try again or contact <a href={`mailto:${email}`}>{email}</a>
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
