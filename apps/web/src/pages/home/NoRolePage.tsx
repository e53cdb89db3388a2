import { LAYOUT } from '@marginalia/contracts';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { SecondaryText } from '../../components/SecondaryText';
import { usePageTitle } from '../../hooks/usePageTitle';

/** A logged-in user who is in no course yet: say why the app is empty and how to join one. */
export default function NoRolePage() {
  usePageTitle('Welcome');
  return (
    <Panel maxWidth={LAYOUT.homeMaxWidth} style={{ marginTop: 32 }}>
      <PageHeading>You&apos;re not in any course yet</PageHeading>
      <SecondaryText>
        Your account works, but no course has added you as a student, grader or admin yet. Ask your instructor
        for the course&apos;s invite code and join with it, or ask them to add your email to the roster.
      </SecondaryText>
      <ButtonLink to="/signup/join" type="primary">
        Join a course
      </ButtonLink>
    </Panel>
  );
}
