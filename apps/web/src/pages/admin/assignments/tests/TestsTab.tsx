import { useQuery } from '@tanstack/react-query';
import type { Assignment, Course } from '@marginalia/contracts';
import { autograderQueryKeys, fetchEnvironment } from '../../../../api/autograderSetup';
import { LoadFailed, LoadingState } from '../../shell/ConsoleStates';
import { AutograderZipSection } from './autograder-zip/AutograderZipSection';
import { useAutograderZip } from './autograder-zip/useAutograderZip';
import { EnvironmentSection } from './environment/EnvironmentSection';
import { HelperFilesSection } from './files/HelperFilesSection';
import { StaffLeaderboardSection } from './leaderboard/StaffLeaderboardSection';
import { RunsSection } from './runs/RunsSection';
import { TestSuiteSection } from './suite/TestSuiteSection';
import { useTestSuite } from './suite/useTestSuite';

/**
 * The Tests tab of an assignment, for its autograder: the environment tests run in, an autograder zip of the
 * course's own (which, once built, runs instead of the tests), its helper and solution files, the categories and
 * their tests, the runs, and the leaderboard when the autograder reports one. Course admins change it; an archived course shows it read-only.
 */
export function TestsTab({ course, assignment }: { course: Course; assignment: Assignment }) {
  const environment = useQuery({ queryKey: autograderQueryKeys.environment(assignment.id), queryFn: () => fetchEnvironment(assignment.id) });
  const suite = useTestSuite(assignment.id);
  const zip = useAutograderZip(assignment.id);
  const readOnly = course.archived;

  if (environment.isPending) return <LoadingState label="Loading the test environment" />;
  if (environment.isError) return <LoadFailed what="the test environment" onRetry={() => void environment.refetch()} />;

  const files = environment.data.files;
  const helperFiles = files.filter((file) => file.role === 'helper').map((file) => file.path);
  const tests = suite.data?.flatMap((category) => category.cases) ?? [];

  return (
    <div style={{ maxWidth: 960 }}>
      <EnvironmentSection assignmentId={assignment.id} environment={environment.data} readOnly={readOnly} />
      <AutograderZipSection assignmentId={assignment.id} timeZone={course.timezone} readOnly={readOnly} />
      <HelperFilesSection assignmentId={assignment.id} environment={environment.data} readOnly={readOnly} />
      <TestSuiteSection assignmentId={assignment.id} courseId={course.id} helperFiles={helperFiles} readOnly={readOnly} />
      <RunsSection
        assignmentId={assignment.id}
        tests={tests}
        hasSolution={files.some((file) => file.role === 'solution')}
        hasAutograderZip={(zip.data?.autograder ?? null) !== null}
        readOnly={readOnly}
      />
      <StaffLeaderboardSection assignmentId={assignment.id} />
    </div>
  );
}
