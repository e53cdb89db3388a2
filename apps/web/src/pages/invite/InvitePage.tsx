import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, theme } from 'antd';
import { useLocation, useParams } from 'react-router';
import { SUBMISSION_ACTION_MESSAGES } from '@marginalia/contracts';
import { ApiError, NetworkError } from '../../api/errors';
import { checkPartnerLink, joinPartnerLink } from '../../api/submissionActions';
import { ButtonLink } from '../../components/ButtonLink';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadingState } from '../../components/LoadStates';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { SecondaryText } from '../../components/SecondaryText';
import { useSession } from '../../session/SessionContext';
import { serverMessages } from '../../api/serverMessages';

// /invite/{sid}/{token}: a student joins a submission as a partner (docs/PRODUCT.md §2, §3). The link is checked first so
// the student sees whose work they are joining; joining is a second, deliberate step.

const TITLE = 'Join a submission';

function submissionIdOf(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function InvalidLink({ messages = [SUBMISSION_ACTION_MESSAGES.invalidPartnerLink] }: { messages?: string[] }) {
  return <Alert type="error" showIcon role="alert" title={messages.join(' ')} />;
}

function LoginFirst() {
  const { pathname } = useLocation();
  return (
    <Panel>
      <PageHeading>{TITLE}</PageHeading>
      <SecondaryText>Please log in first, then you can join this submission.</SecondaryText>
      <ButtonLink type="primary" to={`/login?next=${encodeURIComponent(pathname)}`}>
        Log in
      </ButtonLink>
    </Panel>
  );
}

function JoinSubmission({ submissionId, token }: { submissionId: number; token: string }) {
  const { token: design } = theme.useToken();
  const invite = useQuery({
    queryKey: ['partnerInvite', submissionId, token],
    queryFn: () => checkPartnerLink(submissionId, token, { quiet: true }),
    retry: false,
    staleTime: Infinity,
  });
  const join = useMutation({ mutationFn: () => joinPartnerLink(submissionId, token, { quiet: true }) });

  if (invite.isPending) return <LoadingState label="Checking the link" />;
  if (invite.isError) return <InvalidLink messages={failureMessages(invite.error)} />;
  if (join.isSuccess) {
    return (
      <Flex vertical gap={design.marginSM} align="flex-start">
        <Alert type="success" showIcon role="status" title="You joined this submission." />
        <ButtonLink type="primary" to={`/code/${submissionId}`}>
          Open the submission
        </ButtonLink>
      </Flex>
    );
  }
  const { students, assignment } = invite.data;
  return (
    <Flex vertical gap={design.marginSM} align="flex-start">
      <SecondaryText style={{ margin: 0 }}>
        You were invited to join this submission for <strong>{assignment}</strong>. Its students:
      </SecondaryText>
      <ul aria-label="Students on this submission" style={{ margin: 0, paddingInlineStart: design.paddingLG }}>
        {students.map((student) => (
          <li key={student}>{student}</li>
        ))}
      </ul>
      <Button type="primary" loading={join.isPending} onClick={() => join.mutate()}>
        Join
      </Button>
      {join.isError && <InvalidLink messages={failureMessages(join.error)} />}
    </Flex>
  );
}

/**
 * A refusal says why (already on it, another submission) and a lost connection says so; any other failure (the
 * submission is gone or out of reach) means the link is no good.
 */
function failureMessages(error: unknown): string[] {
  const explained = error instanceof NetworkError || (error instanceof ApiError && error.status === 400);
  return explained ? serverMessages(error) : [SUBMISSION_ACTION_MESSAGES.invalidPartnerLink];
}

export default function InvitePage() {
  const { status } = useSession();
  const params = useParams();
  const submissionId = submissionIdOf(params.sid);
  const token = params.token ?? '';

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'loggedOut') return <LoginFirst />;
  return (
    <Panel maxWidth={520}>
      <PageHeading>{TITLE}</PageHeading>
      {submissionId === null || token === '' ? <InvalidLink /> : <JoinSubmission submissionId={submissionId} token={token} />}
    </Panel>
  );
}
