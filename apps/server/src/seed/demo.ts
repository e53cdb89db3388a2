import { eq, sql } from 'drizzle-orm';
import { computeGrade, COURSE_DEFAULTS } from '@marginalia/contracts';
import {
  assignments,
  comments,
  courseMemberships,
  courses,
  files,
  organizations,
  rubricCategories,
  rubricComments,
  sectionLeaders,
  sections,
  sectionStudents,
  submissionHistory,
  submissionStudents,
  submissions,
  users,
  type CourseRole,
  type Database,
  type Executor,
} from '@marginalia/db';
import { hashPassword } from '../core/passwords';
import { generateInviteCode } from '../modules/courses/service';
import { rangeOfText } from './comment-ranges';
import * as demo from './demo-content';
import { seedDemoCourse } from './demo-course';
import { seedDemoAutograder } from './demo-autograder';
import { enrichDemoHomework } from './demo-homework';
import { withBlobsOfText } from '../modules/file-blobs/text-files';

/** The transaction advisory lock the demo seed holds (an arbitrary fixed key: "seed" in ASCII). */
const SEED_LOCK_KEY = 0x73656564;

export interface SeedResult {
  created: boolean;
  logins: { email: string; role: string }[];
}

export const DEMO_LOGINS = [
  { email: demo.DEMO_ADMIN, role: 'course admin and grader' },
  ...demo.DEMO_GRADERS.map((email) => ({ email, role: 'grader' })),
  ...demo.DEMO_STUDENTS.map((email) => ({ email, role: 'student' })),
  { email: demo.DEMO_PLATFORM_ADMIN, role: 'platform admin' },
];

/**
 * Column range of `needle` on a line of `code` (0-based), for placing demo comments. Throws when the line does not
 * hold the text, so that a miscounted line stops the seed instead of highlighting the wrong code.
 */
function rangeOf(code: string, line: number, needle: string) {
  const range = rangeOfText(code, needle, line);
  if (range.startLine !== line) throw new Error(`Seed text not on line ${line}: ${needle}`);
  return range;
}

/**
 * Seeds the demo organization, course, people, assignment, rubric and submissions, once: when the demo
 * organization exists it is left as it is. The public demo course and the fuller Homework 1 submission are
 * each added once too.
 */
export async function seedDemo(db: Database, password: string): Promise<SeedResult> {
  const passwordHash = await hashPassword(password);
  // Several server processes may start at once on one empty database: each looks for the demo data and seeds
  // what is missing in one transaction that first takes this lock, so the second waits for the first to commit,
  // then finds everything there (see docs/ARCHITECTURE.md, "Layout", seed/).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return seedMissing(tx, passwordHash);
  });
}

async function seedMissing(db: Database, passwordHash: string): Promise<SeedResult> {
  const [existing] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, demo.DEMO_ORGANIZATION.name));
  if (!existing) await seedOrganization(db, passwordHash);
  // The later additions are seeded on their own, once each, so that a database seeded before them gets them too.
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, demo.DEMO_ORGANIZATION.name));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.DEMO_ADMIN));
  const enriched = await enrichDemoHomework(db, org!.id);
  const demoCourse = admin ? await seedDemoCourse(db, org!.id, admin.id, passwordHash) : false;
  const platformAdmin = await seedPlatformAdmin(db, org!.id, passwordHash);
  return { created: !existing || enriched || demoCourse || platformAdmin, logins: DEMO_LOGINS };
}

/** The demo's platform admin, added once (also to a database seeded before it existed). */
async function seedPlatformAdmin(db: Database, organizationId: number, passwordHash: string): Promise<boolean> {
  const rows = await db
    .insert(users)
    .values({ email: demo.DEMO_PLATFORM_ADMIN, passwordHash, organizationId, isActivated: true, isPlatformAdmin: true })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return rows.length > 0;
}

