import { z } from 'zod';
import { Section, type DistributeStudentsRequest, type SectionCreate, type SectionUpdate } from '@marginalia/contracts';
import type { CallOptions } from './expectStatus';
import { createResource, deleteResource, listAll, postNested, resourcePath, updateResource } from './resources';

// The section calls of docs/API.md (`/sections/`, `/courses/{id}/sections/`, `distributeStudents/`).

const SECTIONS_PAGE_SIZE = 100;

export function sectionsQueryKey(courseId: number): readonly ['sections', number] {
  return ['sections', courseId] as const;
}

/**
 * GET /courses/{id}/sections/ through every page, with each section's students: the admin console needs the
 * memberships to tell who is unassigned and to move people between sections.
 */
export function fetchSections(courseId: number): Promise<Section[]> {
  // Large pages: a course has tens of sections, and each page is one more round trip.
  return listAll(resourcePath('courses', courseId, 'sections'), Section, { query: { page_size: SECTIONS_PAGE_SIZE } });
}

/** POST /sections/ — a new section; its name is unique in the course. */
export function createSection(section: SectionCreate, options?: CallOptions): Promise<Section> {
  return createResource('sections', section, Section, options);
}

/** PATCH /sections/{id}/ — each list given replaces the old one; a student added here leaves their other section. */
export function updateSection(sectionId: number, changes: SectionUpdate, options?: CallOptions): Promise<Section> {
  return updateResource('sections', sectionId, changes, Section, options);
}

/** DELETE /sections/{id}/ — its students become unassigned. */
export function deleteSection(sectionId: number): Promise<void> {
  return deleteResource('sections', sectionId);
}

/** POST /courses/{id}/distributeStudents/ — spreads students evenly; answers every section of the course. */
export function distributeStudents(courseId: number, request: DistributeStudentsRequest): Promise<Section[]> {
  return postNested('courses', courseId, 'distributeStudents', request, z.array(Section));
}
