import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setNamesRevealed } from '../../api/anonymity';

/**
 * Reveals or hides the names of an assignment's students for the signed-in person. The server remembers the
 * choice and applies it to every answer about the assignment, so every cached read is read again: the lists
 * of both consoles and any submission view.
 */
export function useRevealNames(assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revealed: boolean) => setNamesRevealed(assignmentId, revealed),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
