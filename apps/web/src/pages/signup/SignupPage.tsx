import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { BookOutlined, TeamOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { usePageTitle } from '../../hooks/usePageTitle';
import { SignupSteps } from './SignupSteps';

function RoleGroup({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const id = `signup-role-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      style={{ flex: '1 1 240px', padding: token.padding, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}
    >
      <h2 id={id} style={{ fontSize: token.fontSizeHeading4, margin: `0 0 ${token.marginSM}px`, color: token.colorTextHeading }}>
        {icon} {title}
      </h2>
      <Flex vertical gap={token.marginXS}>
        {children}
      </Flex>
    </section>
  );
}

/** /signup: choose a role (docs/PRODUCT.md §2). Instructors and staff create or join a course; students join one. */
export default function SignupPage() {
  usePageTitle('Sign Up');
  return (
    <Panel maxWidth={640}>
      <PageHeading>Sign Up</PageHeading>
      <SignupSteps current={0} />
      <Flex gap={16} wrap>
        <RoleGroup title="Instructors and Staff" icon={<BookOutlined />}>
          <ButtonLink type="primary" to="/signup/create">
            Create Course
          </ButtonLink>
          <ButtonLink to="/signup/join">Join Existing Course</ButtonLink>
        </RoleGroup>
        <RoleGroup title="Students" icon={<TeamOutlined />}>
          <ButtonLink type="primary" to="/signup/join">
            Join Existing Course
          </ButtonLink>
        </RoleGroup>
      </Flex>
    </Panel>
  );
}
