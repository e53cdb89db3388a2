import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import type { OrganizationCourse, OrganizationRow } from '@marginalia/contracts';
import { fetchOrganizationCourses, platformConsoleQueryKeys } from '../../../api/platformConsole';
import { LoadFailed } from '../../../components/LoadStates';
import { CourseOpenCell } from '../console/CourseOpenCell';
import type { CourseToOpen } from '../console/CoursePeopleDrawer';
import { formatCount } from '../console/format';

// An expanded organization: all its courses with their numbers of admins, graders and students, sorted in the
// browser (an organization has tens of courses, not thousands). A course's name opens its people.

const byText = (pick: (course: OrganizationCourse) => string) => (a: OrganizationCourse, b: OrganizationCourse) => pick(a).localeCompare(pick(b));
const byNumber = (pick: (course: OrganizationCourse) => number) => (a: OrganizationCourse, b: OrganizationCourse) => pick(a) - pick(b);

function columns(onOpen: (course: CourseToOpen) => void): TableColumnsType<OrganizationCourse> {
  return [
    {
      title: 'Course',
      key: 'name',
      sorter: byText((course) => course.name),
      defaultSortOrder: 'ascend',
      render: (_, course) => <CourseOpenCell course={course} onOpen={onOpen} />,
    },
    { title: 'Period', key: 'period', dataIndex: 'period', sorter: byText((course) => course.period) },
    { title: 'Admins', key: 'admins', dataIndex: 'admins', align: 'right', width: 90, render: formatCount, sorter: byNumber((course) => course.admins) },
    { title: 'Graders', key: 'graders', dataIndex: 'graders', align: 'right', width: 90, render: formatCount, sorter: byNumber((course) => course.graders) },
    { title: 'Students', key: 'students', dataIndex: 'students', align: 'right', width: 100, render: formatCount, sorter: byNumber((course) => course.students) },
  ];
}

export function OrganizationCourses({ organization, onOpen }: { organization: OrganizationRow; onOpen: (course: CourseToOpen) => void }) {
  const courses = useQuery({
    queryKey: platformConsoleQueryKeys.organizationCourses(organization.id),
    queryFn: () => fetchOrganizationCourses(organization.id),
  });
  if (courses.isError) return <LoadFailed what={`the courses of ${organization.name}`} onRetry={() => void courses.refetch()} />;
  return (
    <Table<OrganizationCourse>
      size="small"
      rowKey="id"
      aria-label={`Courses of ${organization.name}`}
      loading={courses.isPending}
      columns={columns(onOpen)}
      dataSource={courses.data ?? []}
      locale={{ emptyText: 'This organization has no courses yet.' }}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      showSorterTooltip={false}
      scroll={{ x: 560 }}
    />
  );
}
