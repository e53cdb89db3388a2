import { PageHeading } from '../../../components/PageHeading';
import { usePageTitle } from '../../../hooks/usePageTitle';

// `/dashboard/platform-admins`: a placeholder until the platform admins page lands.

export default function PlatformAdminsPage() {
  usePageTitle('Platform admins');
  return <PageHeading>Platform admins</PageHeading>;
}
