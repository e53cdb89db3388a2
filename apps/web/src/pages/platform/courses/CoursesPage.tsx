import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Table, theme, type TableColumnsType } from 'antd';
import { CONSOLE_COURSE_SORT_KEYS, type ConsoleCourseRow } from '@marginalia/contracts';
import { fetchConsoleCourses, platformConsoleQueryKeys, type CourseFilters } from '../../../api/platformConsole';
import { LoadFailed } from '../../../components/LoadStates';
import { PageHeading } from '../../../components/PageHeading';
import { SecondaryText } from '../../../components/SecondaryText';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { CourseOpenCell } from '../console/CourseOpenCell';
import { CoursePeopleDrawer, type CourseToOpen } from '../console/CoursePeopleDrawer';
import { formatCount } from '../console/format';
import { OrganizationSelect } from '../console/OrganizationSelect';
import { ListSearch } from '../console/ListSearch';
import { useServerList, type ServerList } from '../console/useServerList';
import { formatDateTime } from '../../../format/dateTime';

// `/dashboard/courses`, platform admins: every course on the server, searched (name, period, organization),
// filtered by organization and by archived, sorted and paged by the server; the view is in the address. A course
// opens the drawer with its people as login-as links.

type SortKey = (typeof CONSOLE_COURSE_SORT_KEYS)[number];
type Archived = 'all' | 'false' | 'true';

const ARCHIVED_OPTIONS: { label: string; value: Archived }[] = [
  { label: 'All', value: 'all' },
  { label: 'Active', value: 'false' },
  { label: 'Archived', value: 'true' },
];

function columns(list: ServerList<SortKey>, onOpen: (course: CourseToOpen) => void, secondary: string): TableColumnsType<ConsoleCourseRow> {
  const sortable = (key: SortKey) => ({ key, sorter: true, sortOrder: list.sortOrderOf(key) });
  const count = { align: 'right' as const, width: 85, render: formatCount };
  return [
    {
      title: 'Course',
      ...sortable('name'),
      render: (_, course) => <CourseOpenCell course={course} onOpen={onOpen} />,
    },
    { title: 'Period', ...sortable('period'), dataIndex: 'period', width: 120 },
    {
      title: 'Organization',
      ...sortable('organization'),
      render: (_, course) => (course.organization ? course.organization.name : <span style={{ color: secondary }}>—</span>),
    },
    { title: 'Admins', key: 'admins', dataIndex: 'admins', ...count },
    { title: 'Graders', key: 'graders', dataIndex: 'graders', ...count },
    { title: 'Students', ...sortable('students'), dataIndex: 'students', ...count, width: 100 },
    { title: 'Submissions', ...sortable('submissions'), dataIndex: 'submissions', ...count, width: 120 },
    {
      title: 'Last activity',
      ...sortable('lastActivity'),
      dataIndex: 'lastActivity',
      width: 170,
      render: (value: string | null) => (value ? formatDateTime(value) : <span style={{ color: secondary }}>never</span>),
    },
  ];
}

export default function CoursesPage() {
  usePageTitle('Courses');
  const { token } = theme.useToken();
  const list = useServerList({ sortKeys: CONSOLE_COURSE_SORT_KEYS, inUrl: true, defaultPageSize: 25 });
  const [open, setOpen] = useState<CourseToOpen | null>(null);
  const organization = Number(list.filter('organization')) || undefined;
  const archivedParam = list.filter('archived');
  const archived = archivedParam === 'true' || archivedParam === 'false' ? archivedParam : undefined;
  const filters: CourseFilters = { organization, archived };
  const courses = useQuery({
    queryKey: platformConsoleQueryKeys.courses(list.list, filters),
    queryFn: () => fetchConsoleCourses(list.list, filters),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(list.list.search || organization || archived);
  return (
    <>
      <PageHeading>Courses</PageHeading>
      <SecondaryText>Every course on the server. Open a course to see its people and log in as one of them.</SecondaryText>
      <Flex gap={token.marginSM} wrap align="center" style={{ marginBottom: token.marginSM }}>
        <ListSearch list={list} label="Search courses" placeholder="Search name, period or organization" style={{ flex: '1 1 240px', maxWidth: 360 }} />
        <OrganizationSelect value={organization} onChange={(id) => list.setFilter('organization', id === undefined ? undefined : String(id))} style={{ flex: '1 1 220px', maxWidth: 320 }} />
        <Segmented<Archived>
          aria-label="Archived"
          options={ARCHIVED_OPTIONS}
          value={archived ?? 'all'}
          onChange={(value) => list.setFilter('archived', value === 'all' ? undefined : value)}
        />
      </Flex>
      {courses.isError ? (
        <LoadFailed what="the courses" onRetry={() => void courses.refetch()} />
      ) : (
        <Table<ConsoleCourseRow>
          size="small"
          rowKey="id"
          aria-label="Courses"
          columns={columns(list, setOpen, token.colorTextSecondary)}
          locale={{ emptyText: filtered ? 'No course matches these filters.' : 'No courses yet.' }}
          {...list.tableProps(courses, 'course')}
          scroll={{ x: 980 }}
        />
      )}
      <CoursePeopleDrawer course={open} onClose={() => setOpen(null)} />
    </>
  );
}
