import type { CurrentUser, UserMe, UserMeUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import {
  findUserProfile,
  hasActiveApiKey,
  listActiveMemberships,
  listLedSectionIds,
  listStudentSectionIds,
  updateUserPreferences,
} from './queries';

/** The current-user object of docs/PRODUCT.md §3, built from the database on every call. */
export async function buildCurrentUser(db: Executor, userId: number, token: string): Promise<CurrentUser> {
  const [profile, memberships, leaderSections, studentSections] = await Promise.all([
    findUserProfile(db, userId),
    listActiveMemberships(db, userId),
    listLedSectionIds(db, userId),
    listStudentSectionIds(db, userId),
  ]);
  if (!profile) throw notFound();
  const coursesWithRole = (role: string) => memberships.filter((m) => m.role === role).map((m) => m.courseId);
  return {
    id: profile.id,
    email: profile.email,
    token,
    organization: profile.organizationId,
    canCreateCourses: profile.canCreateCourses,
    canModifyRosters: profile.canModifyRosters,
    api_token: null,
    studentCourses: coursesWithRole('student'),
    graderCourses: coursesWithRole('grader'),
    superGraderCourses: coursesWithRole('superGrader'),
    courseadminCourses: coursesWithRole('courseAdmin'),
    leaderSections,
    student_sections: studentSections,
    showProductTips: profile.showProductTips,
    marginaliaAdmin: profile.isPlatformAdmin,
    hasCredentials: profile.hasPassword !== null,
  };
}

export async function getMe(db: Executor, userId: number): Promise<UserMe> {
  const [user, profile, hasApiKey] = await Promise.all([buildCurrentUser(db, userId, ''), findUserProfile(db, userId), hasActiveApiKey(db, userId)]);
  return {
    id: user.id,
    email: user.email,
    api_token: null,
    hasApiKey,
    showProductTips: user.showProductTips,
    sendMeAConfirmationEmail: profile!.sendUploadReceipts,
    canModifyRosters: user.canModifyRosters,
    courseadminCourses: user.courseadminCourses,
  };
}

export async function updateMe(db: Database, user: AuthUser, update: UserMeUpdate): Promise<UserMe> {
  const values = { showProductTips: update.showProductTips, sendUploadReceipts: update.sendMeAConfirmationEmail };
  await db.transaction(async (tx) => {
    if (Object.values(values).some((value) => value !== undefined)) await updateUserPreferences(tx, user.id, values);
    const data = { fields: Object.keys(update) };
    await recordEvent(tx, user, { type: 'account.preferences_changed', targetUserId: user.id, object: { type: 'user', id: user.id }, data });
  });
  return getMe(db, user.id);
}
