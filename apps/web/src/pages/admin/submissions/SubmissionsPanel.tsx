import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Select, theme, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Course } from '@marginalia/contracts';
import { AnonymityControl } from '../../../features/anonymity/AnonymityControl';
import { useRevealNames } from '../../../features/anonymity/useRevealNames';
import { adminCoursePath } from '../../../routing/adminPaths';
import { LoadFailed, LoadingState } from '../shell/ConsoleStates';
import { BulkUploadDialog } from './BulkUploadDialog';
import { ExportButtons } from './ExportButtons';
import { MissingStudents } from './MissingStudents';
import { StatisticsCard } from './StatisticsCard';
import { SubmissionsTable } from './SubmissionsTable';
import { useAssignmentSubmissions, useCourseData, useSubmissionActions } from './useSubmissionsData';
import { useRowActionRunner } from './useRowActionRunner';

/** The Submissions tab: one assignment's submissions (panelName2 names it), their statistics, uploads and exports. */
export function SubmissionsPanel({ course, subPanel }: { course: Course; subPanel: string | undefined }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { assignments, roster } = useCourseData(course.id);
  const list = assignments.data ?? [];
  const named = list.find((assignment) => assignment.name === subPanel);
  const assignment = named ?? list[0] ?? null;
  const { overview, statistics } = useAssignmentSubmissions(assignment?.id ?? null);
  const actions = useSubmissionActions(assignment?.id ?? null, course.id);
  const graders = roster.data?.graders ?? [];
  const runner = useRowActionRunner(actions, graders, Boolean(assignment?.isReleased && assignment.isVisible));
  const revealNames = useRevealNames(assignment?.id ?? 0);
  const [uploading, setUploading] = useState(false);
  const withSubmission = useMemo(() => new Set(overview.data?.rows.flatMap((row) => row.students) ?? []), [overview.data]);

  if (assignments.isPending) return <LoadingState label="Loading the assignments" />;
  if (assignments.isError) return <LoadFailed what="the assignments" onRetry={() => void assignments.refetch()} />;
  if (assignment === null) {
    return (
      <Flex vertical gap={token.marginSM}>
        <Empty description="This course has no assignments yet. Create one in the Assignments tab; its submissions will show here." />
        <Flex justify="center">
          <ExportButtons courseId={course.id} assignmentId={null} />
        </Flex>
      </Flex>
    );
  }

  const readOnly = course.archived;
  return (
    <section aria-label="Submissions">
      <Flex vertical gap={token.marginSM}>
        <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
          <Flex align="center" gap={token.marginXS}>
            <Typography.Text strong>Assignment</Typography.Text>
            <Select
              aria-label="Assignment"
              value={assignment.id}
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 220 }}
              onChange={(id: number) => {
                const chosen = list.find((candidate) => candidate.id === id);
                if (chosen) void navigate(adminCoursePath(course, 'submissions', chosen.name));
              }}
              options={list.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            />
          </Flex>
          <Flex wrap align="center" gap={token.marginXS}>
            {overview.data && <AnonymityControl overview={overview.data} reveal={overview.data.revealed} onReveal={revealNames.mutate} loading={revealNames.isPending || overview.isRefetching} />}
            <Button icon={<UploadOutlined />} disabled={readOnly || !overview.data || !roster.data} onClick={() => setUploading(true)}>
              Upload for students
            </Button>
            <ExportButtons courseId={course.id} assignmentId={assignment.id} />
          </Flex>
        </Flex>
        {subPanel !== undefined && named === undefined && (
          <Alert type="warning" showIcon title={`There is no assignment called “${subPanel}”. Showing ${assignment.name}.`} />
        )}
        {readOnly && <Alert type="info" showIcon title="This course is archived: its submissions can be read and downloaded but not changed." />}
        <StatisticsCard statistics={statistics.data} counts={overview.data?.counts} failed={statistics.isError} />
        {overview.isError ? (
          <LoadFailed what="the submissions" onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <SubmissionsTable
              key={assignment.id}
              rows={overview.data?.rows ?? []}
              points={assignment.points}
              timeZone={course.timezone}
              onAction={readOnly ? null : runner.run}
              loading={overview.isPending}
            />
            {overview.data && <MissingStudents students={overview.data.missingStudents} />}
          </>
        )}
      </Flex>
      {runner.holders}
      {uploading && roster.data && (
        <BulkUploadDialog
          assignmentId={assignment.id}
          students={roster.data.students}
          withSubmission={withSubmission}
          onUploaded={actions.refresh}
          onClose={() => setUploading(false)}
        />
      )}
    </section>
  );
}
