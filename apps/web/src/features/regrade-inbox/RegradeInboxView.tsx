import { useMemo, useState } from 'react';
import { Flex, Segmented, Select, Table, Typography, theme, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { REGRADE_INBOX_STATE_LABELS, REGRADE_INBOX_STATES, regradeLinkPath, type RegradeInboxRow, type RegradeInboxState } from '@marginalia/contracts';
import { LoadFailed, LoadingState } from '../../components/LoadStates';
import { GraderFilterSelect, SectionFilterSelect } from '../../components/PeopleFilterSelects';
import { AnonymityControl } from '../anonymity/AnonymityControl';
import { formatCourseDate } from '../../format/courseDate';
import { countByState, filterInbox, inboxChoices, OPEN_REQUESTS, type InboxFilters } from './inboxFilters';
import { REGRADE_REQUESTS_LABEL } from './RegradeRequestsLabel';
import { useRegradeInbox } from './useRegradeInbox';

interface Props {
  courseId: number;
  /** The course's time zone, for the dates; the browser's while unknown. */
  timeZone: string | undefined;
}

const ANY = 'any';

export const NO_OPEN_REQUESTS = 'No open regrade requests.';
export const NO_ANSWERED_REQUESTS = 'No answered regrade requests yet.';

/**
 * The regrade requests of a course that the caller handles, in the grader and admin consoles: open or answered,
 * filtered by assignment, grader and section. Each row opens the submission, where the request is answered.
 */
export function RegradeInboxView({ courseId, timeZone }: Props) {
  const { token } = theme.useToken();
  const [reveal, setReveal] = useState(false);
  const [filters, setFilters] = useState<InboxFilters>(OPEN_REQUESTS);
  const inbox = useRegradeInbox(courseId, reveal);
  const rows = useMemo(() => inbox.data?.rows ?? [], [inbox.data]);
  const choices = useMemo(() => inboxChoices(rows), [rows]);
  const counts = useMemo(() => countByState(rows, filters), [rows, filters]);
  const shown = useMemo(() => filterInbox(rows, filters), [rows, filters]);
  const change = (changes: Partial<InboxFilters>) => setFilters((was) => ({ ...was, ...changes }));
  const date = (iso: string | null) => (iso === null ? '—' : formatCourseDate(iso, timeZone));

  if (inbox.isPending) return <LoadingState label="Loading the regrade requests" />;
  if (inbox.isError) return <LoadFailed what="the regrade requests" onRetry={() => void inbox.refetch()} />;

  const columns: TableColumnsType<RegradeInboxRow> = [
    {
      title: 'Students',
      key: 'students',
      render: (_, row) => (
        <Link to={regradeLinkPath(row.submission)} aria-label={`Open the submission of ${row.students.join(', ')} for ${row.assignment.name}`}>
          {row.students.map((student) => (
            <span key={student} style={{ display: 'block' }}>
              {student}
            </span>
          ))}
        </Link>
      ),
    },
    { title: 'Assignment', key: 'assignment', render: (_, row) => row.assignment.name },
    { title: 'Section', key: 'sections', render: (_, row) => (row.sections.length > 0 ? row.sections.join(', ') : '—') },
    { title: 'Grader', key: 'grader', render: (_, row) => row.grader ?? <Typography.Text type="secondary">Unclaimed</Typography.Text> },
    {
      title: 'Request',
      key: 'question',
      render: (_, row) => (
        <Flex vertical gap={2} style={{ minWidth: 200, maxWidth: 420 }}>
          <Typography.Paragraph ellipsis={{ rows: 3, tooltip: row.questionText }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {row.questionText}
          </Typography.Paragraph>
          <Typography.Text type="secondary">Asked {date(row.questionDate)}</Typography.Text>
        </Flex>
      ),
    },
    ...(filters.state === 'answered'
      ? [
          {
            title: 'Answer',
            key: 'answer',
            render: (_: unknown, row: RegradeInboxRow) => (
              <Flex vertical gap={2} style={{ minWidth: 200, maxWidth: 420 }}>
                <Typography.Paragraph ellipsis={{ rows: 3, tooltip: row.questionResponse }} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  {row.questionResponse || <Typography.Text type="secondary">Closed without an answer</Typography.Text>}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  {row.questionResponder ? `${row.questionResponder}, ` : ''}
                  {date(row.responseDate)}
                </Typography.Text>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label={REGRADE_REQUESTS_LABEL}>
      <Flex vertical gap={token.marginSM}>
        <Flex gap={token.marginSM} align="center" wrap justify="space-between">
          <Flex gap={token.marginSM} align="center" wrap>
            <Segmented<RegradeInboxState>
              aria-label="Requests to show"
              value={filters.state}
              onChange={(state) => change({ state })}
              options={REGRADE_INBOX_STATES.map((state) => ({ value: state, label: `${REGRADE_INBOX_STATE_LABELS[state]} (${counts[state]})` }))}
            />
            <Select
              aria-label="Filter by assignment"
              value={filters.assignment === null ? ANY : String(filters.assignment)}
              onChange={(value: string) => change({ assignment: value === ANY ? null : Number(value) })}
              options={[{ value: ANY, label: 'All assignments' }, ...choices.assignments.map(({ id, name }) => ({ value: String(id), label: name }))]}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 160 }}
            />
            <GraderFilterSelect value={filters.grader} onChange={(grader) => change({ grader })} choices={choices.graders} offerNone={choices.unclaimed} minWidth={160} />
            <SectionFilterSelect value={filters.section} onChange={(section) => change({ section })} choices={choices.sections} offerNone={choices.withoutSection} minWidth={140} />
          </Flex>
          <AnonymityControl overview={inbox.data} reveal={reveal} onReveal={setReveal} loading={inbox.isPlaceholderData} />
        </Flex>
        <Table<RegradeInboxRow>
          size="small"
          rowKey="submission"
          columns={columns}
          dataSource={shown}
          locale={{ emptyText: filters.state === 'open' ? NO_OPEN_REQUESTS : NO_ANSWERED_REQUESTS }}
          scroll={{ x: 'max-content' }}
          pagination={{ hideOnSinglePage: true, pageSize: 50 }}
        />
      </Flex>
    </section>
  );
}
