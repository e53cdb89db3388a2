import { sectionLeaders, sections, sectionStudents } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { createCourseWorld, createUser, enroll, tokenFor } from '../testing/factories';

/** Every kind of caller docs/QUALITY.md's authorization matrix names. */
export const PERSONAS = [
  'anonymous',
  'otherCourseStudent',
  'student',
  'otherStudent',
  'grader',
  'otherSectionGrader',
  'superGrader',
  'admin',
  'otherAdmin',
  'platformAdmin',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** Members of the course under test; everyone else is an outsider or anonymous. */
export const MEMBERS: Persona[] = ['student', 'otherStudent', 'grader', 'otherSectionGrader', 'superGrader', 'admin'];
/** Platform admins are outsiders too: inside a course they act only through login-as (docs/AUDIT.md). */
export const OUTSIDERS: Persona[] = ['otherCourseStudent', 'otherAdmin', 'platformAdmin'];

/**
 * A course world with two sections: `grader` leads the student's section, `otherSectionGrader` leads the
 * other student's. Routes are exercised by each persona against this course.
 */
export async function createMatrixWorld(ctx: AppContext) {
  const world = await createCourseWorld(ctx);
  const otherSectionGrader = await createUser(ctx.db, { organizationId: world.organization.id });
  await enroll(ctx.db, world.course.id, otherSectionGrader.id, ['grader']);
  const [mine, theirs] = await ctx.db
    .insert(sections)
    .values([
      { courseId: world.course.id, name: 'Matrix A' },
      { courseId: world.course.id, name: 'Matrix B' },
    ])
    .returning();
  await ctx.db.insert(sectionLeaders).values([
    { sectionId: mine!.id, userId: world.people.grader.id },
    { sectionId: theirs!.id, userId: otherSectionGrader.id },
  ]);
  await ctx.db.insert(sectionStudents).values([
    { sectionId: mine!.id, courseId: world.course.id, userId: world.people.student.id },
    { sectionId: theirs!.id, courseId: world.course.id, userId: world.people.otherStudent.id },
  ]);
  const tokens: Record<Persona, string | undefined> = {
    ...world.tokens,
    otherSectionGrader: await tokenFor(ctx, otherSectionGrader),
    anonymous: undefined,
  };
  const userIds: Record<Persona, number | undefined> = {
    ...Object.fromEntries(Object.entries(world.people).map(([persona, user]) => [persona, user.id])),
    otherSectionGrader: otherSectionGrader.id,
    anonymous: undefined,
  } as Record<Persona, number | undefined>;
  return { ...world, section: mine!, otherSection: theirs!, tokens, userIds };
}

export type MatrixWorld = Awaited<ReturnType<typeof createMatrixWorld>>;
