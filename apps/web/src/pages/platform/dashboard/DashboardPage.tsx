import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { AdminsTable } from '../admins/AdminsTable';
import { OrganizationsTable } from '../organizations/OrganizationsTable';
import { SummaryCards } from './SummaryCards';

// `/dashboard`, platform admins: the server at a glance. The counts, then the Admins and the Organizations
// tables (ten rows a page here; their own pages keep their search and sort in the address).

function Section({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const id = `dashboard-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} style={{ marginTop: token.marginXL }}>
      <Flex justify="space-between" align="baseline" gap={token.marginSM} wrap style={{ marginBottom: token.marginSM }}>
        <h2 id={id} style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, margin: 0 }}>
          {title}
        </h2>
        <Link to={to}>Open the {title} page</Link>
      </Flex>
      {children}
    </section>
  );
}

export default function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <>
      <PageHeading>Dashboard</PageHeading>
      <SummaryCards />
      <Section title="Admins" to="/dashboard/admins">
        <AdminsTable inUrl={false} pageSize={10} />
      </Section>
      <Section title="Organizations" to="/dashboard/organizations">
        <OrganizationsTable inUrl={false} pageSize={10} />
      </Section>
    </>
  );
}
