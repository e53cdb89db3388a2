import type { Assignment, AssignmentUpdate } from '@marginalia/contracts';
import { fromZonedInput, toZonedInput } from './dates/zonedTime';

// The assignment settings form: its values (deadlines as wall-clock text in the course's zone) and what a
// save sends — only the fields the admin changed, so a save never undoes someone else's change to another
// setting, and toggling "published" in the list while the form is open is not overwritten.

export const SWITCH_FIELDS = [
  'isReleased',
  'isVisible',
  'hideGrades',
  'hideGradersFromStudents',
  'commentFeedback',
  'allowRegradeRequests',
  'allowStudentUpload',
  'allowLateUploads',
  'anonymousGrading',
  'additiveGrading',
  'forcedRubricMode',
  'collaborativeRubricMode',
  'showFrequentlyUsedRubricComments',
  'templateMode',
  'liveFeedbackMode',
  'gradeFrozen',
] as const satisfies readonly (keyof AssignmentUpdate & keyof Assignment)[];

export const DATE_FIELDS = ['uploadDueDate', 'regradeDeadline'] as const satisfies readonly (keyof AssignmentUpdate)[];

export const ASSIGNMENT_FIELDS = ['name', 'points', ...SWITCH_FIELDS, ...DATE_FIELDS] as const;

export type SwitchField = (typeof SWITCH_FIELDS)[number];
export type DateField = (typeof DATE_FIELDS)[number];
export type AssignmentField = (typeof ASSIGNMENT_FIELDS)[number];

export type AssignmentFormValues = Pick<Assignment, 'name' | 'points' | SwitchField> & Record<DateField, string>;

export function formValuesOf(assignment: Assignment, timeZone: string): AssignmentFormValues {
  const values: Record<string, unknown> = { name: assignment.name, points: assignment.points };
  for (const field of SWITCH_FIELDS) values[field] = assignment[field];
  for (const field of DATE_FIELDS) values[field] = toZonedInput(assignment[field], timeZone);
  return values as AssignmentFormValues;
}

/** The settings whose form value differs from the assignment's; an emptied date means "no deadline". */
export function changedAssignmentSettings(assignment: Assignment, values: Partial<AssignmentFormValues>, timeZone: string): AssignmentUpdate {
  const changes: Record<string, unknown> = {};
  if (values.name !== undefined && values.name.trim() !== assignment.name) changes.name = values.name.trim();
  // An emptied number box holds null; the server needs a number, and its 400 then says so beside the field.
  if (values.points !== undefined && values.points !== assignment.points) changes.points = values.points;
  for (const field of SWITCH_FIELDS) {
    if (values[field] !== undefined && values[field] !== assignment[field]) changes[field] = values[field];
  }
  for (const field of DATE_FIELDS) {
    const value = values[field];
    if (value === undefined) continue;
    // Compared as shown, so a stored deadline with seconds does not count as changed until it is edited.
    if (value !== toZonedInput(assignment[field], timeZone)) changes[field] = value === '' ? null : fromZonedInput(value, timeZone);
  }
  return changes as AssignmentUpdate;
}
