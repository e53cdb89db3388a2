import { z } from 'zod';
import { LIMITS } from './constants';
import { boundedName, Id, IsoDateTime } from './primitives';

// Assignments of docs/API.md (`/assignments/`): a graded piece of work of a course, with its settings.

export const AssignmentName = boundedName(LIMITS.assignmentName);

/** Sort keys and point values are stored in integer / numeric columns: bounded so no input overflows them. */
export const SortKey = z.number().int().min(-2_147_483_648).max(2_147_483_647);
export const MAX_POINTS = 1_000_000;
export const Points = z.number().min(0).max(MAX_POINTS);

/** The settings an admin writes (create and PATCH); a new assignment takes ASSIGNMENT_DEFAULTS for those not given. */
const AssignmentSettingsShape = {
  points: Points,
  isReleased: z.boolean(),
  isVisible: z.boolean(),
  sortKey: SortKey,
  allowStudentUpload: z.boolean(),
  uploadDueDate: IsoDateTime.nullable(),
  allowLateUploads: z.boolean(),
  liveFeedbackMode: z.boolean(),
  anonymousGrading: z.boolean(),
  additiveGrading: z.boolean(),
  forcedRubricMode: z.boolean(),
  collaborativeRubricMode: z.boolean(),
  showFrequentlyUsedRubricComments: z.boolean(),
  templateMode: z.boolean(),
  allowRegradeRequests: z.boolean(),
  regradeDeadline: IsoDateTime.nullable(),
  hideGrades: z.boolean(),
  hideGradersFromStudents: z.boolean(),
  commentFeedback: z.boolean(),
  /** Frozen: no change reaches a stored grade until an admin unfreezes the assignment (docs/API.md). */
  gradeFrozen: z.boolean(),
};

/**
 * What a new assignment starts with (docs/PRODUCT.md, "Defaults"): chosen so that a first course works once it is
 * published — students can upload and ask for regrades. anonymousGrading follows the course's anonymousGradingDefault.
 * The database's column defaults repeat these values for rows written outside the API; a test keeps them equal.
 */
export const ASSIGNMENT_DEFAULTS = {
  points: 0,
  isReleased: false,
  isVisible: true,
  sortKey: 0,
  allowStudentUpload: true,
  uploadDueDate: null,
  allowLateUploads: false,
  liveFeedbackMode: false,
  additiveGrading: false,
  forcedRubricMode: false,
  collaborativeRubricMode: false,
  showFrequentlyUsedRubricComments: false,
  templateMode: false,
  allowRegradeRequests: true,
  regradeDeadline: null,
  hideGrades: false,
  hideGradersFromStudents: true,
  commentFeedback: true,
  gradeFrozen: false,
} satisfies Omit<z.infer<z.ZodObject<typeof AssignmentSettingsShape>>, 'anonymousGrading'>;

export const Assignment = z.object({
  id: Id,
  name: z.string(),
  course: Id,
  ...AssignmentSettingsShape,
  points: z.number(),
  uploadDueDate: z.string().nullable(),
  regradeDeadline: z.string().nullable(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  rubricCategories: z.array(Id),
  testCategories: z.array(Id),
  fileTemplates: z.array(Id),
  /** The autograder environment (GET /assignments/{id}/environment/); null until the assignment's tests are set up. */
  environment: Id.nullable(),
});
export type Assignment = z.infer<typeof Assignment>;

/** POST /assignments/ — absent settings take their defaults; anonymousGrading defaults to the course's. */
export const AssignmentCreate = z.object({
  name: AssignmentName,
  course: Id,
  ...z.object(AssignmentSettingsShape).partial().shape,
});
export type AssignmentCreate = z.infer<typeof AssignmentCreate>;

/** PATCH /assignments/{id}/ — `course` and the read-only fields are ignored (unknown keys are stripped). */
export const AssignmentUpdate = z.object({ name: AssignmentName, ...AssignmentSettingsShape }).partial();
export type AssignmentUpdate = z.infer<typeof AssignmentUpdate>;

export const ASSIGNMENT_MESSAGES = {
  duplicateName: 'An assignment with this name already exists in this course.',
} as const;
