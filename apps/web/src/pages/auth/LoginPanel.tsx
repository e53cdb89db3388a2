import { Alert, Flex } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@marginalia/contracts';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { HELP_LINKS } from '../../config';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { LoginForm, type LoginFormProps } from './LoginForm';

export interface LoginPanelProps extends LoginFormProps {
  title?: string;
}

/** The login card used by /login and by the prompt on protected pages. */
export function LoginPanel({ title = 'Login', maintenance: forced = false, onSuccess }: LoginPanelProps) {
  usePageTitle(title);
  // Maintenance comes from the installation's settings (MAINTENANCE); the inputs stay disabled while it lasts.
  const site = useSiteSettings();
  const maintenance = forced || Boolean(site?.maintenance.enabled);
  return (
    <Panel>
      <PageHeading>{title}</PageHeading>
      {maintenance && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${PRODUCT_NAME} is down for maintenance`}
          description={site?.maintenance.message ?? 'Logging in is disabled until the maintenance is over. Please try again later.'}
        />
      )}
      <LoginForm maintenance={maintenance} onSuccess={onSuccess} />
      <Flex vertical gap={4} style={{ marginTop: 16 }}>
        <Link to="/forgot-password">Forgot your password?</Link>
        <Link to={HELP_LINKS.missingSignupEmail}>Didn&apos;t get a sign-up email?</Link>
      </Flex>
    </Panel>
  );
}
