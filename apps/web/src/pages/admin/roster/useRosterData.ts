import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchRoster, rosterQueryKey } from '../../../api/roster';
import { fetchSections, sectionsQueryKey } from '../../../api/sections';
import { indexRoster, type RosterIndex } from './rosterViews';

/**
 * The course's roster with each student's section. Sections only add a column, so the roster shows as soon
 * as it arrives and the column fills in when they do.
 */
export function useRosterData(courseId: number) {
  const roster = useQuery({ queryKey: rosterQueryKey(courseId), queryFn: () => fetchRoster(courseId) });
  const sections = useQuery({ queryKey: sectionsQueryKey(courseId), queryFn: () => fetchSections(courseId) });
  const index: RosterIndex | null = useMemo(
    () => (roster.data ? indexRoster(roster.data, sections.data ?? []) : null),
    [roster.data, sections.data],
  );
  return { roster, sections, index };
}
