import { PageHeading } from '../../../components/PageHeading';
import { SecondaryText } from '../../../components/SecondaryText';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { AdminsTable } from './AdminsTable';

// `/dashboard/admins`, platform admins: every course admin with the courses they administer; search, sort and page
// are in the address, so a view can be shared and reloaded.

export default function AdminsPage() {
  usePageTitle('Admins');
  return (
    <>
      <PageHeading>Admins</PageHeading>
      <SecondaryText>One row per admin and course. Log in as an admin to see what they see, or read their activity in the audit log.</SecondaryText>
      <AdminsTable inUrl />
    </>
  );
}
