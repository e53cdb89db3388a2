import { Flex } from 'antd';
import { CONSOLE_LABELS, CONSOLE_PATHS, LAYOUT, MESSAGES, type Role } from '@marginalia/contracts';
import { ButtonLink } from '../../components/ButtonLink';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { usePageTitle } from '../../hooks/usePageTitle';

/** "Select your Role" for users with several roles; one button per console they hold (docs/PRODUCT.md §2), home width (docs/PRODUCT.md §9). */
export default function RoleChooser({ roles }: { roles: Role[] }) {
  usePageTitle(MESSAGES.selectYourRole);
  return (
    <Panel maxWidth={LAYOUT.homeMaxWidth} style={{ marginTop: 32 }}>
      <PageHeading>{MESSAGES.selectYourRole}</PageHeading>
      <Flex vertical gap={12}>
        {roles.map((role) => (
          <ButtonLink key={role} to={CONSOLE_PATHS[role]} size="large" block>
            {CONSOLE_LABELS[role]}
          </ButtonLink>
        ))}
      </Flex>
    </Panel>
  );
}
