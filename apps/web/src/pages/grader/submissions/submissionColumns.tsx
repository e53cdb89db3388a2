import { Flex, Tag, Typography, type TableColumnType } from 'antd';
import { Link } from 'react-router';
import { regradeLinkPath, type SubmissionOverviewRow } from '@marginalia/contracts';
import { compareText, isMine } from './overviewFilters';
import { SubmissionStateTag } from '../../../components/SubmissionStateTag';
import { NeedsAttentionTag } from '../../../features/test-runs/NeedsAttentionTag';
import { OverviewTestsTag } from '../../../features/test-runs/OverviewTestsTag';
import { compareOverviewTests } from '../../../features/test-runs/overviewTests';
import { formatDateTime, zoneLabel } from '../../../format/dateTime';

// The columns the submission tables of the grader console share. Each row opens the code view.

type Column = TableColumnType<SubmissionOverviewRow>;

const none = <Typography.Text type="secondary">—</Typography.Text>;
const SORT_DIRECTIONS: Column['sortDirections'] = ['ascend', 'descend', 'ascend'];

export function studentsColumn(): Column {
  return {
    title: 'Students',
    key: 'students',
    sorter: (a, b) => compareText(a.students[0] ?? '', b.students[0] ?? ''),
    sortDirections: SORT_DIRECTIONS,
    render: (_, row) => (
      // A row with an open regrade request opens on it (the Info panel, the request in view).
      <Link to={row.regradeOpen ? regradeLinkPath(row.id) : `/code/${row.id}`}>
        {row.students.map((student) => (
          <span key={student} style={{ display: 'block' }}>
            {student}
          </span>
        ))}
      </Link>
    ),
  };
}

export function sectionsColumn(): Column {
  return {
    title: 'Section',
    key: 'sections',
    width: 160,
    sorter: (a, b) => compareText(a.sections.join(', '), b.sections.join(', ')),
    sortDirections: SORT_DIRECTIONS,
    render: (_, row) => (row.sections.length > 0 ? row.sections.join(', ') : none),
  };
}

export function graderColumn(me: string): Column {
  return {
    title: 'Grader',
    key: 'grader',
    sorter: (a, b) => compareText(a.grader ?? '', b.grader ?? ''),
    sortDirections: SORT_DIRECTIONS,
    render: (_, row) =>
      row.grader === null ? (
        none
      ) : (
        <Flex gap={6} wrap align="center">
          <span>{row.grader}</span>
          {isMine(row, me) && <Tag color="green">you</Tag>}
        </Flex>
      ),
  };
}

const STATE_ORDER = { unclaimed: 0, inProgress: 1, finalized: 2 } as const;

export function stateColumn(): Column {
  return {
    title: 'State',
    key: 'state',
    width: 120,
    sorter: (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state],
    sortDirections: SORT_DIRECTIONS,
    render: (_, row) => <SubmissionStateTag state={row.state} regradeOpen={row.regradeOpen} />,
  };
}

/** Grades with at most two decimals, out of the assignment's points. */
export function formatGrade(grade: number | null, points: number): string | null {
  if (grade === null) return null;
  const rounded = (value: number) => String(Math.round(value * 100) / 100);
  return `${rounded(grade)} / ${rounded(points)}`;
}

export function gradeColumn(points: number): Column {
  return {
    title: 'Grade',
    key: 'grade',
    width: 110,
    align: 'right',
    // Rows without a grade stay below every graded one in both directions (antd negates the result for descend).
    sorter: (a, b, order) => {
      if (a.grade === null || b.grade === null) {
        const last = order === 'descend' ? -1 : 1;
        return a.grade === b.grade ? 0 : a.grade === null ? last : -last;
      }
      return a.grade - b.grade;
    },
    sortDirections: SORT_DIRECTIONS,
    render: (_, row) => (row.needsAttention ? <NeedsAttentionTag /> : (formatGrade(row.grade, points) ?? none)),
  };
}

/** The newest autograder run: "7/9", "Queued", "Running", "Error"; submissions without runs sort last. */
export function testsColumn(): Column {
  return {
    title: 'Tests',
    key: 'tests',
    width: 100,
    sorter: (a, b, order) => compareOverviewTests(a.tests, b.tests, order),
    sortDirections: SORT_DIRECTIONS,
    render: (_, row) => <OverviewTestsTag tests={row.tests} />,
  };
}

export function uploadedColumn(timeZone: string | undefined): Column {
  return {
    title: 'Uploaded',
    key: 'dateUploaded',
    width: 170,
    sorter: (a, b) => Date.parse(a.dateUploaded) - Date.parse(b.dateUploaded),
    sortDirections: SORT_DIRECTIONS,
    render: (_, row) => <span title={zoneLabel(timeZone)}>{formatDateTime(row.dateUploaded, timeZone)}</span>,
  };
}

