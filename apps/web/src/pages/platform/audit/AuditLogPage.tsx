import { PageHeading } from '../../../components/PageHeading';
import { usePageTitle } from '../../../hooks/usePageTitle';

// `/dashboard/audit`: a placeholder until the audit log page lands.

export default function AuditLogPage() {
  usePageTitle('Audit log');
  return <PageHeading>Audit log</PageHeading>;
}
