import { randomInt } from 'node:crypto';
import {
  COURSE_DEFAULTS,
  type Course,
  type CourseCreate,
  type CourseMemberView,
  type CourseUpdate,
  type MyCourses,
} from '@marginalia/contracts';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, forbidden } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { assertCourseWritable, loadCourseForAdmin, loadCourseForMember, type CourseAccessWithRelated } from './policy';
import {
  addMemberships,
  findCourseByNamePeriod,
  insertCourse,
  listAdministeredCourses,
  listMembershipCourses,
  relatedIds,
  updateCourse,
  type CourseRow,
} from './queries';

const DUPLICATE_COURSE = 'A course with this name and period already exists in your organization.';
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

function present(course: CourseRow, related: { assignments: number[]; sections: number[] }): Course {
  return {
    id: course.id,
    name: course.name,
    period: course.period,
    organization: course.organizationId,
    assignments: related.assignments,
    sections: related.sections,
    sendReleasedSubmissionsToBack: course.sendReleasedSubmissionsToBack,
    showStudentsStatistics: course.showStudentsStatistics,
    timezone: course.timezone,
    emailNewUsers: course.emailNewUsers,
    anonymousGradingDefault: course.anonymousGradingDefault,
    allowGradersToEditRubric: course.allowGradersToEditRubric,
    minComments: course.minComments,
    noUnfinalize: course.noUnfinalize,
    archived: course.archived,
    lateDayCreditsAllowable: course.lateDayCreditsAllowable,
    activateQueue: course.activateQueue,
    inviteCode: course.inviteCode,
    inviteCodeEnabled: course.inviteCodeEnabled,
    emailWhitelist: course.emailWhitelist,
    enableStudentFeedbackNotifications: course.enableStudentFeedbackNotifications,
    webhooks: course.webhooks,
  };
}

/** Members who do not administer the course never see its invite code, whitelist or webhooks. */
function presentForMember(course: Course): CourseMemberView {
  const { inviteCode: _code, inviteCodeEnabled: _enabled, emailWhitelist: _whitelist, webhooks: _hooks, ...rest } = course;
  return rest;
}

function presentAccess(access: CourseAccessWithRelated): Course | CourseMemberView {
  const full = present(access.course, access.related);
  return access.isAdmin ? full : presentForMember(full);
}

export async function listCourses(db: Executor, user: AuthUser): Promise<Course[]> {
  const rows = await listAdministeredCourses(db, user.id);
  const related = await relatedIds(db, rows.map((row) => row.id));
  return rows.map((row) => present(row, related.get(row.id)!));
}

export async function getCourse(db: Executor, courseId: number, user: AuthUser) {
  return presentAccess(await loadCourseForMember(db, courseId, user));
}

/** The creator becomes course admin AND grader of the new course, in the same transaction. */
export async function createCourse(db: Database, user: AuthUser, input: CourseCreate): Promise<Course> {
  if (!user.canCreateCourses) throw forbidden();
  if (user.organizationId === null) throw badRequest('You must belong to an organization to create a course.');
  const organizationId = user.organizationId;
  if (await findCourseByNamePeriod(db, organizationId, input.name, input.period)) throw badRequest(DUPLICATE_COURSE);
  try {
    const course = await db.transaction(async (tx) => {
      const created = await insertCourse(tx, {
        ...COURSE_DEFAULTS,
        ...input,
        organizationId,
        inviteCode: generateInviteCode(),
      });
      await addMemberships(tx, created.id, user.id, ['courseAdmin', 'grader']);
      await recordEvent(tx, user, { type: 'course.created', courseId: created.id, object: { type: 'course', id: created.id } });
      return created;
    });
    return present(course, { assignments: [], sections: [] });
  } catch (error) {
    if (isUniqueViolation(error, 'courses_org_name_period_unique')) throw badRequest(DUPLICATE_COURSE);
    throw error;
  }
}

/**
 * Admins change settings. An archived course accepts only being unarchived. The event names the fields given
 * (`course.settings_changed` when the call came through the settings page's route).
 */
export async function patchCourse(
  db: Database,
  courseId: number,
  user: AuthUser,
  input: CourseUpdate,
  type: 'course.updated' | 'course.settings_changed' = 'course.updated',
) {
  const { course } = await loadCourseForAdmin(db, courseId, user);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && course[key as keyof CourseRow] !== value),
  ) as CourseUpdate;
  if (Object.keys(changes).some((key) => key !== 'archived')) assertCourseWritable(course);
  const name = changes.name ?? course.name;
  const period = changes.period ?? course.period;
  if (changes.name !== undefined || changes.period !== undefined) {
    const clash = await findCourseByNamePeriod(db, course.organizationId, name, period);
    if (clash && clash.id !== course.id) throw badRequest(DUPLICATE_COURSE);
  }
  try {
    await db.transaction(async (tx) => {
      await updateCourse(tx, courseId, changes);
      await recordEvent(tx, user, { type, courseId, object: { type: 'course', id: courseId }, data: { fields: Object.keys(input) } });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'courses_org_name_period_unique')) throw badRequest(DUPLICATE_COURSE);
    throw error;
  }
  return getCourse(db, courseId, user);
}

const MEMBERSHIP_LISTS = {
  student: 'studentCourses',
  grader: 'graderCourses',
  superGrader: 'superGraderCourses',
  courseAdmin: 'courseadminCourses',
} as const;

/** The caller's courses per role, active memberships only, unarchived courses first. */
export async function listMyCourses(db: Executor, user: AuthUser): Promise<MyCourses> {
  const mine: MyCourses = { studentCourses: [], graderCourses: [], superGraderCourses: [], courseadminCourses: [] };
  for (const { role, ...course } of await listMembershipCourses(db, user.id)) mine[MEMBERSHIP_LISTS[role]].push(course);
  return mine;
}

/** A new invite code: the old one stops working at once (e.g. after it leaked). */
export async function regenerateInviteCode(db: Database, courseId: number, user: AuthUser) {
  const { course } = await loadCourseForAdmin(db, courseId, user);
  assertCourseWritable(course);
  // Codes are unique; a clash among 32^8 codes is improbable but retried (in a new transaction) rather than surfaced.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        await updateCourse(tx, courseId, { inviteCode: generateInviteCode() });
        await recordEvent(tx, user, { type: 'course.invite_code_regenerated', courseId, object: { type: 'course', id: courseId } });
      });
      break;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'courses_invite_code_unique')) throw error;
    }
  }
  const updated = await loadCourseForAdmin(db, courseId, user);
  return present(updated.course, updated.related);
}

/** The course's settings without its lists; members other than admins do not see the invite settings. */
export async function getCourseSettings(db: Executor, courseId: number, user: AuthUser) {
  return withoutLists(await getCourse(db, courseId, user));
}

export async function patchCourseSettings(db: Database, courseId: number, user: AuthUser, input: CourseUpdate) {
  return withoutLists(await patchCourse(db, courseId, user, input, 'course.settings_changed'));
}

/** The response schema (CourseSettingsRead) also drops webhooks. */
function withoutLists<T extends CourseMemberView>(course: T) {
  const { assignments: _assignments, sections: _sections, ...settings } = course;
  return settings;
}
