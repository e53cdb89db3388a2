import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DistributeStudentsRequest, Section, SectionUpdate } from '@marginalia/contracts';
import { courseQueryKeys } from '../../../api/courses';
import { fetchRoster, rosterQueryKey } from '../../../api/roster';
import { createSection, deleteSection, distributeStudents, fetchSections, sectionsQueryKey, updateSection } from '../../../api/sections';
import { planMove, withSection, type MoveTarget } from './sectionMembership';

/** The course's sections (with their students) and its roster, which names the graders and students to pick. */
export function useSectionsData(courseId: number) {
  const sections = useQuery({ queryKey: sectionsQueryKey(courseId), queryFn: () => fetchSections(courseId) });
  const roster = useQuery({ queryKey: rosterQueryKey(courseId), queryFn: () => fetchRoster(courseId) });
  return { sections, roster };
}

/**
 * Every change to sections. Each answer from the server updates the cached list at once, applying the
 * one-section-per-student rule locally; after a move the list is read again to match the server exactly.
 */
export function useSectionActions(courseId: number) {
  const queryClient = useQueryClient();
  const key = sectionsQueryKey(courseId);
  const current = () => queryClient.getQueryData<Section[]>(key) ?? [];
  const apply = (updated: Section) => queryClient.setQueryData<Section[]>(key, (list) => withSection(list ?? [], updated));
  const resync = () => queryClient.invalidateQueries({ queryKey: key });
  // The course lists its section ids.
  const courseChanged = () => queryClient.invalidateQueries({ queryKey: courseQueryKeys.one(courseId) });

  const create = useMutation({
    mutationFn: (name: string) => createSection({ name: name.trim(), course: courseId }, { quiet: true }),
    onSuccess: (section) => {
      apply(section);
      void courseChanged();
    },
  });

  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SectionUpdate }) => updateSection(id, changes, { quiet: true }),
    onSuccess: apply,
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteSection(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<Section[]>(key, (list) => list?.filter((section) => section.id !== id));
      void courseChanged();
    },
  });

  const move = useMutation({
    mutationFn: async ({ emails, target }: { emails: string[]; target: MoveTarget }) => {
      for (const patch of planMove(current(), emails, target)) {
        apply(await updateSection(patch.sectionId, { students: patch.students }));
      }
      return emails.length;
    },
    onSettled: resync,
  });

  const distribute = useMutation({
    mutationFn: (request: DistributeStudentsRequest) => distributeStudents(courseId, request),
    onSuccess: (sections) => queryClient.setQueryData(key, sections),
  });

  return { create, update, remove, move, distribute };
}

export type SectionActions = ReturnType<typeof useSectionActions>;
