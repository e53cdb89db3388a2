import { Result } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';

/**
 * A submission that does not exist, or is in none of the reader's courses (the API answers both with 404, so as
 * not to tell them apart): nothing went wrong and trying again will not help, so the page says so plainly.
 */
export function SubmissionNotFound({ submissionId }: { submissionId: string }) {
  return (
    <Result
      status="404"
      title="Submission not found"
      subTitle={`There is no submission ${submissionId} in your courses. Check the link, or open the submission from your console.`}
      extra={
        <ButtonLink to="/" type="primary">
          Back to your console
        </ButtonLink>
      }
    />
  );
}