async function seedOrganization(db: Database, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values(demo.DEMO_ORGANIZATION).returning();
    const people = await tx
      .insert(users)
      .values(
        DEMO_LOGINS.filter(({ email }) => email !== demo.DEMO_PLATFORM_ADMIN).map(({ email }) => ({
          email,
          passwordHash,
          organizationId: org!.id,
          isActivated: true,
          canCreateCourses: email === demo.DEMO_ADMIN,
          canModifyRosters: email === demo.DEMO_ADMIN,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => people.find((p) => p.email === email)!.id;

    const [course] = await tx
      .insert(courses)
      .values({ ...COURSE_DEFAULTS, ...demo.DEMO_COURSE, organizationId: org!.id, inviteCode: generateInviteCode() })
      .returning();
    const roles: { email: string; role: CourseRole }[] = [
      { email: demo.DEMO_ADMIN, role: 'courseAdmin' },
      { email: demo.DEMO_ADMIN, role: 'grader' },
      ...demo.DEMO_GRADERS.map((email) => ({ email, role: 'grader' as const })),
      ...demo.DEMO_STUDENTS.map((email) => ({ email, role: 'student' as const })),
    ];
    await tx.insert(courseMemberships).values(roles.map(({ email, role }) => ({ courseId: course!.id, userId: idOf(email), role })));

    await seedSections(tx, course!.id, idOf);
    await seedAssignment(tx, course!.id, idOf);
    await seedOpenAssignment(tx, course!.id);
  });
}

async function seedSections(tx: Executor, courseId: number, idOf: (email: string) => number) {
  for (const section of demo.DEMO_SECTIONS) {
    const [row] = await tx.insert(sections).values({ courseId, name: section.name }).returning();
    await tx.insert(sectionLeaders).values({ sectionId: row!.id, userId: idOf(section.leader) });
    await tx.insert(sectionStudents).values(section.students.map((email) => ({ sectionId: row!.id, courseId, userId: idOf(email) })));
  }
}

async function seedOpenAssignment(tx: Executor, courseId: number) {
  const due = new Date(Date.now() + demo.DEMO_OPEN_ASSIGNMENT_DUE_DAYS * 24 * 60 * 60 * 1000);
  const [assignment] = await tx.insert(assignments).values({ courseId, ...demo.DEMO_OPEN_ASSIGNMENT, uploadDueDate: due, sortKey: 1 }).returning();
  await seedDemoAutograder(tx, assignment!.id);
}

async function seedAssignment(tx: Executor, courseId: number, idOf: (email: string) => number) {
  const [assignment] = await tx
    .insert(assignments)
    .values({ courseId, ...demo.DEMO_ASSIGNMENT, isReleased: true, allowStudentUpload: true, sortKey: 0 })
    .returning();
  const assignmentId = assignment!.id;

  const categories = [];
  const rubric = new Map<string, { id: number; categoryId: number; pointDelta: number }>();
  for (const [index, category] of demo.DEMO_RUBRIC.entries()) {
    const [row] = await tx
      .insert(rubricCategories)
      .values({ assignmentId, name: category.name, pointLimit: category.pointLimit, helpText: category.helpText, sortKey: index })
      .returning();
    categories.push({ id: row!.id, pointLimit: row!.pointLimit, atMostOnce: row!.atMostOnce });
    for (const [sortKey, comment] of category.comments.entries()) {
      const [rc] = await tx
        .insert(rubricComments)
        .values({ categoryId: row!.id, assignmentId, sortKey, ...comment })
        .returning();
      rubric.set(comment.name, { id: rc!.id, categoryId: row!.id, pointDelta: comment.pointDelta });
    }
  }

  const grader1 = idOf(demo.DEMO_GRADERS[0]!);
  const grader2 = idOf(demo.DEMO_GRADERS[1]!);
  const code = demo.PYTHON_AVERAGE;
  const plans = [
    {
      student: demo.DEMO_STUDENTS[0]!,
      grader: grader1,
      isFinalized: true,
      files: [{ name: 'average.py', extension: 'py', code }],
      comments: [
        { file: 0, rubric: 'great-docs', ...rangeOf(code, 1, '"""Return the mean of a list of numbers."""') },
        { file: 0, rubric: 'off-by-one', ...rangeOf(code, 3, 'range(1, len(values))') },
        { file: 0, rubric: 'edge-case', ...rangeOf(code, 5, 'total / len(values)') },
        { file: 0, rubric: 'unclear-name', ...rangeOf(code, 9, 'x') },
        { file: 0, text: 'Nice use of a `main` guard.', pointDelta: null, ...rangeOf(code, 13, 'if __name__ == "__main__":') },
      ],
    },
    {
      student: demo.DEMO_STUDENTS[1]!,
      grader: grader2,
      isFinalized: false,
      files: [{ name: 'Main.java', extension: 'java', code: demo.JAVA_COUNTER }],
      comments: [
        { file: 0, text: 'What about negative even numbers? `-2 % 2` is 0 in Java, so this works, but say so.', pointDelta: 0.5, ...rangeOf(demo.JAVA_COUNTER, 5, 'n % 2 == 0') },
      ],
    },
    {
      student: demo.DEMO_STUDENTS[2]!,
      grader: null,
      isFinalized: false,
      files: [
        { name: 'fizzbuzz.py', extension: 'py', code: demo.PYTHON_FIZZBUZZ },
        { name: 'main.py', extension: 'py', code: demo.PYTHON_FIZZBUZZ_MAIN },
      ],
      comments: [],
    },
  ];

  for (const [queueOrderKey, plan] of plans.entries()) {
    const [submission] = await tx
      .insert(submissions)
      .values({ assignmentId, graderId: plan.grader, isFinalized: plan.isFinalized, queueOrderKey })
      .returning();
    const studentId = idOf(plan.student);
    await tx.insert(submissionStudents).values({ submissionId: submission!.id, assignmentId, studentId });
    await tx.insert(submissionHistory).values({ submissionId: submission!.id, studentId });
    const fileRows = await tx
      .insert(files)
      .values(await withBlobsOfText(tx, plan.files.map((f) => ({ ...f, submissionId: submission!.id, path: null }))))
      .returning({ id: files.id });
    const commentRows = plan.comments.map((c) => {
      const linked = 'rubric' in c ? rubric.get(c.rubric!)! : null;
      return {
        fileId: fileRows[c.file]!.id,
        authorId: plan.grader ?? grader1,
        text: 'text' in c ? c.text! : '',
        pointDelta: linked ? null : ('pointDelta' in c ? c.pointDelta ?? null : null),
        rubricCommentId: linked?.id ?? null,
        startLine: c.startLine,
        endLine: c.endLine,
        startChar: c.startChar,
        endChar: c.endChar,
      };
    });
    if (commentRows.length > 0) await tx.insert(comments).values(commentRows);
    const grade = computeGrade({
      points: demo.DEMO_ASSIGNMENT.points,
      additiveGrading: false,
      categories,
      rubricComments: [...rubric.values()],
      comments: commentRows,
      tests: [],
    });
    await tx.update(submissions).set({ grade }).where(eq(submissions.id, submission!.id));
  }
}
