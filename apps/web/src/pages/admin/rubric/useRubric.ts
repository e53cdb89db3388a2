import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignmentRubric,
  RubricCategoryCreate,
  RubricCategoryUpdate,
  RubricCommentCreate,
  RubricCommentUpdate,
} from '@marginalia/contracts';
import {
  createRubricCategory,
  createRubricComment,
  deleteRubricCategory,
  deleteRubricComment,
  fetchRubric,
  importRubric,
  rubricQueryKey,
  updateRubricCategory,
  updateRubricComment,
} from '../../../api/rubric';
import { assignmentQueryKeys } from '../../../api/assignments';
import { fetchPeerRubricTree, peerRubricQueryKey } from '../../../api/peerRubric';
import { sortKeyChanges, withPositions, type Sortable } from '../assignments/ordering/sortKeys';

export type RubricTree = AssignmentRubric;
export type RubricTreeCategory = AssignmentRubric['rubricCategories'][number];

/** Which of an assignment's rubrics the editor works on: its own, or the peer rubric its reviewers may use. */
export type RubricSource = 'assignment' | 'peer';

function queryKeyOf(assignmentId: number, source: RubricSource) {
  return source === 'peer' ? peerRubricQueryKey(assignmentId) : rubricQueryKey(assignmentId);
}

export function useRubric(assignmentId: number, source: RubricSource = 'assignment') {
  return useQuery({
    queryKey: queryKeyOf(assignmentId, source),
    queryFn: () => (source === 'peer' ? fetchPeerRubricTree(assignmentId) : fetchRubric(assignmentId)),
  });
}

/**
 * Every change to one of an assignment's rubrics (`source`). The tree is read again after each write (one request),
 * because a write can change what the server shows elsewhere in it (generated comment names, counts). Form writes
 * are quiet: their forms show the server's messages beside the fields. A category created for the peer rubric is
 * sent with `peer: true`; everything else is the same calls on its ids.
 */
export function useRubricActions(assignmentId: number, courseId: number, source: RubricSource = 'assignment') {
  const queryClient = useQueryClient();
  const key = queryKeyOf(assignmentId, source);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  // The assignment lists its category ids.
  const assignmentsChanged = () => queryClient.invalidateQueries({ queryKey: assignmentQueryKeys.ofCourse(courseId) });
  const quiet = { quiet: true };

  const createCategory = useMutation({
    mutationFn: (category: Omit<RubricCategoryCreate, 'assignment' | 'peer'>) =>
      createRubricCategory({ ...category, assignment: assignmentId, ...(source === 'peer' ? { peer: true } : {}) }, quiet),
    onSuccess: () => Promise.all([refresh(), assignmentsChanged()]),
  });
  const updateCategory = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: RubricCategoryUpdate }) => updateRubricCategory(id, changes, quiet),
    onSuccess: refresh,
  });
  const removeCategory = useMutation({
    mutationFn: (id: number) => deleteRubricCategory(id),
    onSuccess: () => Promise.all([refresh(), assignmentsChanged()]),
  });
  const createComment = useMutation({
    mutationFn: (comment: RubricCommentCreate) => createRubricComment(comment, quiet),
    onSuccess: refresh,
  });
  const updateComment = useMutation({
    mutationFn: ({ id, changes, confirmedGrades }: { id: number; changes: RubricCommentUpdate; confirmedGrades?: number }) =>
      updateRubricComment(id, changes, { ...quiet, confirmedGrades }),
    onSuccess: refresh,
  });
  const removeComment = useMutation({
    mutationFn: ({ id, confirmedGrades }: { id: number; confirmedGrades?: number }) => deleteRubricComment(id, { confirmedGrades }),
    onSuccess: refresh,
  });

  /** Shows the new order at once, writes the sortKeys that changed, then reads the tree again. */
  function reorder(ordered: Sortable[], write: (id: number, sortKey: number) => Promise<unknown>, show: (tree: RubricTree) => RubricTree) {
    queryClient.setQueryData<RubricTree>(key, (tree) => (tree ? show(tree) : tree));
    return Promise.all(sortKeyChanges(ordered).map(({ id, sortKey }) => write(id, sortKey))).finally(refresh);
  }

  const reorderCategories = useMutation({
    mutationFn: (ordered: RubricTreeCategory[]) =>
      reorder(
        ordered,
        (id, sortKey) => updateRubricCategory(id, { sortKey }),
        (tree) => ({ ...tree, rubricCategories: withPositions(ordered) }),
      ),
  });

  const reorderComments = useMutation({
    mutationFn: ({ categoryId, ordered }: { categoryId: number; ordered: RubricTreeCategory['rubricComments'] }) =>
      reorder(
        ordered,
        (id, sortKey) => updateRubricComment(id, { sortKey }),
        (tree) => ({
          ...tree,
          rubricCategories: tree.rubricCategories.map((category) =>
            category.id === categoryId ? { ...category, rubricComments: withPositions(ordered) } : category,
          ),
        }),
      ),
  });

  const importTree = useMutation({
    mutationFn: (rubric: unknown) => importRubric(assignmentId, rubric, quiet),
    onSuccess: (tree) => {
      queryClient.setQueryData(key, tree);
      void assignmentsChanged();
    },
  });

  return { createCategory, updateCategory, removeCategory, createComment, updateComment, removeComment, reorderCategories, reorderComments, importTree };
}

export type RubricActions = ReturnType<typeof useRubricActions>;
