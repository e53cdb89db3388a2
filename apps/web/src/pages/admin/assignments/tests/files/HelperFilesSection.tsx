import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Environment, EnvironmentFile, EnvironmentFileRole } from '@marginalia/contracts';
import { autograderQueryKeys, deleteEnvironmentFile, uploadEnvironmentFiles } from '../../../../../api/autograderSetup';
import { notifyFailure, validationErrorsOf } from '../../../../../api/serverErrors';
import { TabSection } from '../TabSection';
import { HelperFilesTable } from './HelperFilesTable';
import { HelperFileUpload } from './HelperFileUpload';

/** The environment's helper and solution files: listed, uploaded, deleted. None of them is ever shown to students. */
export function HelperFilesSection({ assignmentId, environment, readOnly }: { assignmentId: number; environment: Environment; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<string[]>([]);
  // The files are part of the environment; reading it again lists them (and the environment's new id).
  const refresh = () => queryClient.invalidateQueries({ queryKey: autograderQueryKeys.environment(assignmentId) });

  const upload = useMutation({
    mutationFn: ({ files, role }: { files: File[]; role: EnvironmentFileRole }) => uploadEnvironmentFiles(assignmentId, files, role, { quiet: true }),
    onMutate: () => setErrors([]),
    onSuccess: refresh,
    onError: (error) => {
      const body = validationErrorsOf(error);
      if (body) setErrors(Object.values(body).flat());
      else notifyFailure(error);
    },
  });
  const remove = useMutation({
    mutationFn: (file: EnvironmentFile) => deleteEnvironmentFile(assignmentId, file.id),
    onSuccess: refresh,
  });

  return (
    <TabSection
      title="Helper files"
      intro="Files the tests need (data, harnesses) and the reference solution. Students never see them in Marginalia; helper files are copied into each run, where the student's code can read them, so keep secret expected outputs in the tests themselves."
    >
      <HelperFilesTable files={environment.files} readOnly={readOnly} remove={(file) => remove.mutateAsync(file)} />
      <HelperFileUpload readOnly={readOnly} uploading={upload.isPending} errors={errors} upload={(files, role) => upload.mutateAsync({ files, role })} />
    </TabSection>
  );
}
