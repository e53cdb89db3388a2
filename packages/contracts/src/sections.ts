import { z } from 'zod';
import { invalidPkMessage } from './messages';
import { LIMITS } from './constants';
import { boundedName, Email, Id, PageNumber, PageSize } from './primitives';

// Sections of docs/API.md (`/sections/`): a named group of a course's students led by some of its graders.
// A student is in at most one section of a course.

export const SectionName = boundedName(LIMITS.sectionName);

export const Section = z.object({
  id: Id,
  name: z.string(),
  course: Id,
  leaders: z.array(z.string()),
  students: z.array(z.string()),
});
export type Section = z.infer<typeof Section>;

/** `GET /courses/{id}/sections/?compact=1`: no student lists, only their count. */
export const SectionCompact = z.object({
  id: Id,
  name: z.string(),
  course: Id,
  leaders: z.array(z.string()),
  studentCount: z.number().int().nonnegative(),
});
export type SectionCompact = z.infer<typeof SectionCompact>;

const EmailList = z.array(Email).max(20_000);

export const SectionCreate = z.object({
  name: SectionName,
  course: Id,
  leaders: EmailList.optional().default([]),
  students: EmailList.optional().default([]),
});
export type SectionCreate = z.input<typeof SectionCreate>;

/** PATCH /sections/{id}/ — `course` is read-only once created and ignored. */
export const SectionUpdate = z.object({
  name: SectionName.optional(),
  leaders: EmailList.optional(),
  students: EmailList.optional(),
});
export type SectionUpdate = z.infer<typeof SectionUpdate>;

export const SectionListQuery = z.object({
  compact: z.enum(['0', '1', 'true', 'false']).optional(),
  page: PageNumber.optional(),
  page_size: PageSize(1000).optional(),
});

/**
 * POST /courses/{id}/distributeStudents/ — spreads students over sections so that sizes differ by at most one.
 * By default only students without a section move, over every section of the course.
 */
export const DistributeStudentsRequest = z.object({
  sections: z.array(Id).max(1000).optional(),
  onlyUnassigned: z.boolean().optional().default(true),
});
export type DistributeStudentsRequest = z.input<typeof DistributeStudentsRequest>;

export const SECTION_MESSAGES = {
  duplicateName: 'A section with this name already exists in this course.',
  notAGrader: (email: string) => `${email} is not a grader in this course.`,
  notAStudent: (email: string) => `${email} is not a student in this course.`,
  noSections: 'The course has no sections to distribute students into.',
  /** A related id the caller cannot see, worded as existing API clients know it. */
  invalidPk: invalidPkMessage,
} as const;
