import { Button, Flex } from 'antd';
import { MESSAGES } from '@marginalia/contracts';
import { PageHeading } from '../../components/PageHeading';
import { SecondaryText } from '../../components/SecondaryText';

/**
 * A page's code could not be downloaded: usually a dropped connection, or a new version was deployed and
 * the old files are gone. Reloading fetches the current version.
 */
export function PageLoadFailure() {
  return (
    <Flex vertical align="center" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <PageHeading>{MESSAGES.pageLoadFailure}</PageHeading>
      <SecondaryText>Check your connection, then refresh the page.</SecondaryText>
      <Button type="primary" onClick={() => window.location.reload()}>
        Refresh
      </Button>
    </Flex>
  );
}
