import { useDeferredValue, useMemo, useState } from 'react';
import { Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { SUBMISSION_FILTER_STATE_LABELS, SUBMISSION_FILTER_STATES, type SubmissionFilterState, type SubmissionOverviewRow } from '@marginalia/contracts';
import { formatGrade } from '../../../components/GradeHistogram';
import { SubmissionStateTag } from '../../../components/SubmissionStateTag';
import { OverviewTestsTag } from '../../../features/test-runs/OverviewTestsTag';
import { compareOverviewTests } from '../../../features/test-runs/overviewTests';
import { usePreferences, usePreferencesStore } from '../../../preferences/PreferencesContext';
import { formatCourseDate } from '../../../format/courseDate';
import { filterChoices, filterSubmissions, NO_FILTERS, NONE, STATE_LABELS, type SubmissionFilters } from './submissionFilters';
import { SubmissionRowActions, type RowAction } from './SubmissionRowActions';
import { plural } from '../../../format/plural';
import { NeedsAttentionTag } from '../../../features/test-runs/NeedsAttentionTag';

interface Props {
  rows: readonly SubmissionOverviewRow[];
  points: number;
  timeZone: string;
  onAction: ((action: RowAction, row: SubmissionOverviewRow) => void) | null;
  loading?: boolean;
}

const ANY = '*';

const byText = (a: string, b: string) => a.localeCompare(b);
const none = <Typography.Text type="secondary">—</Typography.Text>;

function stackedList(items: readonly string[]) {
  if (items.length === 0) return none;
  return (
    <Flex vertical>
      {items.map((item) => (
        <span key={item}>{item}</span>
      ))}
    </Flex>
  );
}

/** Every submission of the assignment: search, filters by state, grader and section, sortable columns, pages. */
export function SubmissionsTable({ rows, points, timeZone, onAction, loading }: Props) {
  const [filters, setFilters] = useState<SubmissionFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDeferredValue(filters.search);
  const { defaultPageSize } = usePreferences();
  const preferences = usePreferencesStore();
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const shown = useMemo(() => filterSubmissions(rows, { ...filters, search }), [rows, filters, search]);
  const change = (changes: Partial<SubmissionFilters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  const fromSelect = (value: string) => (value === ANY ? null : value);

  const columns: TableColumnsType<SubmissionOverviewRow> = [
    {
      title: 'Students',
      key: 'students',
      sorter: (a, b) => byText(a.students.join(), b.students.join()),
      defaultSortOrder: 'ascend',
      render: (_, row) => stackedList(row.students),
    },
    { title: 'Section', key: 'sections', sorter: (a, b) => byText(a.sections.join(), b.sections.join()), render: (_, row) => stackedList(row.sections) },
    {
      title: 'Grader',
      key: 'grader',
      sorter: (a, b) => byText(a.grader ?? '', b.grader ?? ''),
      render: (_, row) => row.grader ?? <Typography.Text type="secondary">Unclaimed</Typography.Text>,
    },
    {
      title: 'State',
      key: 'state',
      width: 120,
      sorter: (a, b) => byText(STATE_LABELS[a.state], STATE_LABELS[b.state]),
      render: (_, row) => <SubmissionStateTag state={row.state} regradeOpen={row.regradeOpen} />,
    },
    {
      title: 'Grade',
      key: 'grade',
      width: 100,
      align: 'right',
      sorter: (a, b) => (a.grade ?? -Infinity) - (b.grade ?? -Infinity),
      render: (_, row) => {
        if (row.needsAttention) return <NeedsAttentionTag />;
        return row.grade === null ? none : `${formatGrade(row.grade)} / ${formatGrade(points)}`;
      },
    },
    {
      title: 'Tests',
      key: 'tests',
      width: 100,
      sorter: (a, b, order) => compareOverviewTests(a.tests, b.tests, order),
      render: (_, row) => <OverviewTestsTag tests={row.tests} />,
    },
    {
      title: 'Uploaded',
      key: 'dateUploaded',
      sorter: (a, b) => byText(a.dateUploaded, b.dateUploaded),
      render: (_, row) => formatCourseDate(row.dateUploaded, timeZone),
    },
    { title: 'Edited', key: 'dateEdited', sorter: (a, b) => byText(a.dateEdited, b.dateEdited), render: (_, row) => formatCourseDate(row.dateEdited, timeZone) },
    { title: 'Late days', key: 'lateDays', width: 90, align: 'right', sorter: (a, b) => a.lateDayCreditsUsed - b.lateDayCreditsUsed, render: (_, row) => row.lateDayCreditsUsed },
    { title: 'Actions', key: 'actions', width: 150, align: 'right', render: (_, row) => <SubmissionRowActions row={row} onAction={onAction} /> },
  ];

  const filtering = shown.length !== rows.length;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Input
          aria-label="Search submissions"
          placeholder="Student, grader, section or id"
          prefix={<SearchOutlined />}
          allowClear
          value={filters.search}
          onChange={(event) => change({ search: event.target.value })}
          style={{ maxWidth: 280 }}
        />
        <Select
          aria-label="Filter by state"
          value={filters.state ?? ANY}
          onChange={(value: string) => change({ state: fromSelect(value) as SubmissionFilterState | null })}
          style={{ minWidth: 140 }}
          options={[{ value: ANY, label: 'Any state' }, ...SUBMISSION_FILTER_STATES.map((value) => ({ value, label: SUBMISSION_FILTER_STATE_LABELS[value] }))]}
        />
        <Select
          aria-label="Filter by grader"
          value={filters.grader ?? ANY}
          onChange={(value: string) => change({ grader: fromSelect(value) })}
          style={{ minWidth: 180 }}
          showSearch
          options={[{ value: ANY, label: 'Any grader' }, { value: NONE, label: 'Unclaimed' }, ...choices.graders.map((email) => ({ value: email, label: email }))]}
        />
        <Select
          aria-label="Filter by section"
          value={filters.section ?? ANY}
          onChange={(value: string) => change({ section: fromSelect(value) })}
          style={{ minWidth: 150 }}
          options={[{ value: ANY, label: 'Any section' }, { value: NONE, label: 'No section' }, ...choices.sections.map((name) => ({ value: name, label: name }))]}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {filtering ? `${shown.length} of ${plural(rows.length, 'submission')}` : plural(rows.length, 'submission')}
        </Typography.Text>
      </Flex>
      <Table<SubmissionOverviewRow>
        size="small"
        rowKey="id"
        sticky
        loading={loading}
        columns={columns}
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: rows.length === 0 ? 'No submissions yet.' : 'No submissions match these filters.' }}
        pagination={{
          current: page,
          pageSize: defaultPageSize,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (nextPage, nextSize) => {
            if (nextSize !== defaultPageSize) {
              preferences.set('defaultPageSize', nextSize);
              setPage(1);
            } else {
              setPage(nextPage);
            }
          },
        }}
      />
    </Flex>
  );
}
