import type { Course, CourseUpdate } from '@marginalia/contracts';

// The settings form's values and what a save sends: only the fields the admin changed, so that a save
// never overwrites a change someone else made meanwhile to another setting.

export const SETTINGS_FIELDS = [
  'name',
  'period',
  'timezone',
  'sendReleasedSubmissionsToBack',
  'showStudentsStatistics',
  'emailNewUsers',
  'anonymousGradingDefault',
  'allowGradersToEditRubric',
  'minComments',
  'noUnfinalize',
  'lateDayCreditsAllowable',
  'activateQueue',
  'inviteCodeEnabled',
  'emailWhitelist',
  'enableStudentFeedbackNotifications',
] as const satisfies readonly (keyof CourseUpdate & keyof Course)[];

export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsValues = Pick<Course, SettingsField>;

export function formValuesOf(course: Course): SettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, course[field]])) as SettingsValues;
}

/** Text the server trims anyway; comparing trimmed text keeps a stray space from counting as a change. */
const TRIMMED: readonly SettingsField[] = ['name', 'period'];

/** The settings whose form value differs from the course's. An emptied number field means "none" (null). */
export function changedSettings(course: Course, values: Partial<SettingsValues>): CourseUpdate {
  const changes: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    let value: unknown = values[field];
    if (value === undefined) continue;
    if (typeof value === 'string' && TRIMMED.includes(field)) value = value.trim();
    if (value !== course[field]) changes[field] = value;
  }
  return changes as CourseUpdate;
}
