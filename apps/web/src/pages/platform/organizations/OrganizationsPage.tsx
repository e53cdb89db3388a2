import { PageHeading } from '../../../components/PageHeading';
import { SecondaryText } from '../../../components/SecondaryText';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { OrganizationsTable } from './OrganizationsTable';

// `/dashboard/organizations`, platform admins: every organization on the server; search, sort and page are in the
// address, so a view can be shared and reloaded.

export default function OrganizationsPage() {
  usePageTitle('Organizations');
  return (
    <>
      <PageHeading>Organizations</PageHeading>
      <SecondaryText>Expand an organization to list its courses; open a course to see its people and log in as one of them.</SecondaryText>
      <OrganizationsTable inUrl />
    </>
  );
}
