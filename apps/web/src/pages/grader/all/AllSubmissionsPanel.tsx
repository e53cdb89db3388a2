import { useDeferredValue, useMemo, useState } from 'react';
import { Flex, Input, Select, Typography, theme } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { SUBMISSION_FILTER_STATE_LABELS, SUBMISSION_FILTER_STATES, type SubmissionFilterState, type SubmissionOverviewRow } from '@marginalia/contracts';
import { filterChoices, filterRows, NO_FILTERS, type OverviewFilters } from '../submissions/overviewFilters';
import { gradeColumn, graderColumn, sectionsColumn, stateColumn, studentsColumn, testsColumn, uploadedColumn } from '../submissions/submissionColumns';
import { SubmissionTable } from '../submissions/SubmissionTable';
import { GraderFilterSelect, SectionFilterSelect } from '../../../components/PeopleFilterSelects';
import { plural } from '../../../format/plural';

interface Props {
  points: number;
  rows: readonly SubmissionOverviewRow[];
  me: string;
  timeZone: string | undefined;
}

const ANY = 'any';

/** Every submission of the assignment: instant search, filters by state, section and grader, sortable columns. */
export function AllSubmissionsPanel({ points, rows, me, timeZone }: Props) {
  const { token } = theme.useToken();
  const [filters, setFilters] = useState<OverviewFilters>(NO_FILTERS);
  const search = useDeferredValue(filters.search);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const shown = useMemo(() => filterRows(rows, { ...filters, search }), [rows, filters, search]);
  const change = (changes: Partial<OverviewFilters>) => setFilters((was) => ({ ...was, ...changes }));
  const fromSelect = (value: string) => (value === ANY ? null : value);
  const filtered = search.trim() !== '' || filters.state !== null || filters.section !== null || filters.grader !== null;

  const columns = [studentsColumn(), sectionsColumn(), graderColumn(me), stateColumn(), gradeColumn(points), testsColumn(), uploadedColumn(timeZone)];

  return (
    <Flex vertical gap={token.marginSM}>
      <Flex gap={token.marginSM} align="center" wrap>
        <Input
          aria-label="Search submissions"
          placeholder="Student or grader"
          prefix={<SearchOutlined />}
          allowClear
          value={filters.search}
          onChange={(event) => change({ search: event.target.value })}
          style={{ maxWidth: 260 }}
        />
        <Select
          aria-label="Filter by state"
          value={filters.state ?? ANY}
          onChange={(value: string) => change({ state: fromSelect(value) as SubmissionFilterState | null })}
          options={[{ value: ANY, label: 'All states' }, ...SUBMISSION_FILTER_STATES.map((state) => ({ value: state, label: SUBMISSION_FILTER_STATE_LABELS[state] }))]}
          style={{ minWidth: 140 }}
        />
        <SectionFilterSelect value={filters.section} onChange={(section) => change({ section })} choices={choices.sections} offerNone={choices.withoutSection} />
        <GraderFilterSelect value={filters.grader} onChange={(grader) => change({ grader })} choices={choices.graders} offerNone={choices.unclaimed} />
        <Typography.Text type="secondary" aria-live="polite">
          {filtered ? `${shown.length} of ${plural(rows.length, 'submission')}` : plural(rows.length, 'submission')}
        </Typography.Text>
      </Flex>
      <SubmissionTable
        label="All submissions"
        rows={shown}
        columns={columns}
        resetKey={JSON.stringify({ ...filters, search })}
        empty={rows.length === 0 ? 'No submissions yet.' : 'No submissions match these filters.'}
      />
    </Flex>
  );
}
