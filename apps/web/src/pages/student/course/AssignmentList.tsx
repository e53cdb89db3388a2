import { Empty, Flex, Table, Tag, theme, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { BREAKPOINTS, REVISION_TEXTS, type CourseSummary, type StudentAssignment, type StudentCourseView } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { formatGrade } from '../../../components/GradeHistogram';
import { studentPath } from '../studentPaths';
import { plural } from '../../../format/plural';
import { formatDueDate, isPastDue } from './dates';
import { LateTag, StatusTag } from './StatusTag';

interface AssignmentListProps {
  view: StudentCourseView;
  course: CourseSummary;
  /** For tests: the moment "late" is judged against. */
  now?: Date;
}

/** What the due-date column says besides the date: how late the work was, or that it is overdue. */
function LateMarker({ assignment, now }: { assignment: StudentAssignment; now: Date }) {
  if (assignment.lateDayCreditsUsed > 0) return <LateTag label={`Late · ${plural(assignment.lateDayCreditsUsed, 'day')}`} />;
  if (assignment.status === 'notSubmitted' && isPastDue(assignment.uploadDueDate, now)) return <LateTag label="Past due" />;
  return null;
}

export function AssignmentList({ view, course, now = new Date() }: AssignmentListProps) {
  const { token } = theme.useToken();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileWide}px)`);
  const columns: TableColumnsType<StudentAssignment> = [
    {
      title: 'Assignment',
      dataIndex: 'name',
      render: (name: string) => <Link to={studentPath(course, name)}>{name}</Link>,
    },
    { title: 'Status', dataIndex: 'status', render: (_, assignment) => <StatusTag status={assignment.status} /> },
    {
      title: 'Due',
      dataIndex: 'uploadDueDate',
      render: (_, assignment) =>
        assignment.uploadDueDate === null ? (
          <span style={{ color: token.colorTextSecondary }}>No due date</span>
        ) : (
          <Flex wrap gap={token.marginXS} align="center">
            <span>{formatDueDate(assignment.uploadDueDate, view.timezone)}</span>
            <LateMarker assignment={assignment} now={now} />
          </Flex>
        ),
    },
    {
      title: 'Grade',
      dataIndex: 'grade',
      align: 'right',
      render: (_, assignment) =>
        assignment.grade === null ? (
          <span style={{ color: token.colorTextSecondary }} aria-label="No grade yet">
            –
          </span>
        ) : (
          <Flex gap={token.marginXS} justify="end" align="center" wrap>
            {assignment.gradeChange && <Tag color="warning">Grade changed</Tag>}
            {assignment.beingRevised && <Tag color="processing">{REVISION_TEXTS.studentBanner}</Tag>}
            <span>{`${formatGrade(assignment.grade)} / ${formatGrade(assignment.points)}`}</span>
          </Flex>
        ),
    },
  ];
  // Phones keep the name, status and grade in view; the due date is on the assignment's own page.
  const shownColumns = phone ? columns.filter((column) => column.title !== 'Due') : columns;
  return (
    <Table<StudentAssignment>
      rowKey="id"
      aria-label="Assignments"
      columns={shownColumns}
      dataSource={view.assignments}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No assignments yet" /> }}
    />
  );
}
