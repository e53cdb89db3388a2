import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Flex, theme } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { ACCOUNT_TOKEN_MESSAGES, MESSAGES } from '@marginalia/contracts';
import { ApiError } from '../../api/errors';
import { registerAndSetPassword, verifyRegistrationToken } from '../../api/registration';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed, LoadingState } from '../../components/LoadStates';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { SecondaryText } from '../../components/SecondaryText';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSessionMachine } from '../../session/SessionContext';
import { serverMessages } from '../../api/serverMessages';
import { SetPasswordForm } from './SetPasswordForm';

// /activate/{uid}/{token}, /password-reset/{uid}/{token} and /upgrade/{uid}/{token} (docs/PRODUCT.md §2, §4): the link is
// checked (validating), then the user sets a password (valid) or learns how to get a new link (invalid); once the
// password is set the page signs them in with it (the ordinary login call, so its rules and record apply) and
// they land home, signed in. Should that sign-in fail (say, too many attempts), it says so and offers Log in.

export type TokenPageKind = 'activation' | 'passwordReset' | 'upgrade';

interface KindText {
  title: string;
  intro: (email: ReactNode) => ReactNode;
  /** Where a new link of this kind is asked for (docs/PRODUCT.md §8). */
  newLink: { to: string; label: string };
}

const KINDS: Record<TokenPageKind, KindText> = {
  activation: {
    title: 'Activate your account',
    intro: (email) => <>Choose a password for {email} to activate your account.</>,
    newLink: { to: '/signup/join/', label: 'Ask for a new activation link' },
  },
  passwordReset: {
    title: 'Reset your password',
    intro: (email) => <>Choose a new password for {email}.</>,
    newLink: { to: '/forgot-password', label: 'Ask for a new password reset link' },
  },
  upgrade: {
    title: 'Upgrade your account',
    intro: (email) => <>Choose a password for {email} to upgrade your account.</>,
    newLink: { to: '/upgrade/', label: 'Ask for a new upgrade link' },
  },
};

function InvalidLink({ kind }: { kind: KindText }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={MESSAGES.tokenInvalid}
      description={
        <>
          {ACCOUNT_TOKEN_MESSAGES.onlyLatestLink} <Link to={kind.newLink.to}>{kind.newLink.label}</Link>
        </>
      }
    />
  );
}

function PasswordSet() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginSM} align="flex-start">
      <Alert type="success" showIcon role="status" title={ACCOUNT_TOKEN_MESSAGES.passwordSet} style={{ alignSelf: 'stretch' }} />
      <ButtonLink type="primary" to="/login">
        Log in
      </ButtonLink>
    </Flex>
  );
}

function TokenFlow({ kind, uid, token }: { kind: KindText; uid: string; token: string }) {
  const check = useQuery({
    queryKey: ['registrationToken', uid, token],
    queryFn: () => verifyRegistrationToken(uid, token),
    retry: false,
    staleTime: Infinity,
  });
  const [linkUsedUp, setLinkUsedUp] = useState(false);
  const session = useSessionMachine();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: async ({ password1, password2 }: { password1: string; password2: string }) => {
      const reply = await registerAndSetPassword({ uid, token, password1, password2 });
      const email = check.data?.email;
      const signedIn = reply.isValid && email ? (await session.login(email, password1)).ok : false;
      return { reply, signedIn };
    },
    onSuccess: ({ reply, signedIn }) => {
      setLinkUsedUp(!reply.isValid);
      if (signedIn) void navigate('/', { replace: true });
    },
  });

  if (check.isPending) return <LoadingState label="Checking your link" />;
  // A link the server cannot read (400) is a bad link; no answer at all is worth another try.
  if (check.isError && !(check.error instanceof ApiError && check.error.status === 400)) {
    return <LoadFailed what="your link" onRetry={() => void check.refetch()} />;
  }
  if (check.isError || !check.data.isValid || linkUsedUp) return <InvalidLink kind={kind} />;
  if (save.isSuccess) return <PasswordSet />;
  return (
    <>
      <SecondaryText>{kind.intro(<strong>{check.data.email ?? 'your account'}</strong>)}</SecondaryText>
      <SetPasswordForm
        email={check.data.email}
        submitting={save.isPending}
        errors={save.isError ? serverMessages(save.error) : []}
        onSubmit={(password1, password2) => save.mutate({ password1, password2 })}
      />
    </>
  );
}

export default function TokenPage({ kind }: { kind: TokenPageKind }) {
  const text = KINDS[kind];
  const { uid = '', token = '' } = useParams();
  usePageTitle(text.title);
  return (
    <Panel>
      <PageHeading>{text.title}</PageHeading>
      {uid === '' || token === '' ? <InvalidLink kind={text} /> : <TokenFlow key={`${uid}/${token}`} kind={text} uid={uid} token={token} />}
    </Panel>
  );
}
