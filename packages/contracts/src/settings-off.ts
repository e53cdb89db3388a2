// What the admin console says when a setting a course usually wants is off (docs/PRODUCT.md, "Defaults"): one
// short sentence per setting, naming where to turn it on. New courses and assignments start with these on; a
// course created before, or an admin who turned one off, sees the note instead of finding out from students.

export interface SettingOffNote {
  /** The setting that is off. */
  setting: 'emailNewUsers' | 'enableStudentFeedbackNotifications' | 'allowStudentUpload' | 'allowRegradeRequests';
  text: string;
}

interface CourseNoteInput {
  emailNewUsers: boolean;
  enableStudentFeedbackNotifications: boolean;
}

interface AssignmentNoteInput {
  allowStudentUpload: boolean;
  allowRegradeRequests: boolean;
}

/** Where the note is shown decides where it sends the admin: the switch below, or the course's Settings tab. */
export type NotePlace = 'here' | 'settingsTab';

const where = (place: NotePlace, label: string) =>
  place === 'here' ? `Turn on “${label}” below.` : `Turn on “${label}” in the course’s Settings.`;

export const SETTING_OFF_TEXTS = {
  emailNewUsers: (place: NotePlace) =>
    `Invitations are off: people added to the roster get no e-mail and cannot set a password until you send them an invitation. ${where(place, 'E-mail people added to the roster')}`,
  enableStudentFeedbackNotifications: (place: NotePlace) =>
    `Feedback e-mails are off: students are not told when their feedback is published. ${where(place, 'E-mail students when feedback is published')}`,
  allowStudentUpload: () => 'Student uploads are off: students cannot hand in files for this assignment. Turn on “Student uploads” below.',
  allowRegradeRequests: () => 'Regrade requests are off: students cannot ask for a regrade of their feedback. Turn on “Regrade requests” below.',
} as const;

/** The course settings that are off, as notes for the course's Settings tab or its roster. */
export function courseSettingsOff(course: CourseNoteInput, place: NotePlace): SettingOffNote[] {
  const notes: SettingOffNote[] = [];
  if (!course.emailNewUsers) notes.push({ setting: 'emailNewUsers', text: SETTING_OFF_TEXTS.emailNewUsers(place) });
  if (!course.enableStudentFeedbackNotifications) {
    notes.push({ setting: 'enableStudentFeedbackNotifications', text: SETTING_OFF_TEXTS.enableStudentFeedbackNotifications(place) });
  }
  return notes;
}

/** The assignment settings that are off, as notes for the assignment's Settings tab. */
export function assignmentSettingsOff(assignment: AssignmentNoteInput): SettingOffNote[] {
  const notes: SettingOffNote[] = [];
  if (!assignment.allowStudentUpload) notes.push({ setting: 'allowStudentUpload', text: SETTING_OFF_TEXTS.allowStudentUpload() });
  if (!assignment.allowRegradeRequests) notes.push({ setting: 'allowRegradeRequests', text: SETTING_OFF_TEXTS.allowRegradeRequests() });
  return notes;
}
