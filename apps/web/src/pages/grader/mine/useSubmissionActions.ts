import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionOverviewRow } from '@marginalia/contracts';
import { unclaimSubmission, unfinalizeSubmission } from '../../../api/grading';
import { gradingQueryKeys } from '../../../api/gradingQueryKeys';
import { serverMessages } from '../../../api/serverMessages';

type Change = { kind: 'unclaim' | 'unfinalize'; row: SubmissionOverviewRow };

/**
 * Unclaims or unfinalizes one submission, then reads the queue and the overview again. A refusal (course
 * rules, someone else changed it first) is kept for the panel to show, with the server's own words.
 */
export function useSubmissionActions(assignmentId: number) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: ({ kind, row }: Change) => (kind === 'unclaim' ? unclaimSubmission(row.id) : unfinalizeSubmission(row.id)),
    onMutate: () => setErrors([]),
    onError: (error) => setErrors(serverMessages(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gradingQueryKeys.assignmentState(assignmentId) }),
  });
  return {
    run: (change: Change) => mutation.mutate(change),
    busyId: mutation.isPending ? mutation.variables.row.id : null,
    errors,
    clearErrors: () => setErrors([]),
  };
}
