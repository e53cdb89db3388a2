import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Space, Table, theme, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { BREAKPOINTS, COURSE_ADMIN_SORT_KEYS, type CourseAdminRow } from '@marginalia/contracts';
import { fetchCourseAdmins, platformConsoleQueryKeys } from '../../../api/platformConsole';
import { LoadFailed } from '../../../components/LoadStates';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { formatCount } from '../console/format';
import { activityPath, LoginAsLink } from '../console/links';
import { ListSearch } from '../console/ListSearch';
import { useServerList, type ServerList } from '../console/useServerList';

// The Admins table: one row per course admin and course they administer, searched (e-mail, course name, period,
// organization name, admin count), sorted and paged by the server. Each row leads to acting as the admin and to
// what they did (the audit log with them as the actor).

type SortKey = (typeof COURSE_ADMIN_SORT_KEYS)[number];

const actions: TableColumnsType<CourseAdminRow>[number] = {
  title: 'Actions',
  key: 'actions',
  width: 150,
  render: (_, row) => (
    <Space size="middle">
      <LoginAsLink email={row.email}>Login as</LoginAsLink>
      <Link to={activityPath(row.userId)} aria-label={`Activity of ${row.email}`}>
        Activity
      </Link>
    </Space>
  ),
};

/** On a phone the actions come right after the address, before the table scrolls sideways. */
function columns(list: ServerList<SortKey>, secondary: string, narrow: boolean): TableColumnsType<CourseAdminRow> {
  const sortable = (key: SortKey) => ({ key, sorter: true, sortOrder: list.sortOrderOf(key) });
  return [
    { title: 'Email', ...sortable('email'), dataIndex: 'email', ellipsis: true, width: narrow ? 200 : undefined },
    ...(narrow ? [actions] : []),
    {
      title: 'Organization',
      ...sortable('organization'),
      render: (_, row) =>
        row.organization ? (
          <>
            {row.organization.name}
            {row.organization.shortname.trim() !== '' && <span style={{ color: secondary }}> ({row.organization.shortname})</span>}
          </>
        ) : (
          <span style={{ color: secondary }}>—</span>
        ),
    },
    { title: 'Course', ...sortable('course'), render: (_, row) => row.course.name },
    { title: 'Period', ...sortable('period'), width: 120, render: (_, row) => row.course.period },
    { title: 'Admins', ...sortable('adminCount'), dataIndex: 'adminCount', width: 100, align: 'right', render: formatCount },
    ...(narrow ? [] : [actions]),
  ];
}

export function AdminsTable({ inUrl, pageSize = 25 }: { inUrl: boolean; pageSize?: 10 | 25 }) {
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.gradeHeader}px)`);
  const list = useServerList({ sortKeys: COURSE_ADMIN_SORT_KEYS, inUrl, defaultPageSize: pageSize });
  const admins = useQuery({
    queryKey: platformConsoleQueryKeys.courseAdmins(list.list),
    queryFn: () => fetchCourseAdmins(list.list),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ListSearch list={list} label="Search admins" placeholder="Search e-mail, course, period, organization or admin count" style={{ maxWidth: 480, marginBottom: token.marginSM }} />
      {admins.isError ? (
        <LoadFailed what="the admins" onRetry={() => void admins.refetch()} />
      ) : (
        <Table<CourseAdminRow>
          size="small"
          rowKey={(row) => `${row.userId}-${row.course.id}`}
          aria-label="Admins"
          columns={columns(list, token.colorTextSecondary, narrow)}
          locale={{ emptyText: list.list.search ? 'No admin matches the search.' : 'No course has an admin yet.' }}
          {...list.tableProps(admins, 'admin')}
          scroll={{ x: 860 }}
        />
      )}
    </>
  );
}
