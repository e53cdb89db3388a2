import { useState } from 'react';
import { Alert, Flex, theme } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../../api/errors';
import { autograderZipQueryKey, deleteAutograderZip, uploadAutograderZip } from '../../../../../api/autograderZip';
import { autograderQueryKeys } from '../../../../../api/autograderSetup';
import { LoadFailed, LoadingState } from '../../../shell/ConsoleStates';
import { notifyFailure, validationErrorsOf } from '../../../../../api/serverErrors';
import { TabSection } from '../TabSection';
import { useAutograderZip } from './useAutograderZip';
import { ZipDetails } from './ZipDetails';
import { ZipUpload } from './ZipUpload';

const INTRO =
  'Bring your own autograder in Gradescope’s format: a .zip with setup.sh and run_autograder at its root. setup.sh runs once to build the environment; run_autograder runs on each submission and writes /autograder/results/results.json.';

interface AutograderZipSectionProps {
  assignmentId: number;
  timeZone: string | undefined;
  readOnly: boolean;
}

/** The assignment's autograder zip: upload (replacing the old one), its build followed live, and removal. */
export function AutograderZipSection({ assignmentId, timeZone, readOnly }: AutograderZipSectionProps) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const query = useAutograderZip(assignmentId);
  const [errors, setErrors] = useState<string[]>([]);
  const key = autograderZipQueryKey(assignmentId);

  const showFailure = (error: unknown) => {
    const body = validationErrorsOf(error);
    if (body) setErrors(Object.values(body).flat());
    else if (error instanceof ApiError && error.status === 413) setErrors(['The zip is larger than this server accepts.']);
    else notifyFailure(error);
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadAutograderZip(assignmentId, file, { quiet: true }),
    onMutate: () => setErrors([]),
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      // The upload turned on running the tests on every upload: the environment reads it again.
      return Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: autograderQueryKeys.environment(assignmentId) })]);
    },
    onError: showFailure,
  });
  const remove = useMutation({
    mutationFn: () => deleteAutograderZip(assignmentId, { quiet: true }),
    onMutate: () => setErrors([]),
    onSuccess: (state) => queryClient.setQueryData(key, state),
    onError: showFailure,
  });

  const section = (children: React.ReactNode) => (
    <TabSection title="Autograder zip (Gradescope format)" intro={INTRO}>
      {children}
    </TabSection>
  );
  if (query.isPending) return section(<LoadingState label="Loading the autograder zip" />);
  if (query.isError) {
    // A server without autograder zips has nothing to offer here.
    if (query.error instanceof ApiError && query.error.status === 404) return null;
    return section(<LoadFailed what="the autograder zip" onRetry={() => void query.refetch()} />);
  }

  const zip = query.data.autograder;
  return section(
    <Flex vertical gap={token.marginSM}>
      {zip && <ZipDetails zip={zip} timeZone={timeZone} readOnly={readOnly} remove={() => remove.mutateAsync()} removing={remove.isPending} />}
      {errors.length > 0 && <Alert type="error" showIcon title={errors.join(' ')} />}
      {!readOnly && <ZipUpload upload={(file) => upload.mutate(file)} refuse={(message) => setErrors([message])} uploading={upload.isPending} replacing={zip !== null} />}
      {!zip && readOnly && <Alert type="info" showIcon title="No autograder zip: runs use the tests below." />}
    </Flex>,
  );
}
