import { Flex } from 'antd';
import { PRODUCT_NAME } from '@marginalia/contracts';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';
import { SecondaryText } from '../../components/SecondaryText';
import { usePageTitle } from '../../hooks/usePageTitle';

/** The visitor home page; a short placeholder until the marketing site is built. */
export default function LandingPage() {
  usePageTitle('');
  return (
    <section style={{ maxWidth: 720, margin: '48px auto', textAlign: 'center' }}>
      <PageHeading style={{ fontSize: 40 }}>{PRODUCT_NAME}</PageHeading>
      <SecondaryText style={{ fontSize: 18, marginBottom: 24 }}>
        Code review and grading for programming courses: annotate students&apos; code line by line, grade with
        rubrics and automated tests, and return feedback they can act on.
      </SecondaryText>
      <Flex gap={12} justify="center" wrap>
        <ButtonLink to="/login" size="large">
          Login
        </ButtonLink>
        <ButtonLink to="/signup" type="primary" size="large">
          Sign Up
        </ButtonLink>
      </Flex>
    </section>
  );
}
