import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Assignment, Course } from '@marginalia/contracts';
import type { AssignmentActions } from '../useAssignments';
import { autograderQueryKeys, fetchEnvironment } from '../../../../api/autograderSetup';
import { LoadFailed, LoadingState } from '../../shell/ConsoleStates';
import { AutograderZipSection } from './autograder-zip/AutograderZipSection';
import { useAutograderZip } from './autograder-zip/useAutograderZip';
import { EnvironmentSection } from './environment/EnvironmentSection';
import { GradingSection } from './grading/GradingSection';
import { HelperFilesSection } from './files/HelperFilesSection';
import { StaffLeaderboardSection } from './leaderboard/StaffLeaderboardSection';
import { RunsSection } from './runs/RunsSection';
import { useAssignmentRuns } from './runs/useAssignmentRuns';
import { reportedVisibility } from './suite/reportedVisibility';
import { TestSuiteSection } from './suite/TestSuiteSection';
import { useTestSuite } from './suite/useTestSuite';

/**
 * The Tests tab of an assignment, for its autograder: the environment tests run in, an autograder zip of the
 * course's own (which, once built, runs instead of the tests), its helper and solution files, the categories and
 * their tests, the runs, and the leaderboard when the autograder reports one. It opens with what runs and when and
 * how the grade is made. Course admins change it; an archived course shows it read-only.
 */
export function TestsTab({ course, assignment, update }: { course: Course; assignment: Assignment; update?: AssignmentActions['update'] }) {
  const environment = useQuery({ queryKey: autograderQueryKeys.environment(assignment.id), queryFn: () => fetchEnvironment(assignment.id) });
  const suite = useTestSuite(assignment.id);
  const zip = useAutograderZip(assignment.id);
  const { runs } = useAssignmentRuns(assignment.id);
  // Runs are polled every 2 s; the tests' labels change only when their results do, so an open test drawer is not redrawn.
  const reported = useMemo(() => reportedVisibility(runs.data), [runs.data]);
  const readOnly = course.archived;

  if (environment.isPending) return <LoadingState label="Loading the test environment" />;
  if (environment.isError) return <LoadFailed what="the test environment" onRetry={() => void environment.refetch()} />;

  const files = environment.data.files;
  const helperFiles = files.filter((file) => file.role === 'helper').map((file) => file.path);
  // Undefined while loading, so that nothing says "no tests" before they are known.
  const tests = suite.data?.flatMap((category) => category.cases);
  const hasAutograderZip = zip.isPending ? undefined : (zip.data?.autograder ?? null) !== null;

  return (
    <div style={{ maxWidth: 960 }}>
      <GradingSection
        assignment={assignment}
        tests={tests}
        runOnUpload={environment.data.runOnUpload}
        hasAutograderZip={hasAutograderZip}
        update={update}
        readOnly={readOnly}
      />
      <EnvironmentSection assignmentId={assignment.id} environment={environment.data} readOnly={readOnly} />
      <AutograderZipSection assignmentId={assignment.id} timeZone={course.timezone} readOnly={readOnly} />
      <HelperFilesSection assignmentId={assignment.id} environment={environment.data} readOnly={readOnly} />
      <TestSuiteSection assignmentId={assignment.id} courseId={course.id} helperFiles={helperFiles} readOnly={readOnly} reported={reported} />
      <RunsSection
        assignmentId={assignment.id}
        tests={tests}
        hasSolution={files.some((file) => file.role === 'solution')}
        hasAutograderZip={hasAutograderZip}
        readOnly={readOnly}
      />
      <StaffLeaderboardSection assignmentId={assignment.id} />
    </div>
  );
}
