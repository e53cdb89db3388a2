import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Table, theme, type TableColumnsType } from 'antd';
import { ORGANIZATION_SORT_KEYS, type OrganizationRow } from '@marginalia/contracts';
import { fetchOrganizations, platformConsoleQueryKeys } from '../../../api/platformConsole';
import { LoadFailed } from '../../../components/LoadStates';
import { CoursePeopleDrawer, type CourseToOpen } from '../console/CoursePeopleDrawer';
import { formatCount } from '../console/format';
import { ListSearch } from '../console/ListSearch';
import { useServerList, type ServerList } from '../console/useServerList';
import { OrganizationCourses } from './OrganizationCourses';

// The Organizations table: name, short name and number of courses, searched, sorted and paged by the server.
// A row expands to the organization's courses; a course opens a drawer with its people as login-as links.

type SortKey = (typeof ORGANIZATION_SORT_KEYS)[number];

function columns(list: ServerList<SortKey>): TableColumnsType<OrganizationRow> {
  const sortable = (key: SortKey) => ({ key, dataIndex: key, sorter: true, sortOrder: list.sortOrderOf(key) });
  return [
    { title: 'Name', ...sortable('name') },
    { title: 'Short name', ...sortable('shortname'), width: 120 },
    { title: 'Courses', ...sortable('courseCount'), width: 100, align: 'right', render: formatCount },
  ];
}

export function OrganizationsTable({ inUrl, pageSize = 25 }: { inUrl: boolean; pageSize?: 10 | 25 }) {
  const { token } = theme.useToken();
  const list = useServerList({ sortKeys: ORGANIZATION_SORT_KEYS, inUrl, defaultPageSize: pageSize });
  const [course, setCourse] = useState<CourseToOpen | null>(null);
  const organizations = useQuery({
    queryKey: platformConsoleQueryKeys.organizations(list.list),
    queryFn: () => fetchOrganizations(list.list),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ListSearch list={list} label="Search organizations" placeholder="Search names and short names" style={{ maxWidth: 360, marginBottom: token.marginSM }} />
      {organizations.isError ? (
        <LoadFailed what="the organizations" onRetry={() => void organizations.refetch()} />
      ) : (
        <Table<OrganizationRow>
          size="small"
          rowKey="id"
          aria-label="Organizations"
          columns={columns(list)}
          expandable={{
            expandedRowRender: (organization) => <OrganizationCourses organization={organization} onOpen={setCourse} />,
            rowExpandable: (organization) => organization.courseCount > 0,
            // antd's own toggle is named "Expand row" on every row; this one says which organization it opens.
            expandIcon: ({ expanded, expandable, onExpand, record }) =>
              expandable ? (
                <Button
                  type="text"
                  size="small"
                  icon={expanded ? <DownOutlined /> : <RightOutlined />}
                  aria-expanded={expanded}
                  aria-label={`${expanded ? 'Hide' : 'Show'} the courses of ${record.name}`}
                  onClick={(event) => onExpand(record, event)}
                />
              ) : null,
          }}
          locale={{ emptyText: list.list.search ? 'No organization matches the search.' : 'No organizations yet.' }}
          {...list.tableProps(organizations, 'organization')}
          // No sideways scroll: three columns fit a phone. A fixed layout keeps an expanded row to the table's
          // width, so a wide list of courses scrolls inside it instead of widening the page.
          tableLayout="fixed"
        />
      )}
      <CoursePeopleDrawer course={course} onClose={() => setCourse(null)} />
    </>
  );
}
