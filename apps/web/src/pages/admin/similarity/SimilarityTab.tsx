import { useState } from 'react';
import { Alert, Button, Empty, Segmented, Select, Slider, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import {
  SIMILARITY_REVIEW_STATUS_LABELS,
  SIMILARITY_REVIEW_STATUSES,
  type Assignment,
  type Course,
  type SimilarityCheck,
} from '@marginalia/contracts';
import { downloadFlaggedPairs } from '../../../api/similarity';
import { LoadFailed, LoadingState } from '../shell/ConsoleStates';
import { TabSection } from '../assignments/tests/TabSection';
import { notifyFailure } from '../../../api/serverErrors';
import { formatCourseDate } from '../../../format/courseDate';
import { CheckStatus } from './check/CheckStatus';
import { GroupsList } from './check/GroupsList';
import { PairsTable } from './check/PairsTable';
import { ScoreHistogram } from './check/ScoreHistogram';
import { StartCheckForm } from './check/StartCheckForm';
import { filtersOf, pairsQueryOf, paramsOf, type TableFilters } from './check/tableFilters';
import { useSimilarityActions, useSimilarityCheck, useSimilarityChecks, useSimilarityGroups, useSimilarityPairs } from './check/useSimilarityChecks';
import { checkStateLabel, isActive } from './similarityFormat';
import { similarityPath } from './similarityPaths';

/**
 * The Similarity tab of an assignment: start a check, follow it while it runs, then read its pairs ranked by
 * similarity above a threshold, or its groups of submissions that resemble one another as a whole; a pair opens
 * side by side (PairView). Older checks stay selectable.
 */
export function SimilarityTab({ course, assignment }: { course: Course; assignment: Assignment }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const setFilters = (changes: Partial<TableFilters>) => setParams(paramsOf({ ...filters, ...changes }), { replace: true });

  const checks = useSimilarityChecks(assignment.id);
  const list = checks.data ?? [];
  const selectedId = filters.check ?? list[0]?.id ?? null;
  const check = useSimilarityCheck(assignment.id, selectedId, list.find((item) => item.id === selectedId));
  // A started or updated check is the newest one, which the tab shows without naming it in the address.
  const actions = useSimilarityActions(assignment.id, () => setFilters({ check: null, page: 1 }));

  if (checks.isPending) return <LoadingState label="Loading the similarity checks" />;
  if (checks.isError) return <LoadFailed what="the similarity checks" onRetry={() => void checks.refetch()} />;

  const newest = list[0];
  const running = newest !== undefined && isActive(newest.state) ? 'A check is running; wait for it to finish.' : null;
  const blockedBy = course.archived ? 'This course is archived: its checks can be read, not started or updated.' : running;

  return (
    <div style={{ maxWidth: 1100 }}>
      <TabSection
        title="Start a check"
        intro="Compares every submission with every other on this server; no code leaves it. Starter code (the file templates) never counts as a match."
      >
        <StartCheckForm
          courseId={course.id}
          assignmentId={assignment.id}
          blockedBy={blockedBy}
          starting={actions.start.isPending}
          start={(values) => actions.start.mutateAsync(values)}
        />
      </TabSection>
      {list.length === 0 ? (
        <Empty description="No similarity check yet. Start one above: it runs in the background, and its pairs appear here." />
      ) : (
        <TabSection
          title="Check"
          extra={
            list.length > 1 && (
              <Select
                aria-label="Check shown"
                size="small"
                value={selectedId}
                style={{ minWidth: 260 }}
                onChange={(value: number) => setFilters({ check: value === newest?.id ? null : value, page: 1 })}
                options={list.map((item, index) => ({
                  value: item.id,
                  label: `${index === 0 ? 'Latest: ' : ''}${formatCourseDate(item.created, course.timezone)} (${checkStateLabel(item)})`,
                }))}
              />
            )
          }
        >
          {check.data ? (
            <CheckBody
              check={check.data}
              course={course}
              assignment={assignment}
              filters={filters}
              setFilters={setFilters}
              readOnly={course.archived}
              updating={actions.update.isPending}
              onUpdate={() => actions.update.mutate(check.data.id)}
            />
          ) : check.isError ? (
            <LoadFailed what="the check" onRetry={() => void check.refetch()} />
          ) : (
            <LoadingState label="Loading the check" />
          )}
        </TabSection>
      )}
    </div>
  );
}

interface CheckBodyProps {
  check: SimilarityCheck;
  course: Course;
  assignment: Assignment;
  filters: TableFilters;
  setFilters(changes: Partial<TableFilters>): void;
  readOnly: boolean;
  updating: boolean;
  onUpdate(): void;
}

function CheckBody({ check, course, assignment, filters, setFilters, readOnly, updating, onUpdate }: CheckBodyProps) {
  const { token } = theme.useToken();
  const groupsShown = filters.view === 'groups';
  const pairs = useSimilarityPairs(check, pairsQueryOf(filters), !groupsShown);
  const groups = useSimilarityGroups(check, { minSimilarity: filters.minPercent / 100 }, groupsShown);
  // The slider moves freely; the table asks the server when it is let go.
  const [dragged, setDragged] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const threshold = dragged ?? filters.minPercent;
  const search = paramsOf(filters).toString();
  const pairPath = (pairId: number) => `${similarityPath(course, assignment, pairId)}${search ? `?${search}` : ''}`;

  const exportFlagged = () => {
    setExporting(true);
    downloadFlaggedPairs(check.id)
      .catch(notifyFailure)
      .finally(() => setExporting(false));
  };

  return (
    <>
      <CheckStatus check={check} timeZone={course.timezone} readOnly={readOnly} updating={updating} onUpdate={onUpdate} />
      {check.state === 'complete' && check.submissionCount < 2 && (
        <Empty
          description={
            check.submissionCount === 0
              ? 'There were no submissions to compare. Run a new check once students have uploaded.'
              : 'There was only one submission: nothing to compare it with. Add an earlier offering, or wait for more uploads.'
          }
        />
      )}
      {check.state === 'complete' && check.submissionCount >= 2 && (
        <>
          <ScoreHistogram histogram={check.histogram} threshold={threshold / 100} />
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM, margin: `${token.marginSM}px 0` }}>
            <label htmlFor={`similarity-threshold-${check.id}`} style={{ whiteSpace: 'nowrap' }}>
              Threshold: {threshold} %
            </label>
            <Slider
              id={`similarity-threshold-${check.id}`}
              aria-label="Threshold"
              min={0}
              max={100}
              value={threshold}
              onChange={setDragged}
              onChangeComplete={(value: number) => {
                setDragged(null);
                setFilters({ minPercent: value, page: 1 });
              }}
              tooltip={{ formatter: (value) => `${value} %` }}
              style={{ flex: '1 1 160px', minWidth: 120, margin: `0 ${token.marginXS}px` }}
            />
            <Segmented
              aria-label="Show"
              value={filters.view}
              onChange={(view) => setFilters({ view: view as TableFilters['view'], among: null, page: 1 })}
              options={[
                { value: 'pairs', label: 'Pairs' },
                { value: 'groups', label: 'Groups' },
              ]}
            />
            {!groupsShown && (
              <Select
                aria-label="Review status"
                value={filters.status ?? 'all'}
                style={{ width: 160 }}
                onChange={(value: string) => setFilters({ status: value === 'all' ? null : (value as TableFilters['status']), page: 1 })}
                options={[
                  { value: 'all', label: 'Any review status' },
                  ...SIMILARITY_REVIEW_STATUSES.map((status) => ({ value: status, label: SIMILARITY_REVIEW_STATUS_LABELS[status] })),
                ]}
              />
            )}
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportFlagged}>
              Export flagged
            </Button>
          </div>
          {groupsShown && groups.isError ? (
            <LoadFailed what="the groups" onRetry={() => void groups.refetch()} />
          ) : groupsShown ? (
            <GroupsList
              groups={groups.data}
              loading={groups.isFetching}
              pairPath={pairPath}
              showPairs={(among) => setFilters({ view: 'pairs', among, page: 1 })}
            />
          ) : (
            <>
              {filters.among !== null && (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: token.marginSM }}
                  message={`Pairs among the ${filters.among.length} submissions of a group, at or above the threshold.`}
                  action={
                    <Button size="small" onClick={() => setFilters({ among: null, page: 1 })}>
                      Show every pair
                    </Button>
                  }
                />
              )}
              <PairsTable
                page={pairs.data}
                loading={pairs.isFetching}
                current={filters.page}
                pageSize={filters.pageSize}
                onPage={(page, pageSize) => setFilters({ page: pageSize === filters.pageSize ? page : 1, pageSize })}
                pairPath={(pair) => pairPath(pair.id)}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
