import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment, AssignmentCreate, AssignmentUpdate } from '@marginalia/contracts';
import { assignmentQueryKeys, createAssignment, deleteAssignment, fetchCourseAssignments, updateAssignment } from '../../../api/assignments';
import { courseQueryKeys } from '../../../api/courses';
import { sortKeyChanges, withPositions } from './ordering/sortKeys';

/** The course's assignments in their order (sortKey, then id); nothing is read until the course's id is known. */
export function useCourseAssignments(courseId: number | undefined) {
  return useQuery({ queryKey: assignmentQueryKeys.ofCourse(courseId ?? 0), queryFn: () => fetchCourseAssignments(courseId!), enabled: courseId !== undefined });
}

const byOrder = (a: Assignment, b: Assignment) => a.sortKey - b.sortKey || a.id - b.id;

/**
 * Every change to a course's assignments. Each answer from the server replaces the assignment in the cached
 * list at once; the course is read again after a create or delete because it lists its assignment ids.
 * Failures are left to the callers, which know where to show them.
 */
export function useAssignmentActions(courseId: number) {
  const queryClient = useQueryClient();
  const key = assignmentQueryKeys.ofCourse(courseId);
  const apply = (updated: Assignment) =>
    queryClient.setQueryData<Assignment[]>(key, (list) =>
      [...(list ?? []).filter((assignment) => assignment.id !== updated.id), updated].sort(byOrder),
    );
  const courseChanged = () => queryClient.invalidateQueries({ queryKey: courseQueryKeys.one(courseId) });

  const create = useMutation({
    mutationFn: (assignment: Omit<AssignmentCreate, 'course'>) => createAssignment({ ...assignment, course: courseId }, { quiet: true }),
    onSuccess: (created) => {
      apply(created);
      void courseChanged();
    },
  });

  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AssignmentUpdate }) => updateAssignment(id, changes, { quiet: true }),
    onSuccess: apply,
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteAssignment(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Assignment[]>(key, (list) => list?.filter((assignment) => assignment.id !== id));
      void courseChanged();
    },
  });

  /**
   * Stores a new order: shown at once, then each assignment whose sortKey changes is written. If a write
   * fails the list is read again, so what is shown is what the server holds.
   */
  const reorder = useMutation({
    mutationFn: async (ordered: Assignment[]) => {
      queryClient.setQueryData<Assignment[]>(key, withPositions(ordered));
      await Promise.all(sortKeyChanges(ordered).map(({ id, sortKey }) => updateAssignment(id, { sortKey })));
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  return { create, update, remove, reorder };
}

export type AssignmentActions = ReturnType<typeof useAssignmentActions>;
