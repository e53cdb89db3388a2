import { randomBytes } from 'node:crypto';
import { COURSE_DEFAULTS } from '@marginalia/contracts';
import { apiKeys, courseMemberships, courses, organizations, users, type CourseRole, type Database } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { generateApiKey, hashApiKey } from '../core/api-keys';
import { hashPassword } from '../core/passwords';
import { generateInviteCode } from '../modules/courses/service';

// Factories give each test its own organization, people and course, so tests never depend on
// one another or on the demo data.

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
}

export async function createOrganization(db: Database, values: Partial<typeof organizations.$inferInsert> = {}) {
  const name = values.name ?? unique('Org');
  const [row] = await db
    .insert(organizations)
    .values({ name, shortname: name.slice(0, 8), emailDomain: `${name.toLowerCase()}.edu`, ...values })
    .returning();
  return row!;
}

export interface UserOptions extends Partial<typeof users.$inferInsert> {
  password?: string;
}

export async function createUser(db: Database, options: UserOptions = {}) {
  const { password, ...values } = options;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = password ? await hashPassword(password) : await passwordHash;
  const [row] = await db
    .insert(users)
    .values({ email: unique('user').toLowerCase() + '@example.edu', passwordHash: hash, isActivated: true, ...values })
    .returning();
  return row!;
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

export async function createCourse(db: Database, organizationId: number, values: Partial<typeof courses.$inferInsert> = {}) {
  const [row] = await db
    .insert(courses)
    .values({ ...COURSE_DEFAULTS, name: unique('Course').slice(0, 36), period: 'Fall 2026', organizationId, inviteCode: generateInviteCode(), ...values })
    .returning();
  return row!;
}

export async function enroll(db: Database, courseId: number, userId: number, roles: CourseRole[], isActive = true) {
  await db.insert(courseMemberships).values(roles.map((role) => ({ courseId, userId, role, isActive })));
}

/** A session token as a login would give, without the cost of a password check. */
export function tokenFor(ctx: AppContext, user: TestUser): Promise<string> {
  return ctx.sessions.issue({ userId: user.id, email: user.email, tokenVersion: user.tokenVersion });
}

export async function apiKeyFor(db: Database, user: TestUser): Promise<string> {
  const key = generateApiKey();
  await db.insert(apiKeys).values({ userId: user.id, keyHash: hashApiKey(key) });
  return key;
}

/** A course with one person in each role, plus an outsider course, for access tests. */
export async function createCourseWorld(ctx: AppContext) {
  const { db } = ctx;
  const organization = await createOrganization(db);
  const course = await createCourse(db, organization.id);
  const otherCourse = await createCourse(db, organization.id);
  const people = {
    admin: await createUser(db, { organizationId: organization.id, canCreateCourses: true, canModifyRosters: true }),
    grader: await createUser(db, { organizationId: organization.id }),
    superGrader: await createUser(db, { organizationId: organization.id }),
    student: await createUser(db, { organizationId: organization.id }),
    otherStudent: await createUser(db, { organizationId: organization.id }),
    otherAdmin: await createUser(db, { organizationId: organization.id, canCreateCourses: true }),
    otherCourseStudent: await createUser(db, { organizationId: organization.id }),
    platformAdmin: await createUser(db, { isPlatformAdmin: true }),
  };
  await enroll(db, course.id, people.admin.id, ['courseAdmin', 'grader']);
  await enroll(db, course.id, people.grader.id, ['grader']);
  await enroll(db, course.id, people.superGrader.id, ['grader', 'superGrader']);
  await enroll(db, course.id, people.student.id, ['student']);
  await enroll(db, course.id, people.otherStudent.id, ['student']);
  await enroll(db, otherCourse.id, people.otherAdmin.id, ['courseAdmin', 'grader']);
  await enroll(db, otherCourse.id, people.otherCourseStudent.id, ['student']);
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(people).map(async ([role, user]) => [role, await tokenFor(ctx, user)])),
  ) as Record<keyof typeof people, string>;
  return { organization, course, otherCourse, people, tokens };
}
