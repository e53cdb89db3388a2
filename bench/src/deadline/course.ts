// The deadline's course, written with the server's test factories before any process starts: an organization,
// a course of N students, and the assignment due today with its autograder (runOnUpload, as a course that grades
// every upload has it). Students get session tokens as their logins would give them.
import { DEFAULT_RUN_LIMITS } from '@marginalia/contracts';
import { autograderEnvironments, courseMemberships, testCases, testCategories, users, type Database } from '@marginalia/db';
import { createCourse, createOrganization, createUser, enroll, TEST_PASSWORD } from '@marginalia/server/testing/factories';
import { createAssignment } from '@marginalia/server/testing/submission-factories';
import { sessionSigner } from '@marginalia/server/testing/session-signer';
import { TEST_COUNT, testCaseRows } from './homework';

export interface Student {
  index: number;
  email: string;
  token: string;
}

export interface DeadlineCourse {
  courseId: number;
  assignmentId: number;
  students: Student[];
}

export async function seedDeadlineCourse(db: Database, studentCount: number, jwtSecret: string): Promise<DeadlineCourse> {
  const organization = await createOrganization(db);
  const course = await createCourse(db, organization.id, { name: 'CS 101: Deadline day' });
  const admin = await createUser(db, { organizationId: organization.id, password: TEST_PASSWORD });
  await enroll(db, course.id, admin.id, ['courseAdmin', 'grader']);
  const dueDate = new Date(Date.now() + 24 * 3600 * 1000);
  const assignment = await createAssignment(db, course.id, { name: 'Homework 3: grade report', points: TEST_COUNT, allowStudentUpload: true, uploadDueDate: dueDate });
  await db.insert(autograderEnvironments).values({ assignmentId: assignment.id, language: 'python', ...DEFAULT_RUN_LIMITS, runOnUpload: true, maxStudentTestRuns: 10 });
  const [category] = await db.insert(testCategories).values({ assignmentId: assignment.id, name: 'Grade report' }).returning();
  await db.insert(testCases).values(testCaseRows(category!.id));

  // One statement for the roster: 600 single inserts would be most of the set-up time.
  const template = await createUser(db, { organizationId: organization.id });
  const rows = await db
    .insert(users)
    .values(Array.from({ length: studentCount }, (_, index) => ({ email: `student${index + 1}@deadline.example.edu`, passwordHash: template.passwordHash, isActivated: true, organizationId: organization.id })))
    .returning();
  await db.insert(courseMemberships).values(rows.map((row) => ({ courseId: course.id, userId: row.id, role: 'student' as const, isActive: true })));
  const sign = sessionSigner(jwtSecret);
  const students = await Promise.all(rows.map(async (row, index) => ({ index, email: row.email, token: await sign(row) })));
  return { courseId: course.id, assignmentId: assignment.id, students };
}
