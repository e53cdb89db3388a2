import { z } from 'zod';
import { LIMITS } from './constants';
import { boundedName, Id, TimeZone } from './primitives';

/** The settings an admin may write on a course (docs/API.md, `/courses/`). */
const CourseSettingsShape = {
  sendReleasedSubmissionsToBack: z.boolean(),
  showStudentsStatistics: z.boolean(),
  timezone: TimeZone,
  emailNewUsers: z.boolean(),
  anonymousGradingDefault: z.boolean(),
  allowGradersToEditRubric: z.boolean(),
  minComments: z.number().int().min(0).max(1000),
  noUnfinalize: z.boolean(),
  archived: z.boolean(),
  lateDayCreditsAllowable: z.number().int().min(0).max(1000).nullable(),
  activateQueue: z.boolean(),
  inviteCodeEnabled: z.boolean(),
  emailWhitelist: z.string().max(2000),
  enableStudentFeedbackNotifications: z.boolean(),
};

const CourseName = boundedName(LIMITS.courseName);
const CoursePeriod = boundedName(LIMITS.coursePeriod);

export const Course = z.object({
  id: Id,
  name: z.string(),
  period: z.string(),
  organization: Id,
  assignments: z.array(Id),
  sections: z.array(Id),
  ...CourseSettingsShape,
  timezone: z.string(),
  inviteCode: z.string(),
  webhooks: z.array(z.unknown()),
});
export type Course = z.infer<typeof Course>;

/** What students and graders read: no invite code, whitelist or webhooks. */
export const CourseMemberView = Course.omit({
  inviteCode: true,
  inviteCodeEnabled: true,
  emailWhitelist: true,
  webhooks: true,
});
export type CourseMemberView = z.infer<typeof CourseMemberView>;

export const CourseRead = z.union([Course, CourseMemberView]);

export const CourseCreate = z.object({
  name: CourseName,
  period: CoursePeriod,
  ...z.object(CourseSettingsShape).partial().shape,
});
export type CourseCreate = z.infer<typeof CourseCreate>;

export const CourseUpdate = z
  .object({ name: CourseName, period: CoursePeriod, ...CourseSettingsShape })
  .partial();
export type CourseUpdate = z.infer<typeof CourseUpdate>;

/**
 * What a new course starts with (docs/PRODUCT.md, "Defaults"): people a roster gives an account to are invited and
 * students are e-mailed when feedback comes out; joining with the invite code stays off until an admin shares it.
 * The database's column defaults repeat these values for rows written outside the API; a test keeps them equal.
 */
export const COURSE_DEFAULTS = {
  sendReleasedSubmissionsToBack: false,
  showStudentsStatistics: false,
  timezone: 'US/Eastern',
  emailNewUsers: true,
  anonymousGradingDefault: false,
  allowGradersToEditRubric: false,
  minComments: 0,
  noUnfinalize: false,
  archived: false,
  lateDayCreditsAllowable: null,
  activateQueue: true,
  inviteCodeEnabled: false,
  emailWhitelist: '',
  enableStudentFeedbackNotifications: true,
} satisfies z.infer<z.ZodObject<typeof CourseSettingsShape>>;

/** A course as the consoles list it. */
export const CourseSummary = z.object({
  id: Id,
  name: z.string(),
  period: z.string(),
  archived: z.boolean(),
});
export type CourseSummary = z.infer<typeof CourseSummary>;

/** GET /courses/mine/ — the caller's active courses per role, for the console course pickers. */
export const MyCourses = z.object({
  studentCourses: z.array(CourseSummary),
  graderCourses: z.array(CourseSummary),
  superGraderCourses: z.array(CourseSummary),
  courseadminCourses: z.array(CourseSummary),
});
export type MyCourses = z.infer<typeof MyCourses>;

/**
 * GET/PATCH /courses/{id}/courseSettings/ — the course's settings without its lists. Members read them (admins
 * also get the invite settings); admins write them with the rules of PATCH /courses/{id}/.
 */
export const CourseSettings = Course.omit({ assignments: true, sections: true, webhooks: true });
export type CourseSettings = z.infer<typeof CourseSettings>;
export const CourseSettingsMemberView = CourseSettings.omit({ inviteCode: true, inviteCodeEnabled: true, emailWhitelist: true });
export const CourseSettingsRead = z.union([CourseSettings, CourseSettingsMemberView]);
