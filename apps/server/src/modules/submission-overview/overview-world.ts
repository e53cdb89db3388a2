import type { AppContext } from '../../core/app-context';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection, enrollStudents } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';

/**
 * A course for overview tests: sections A (led by the world's grader: s1, s2) and B (s3); s4 in no section;
 * a second grader who leads nothing; an inactive student. Submissions: [s1, s2] finalized with 7 by the
 * grader, [s3] in progress with the super grader, [student] unclaimed. Missing: s4 and otherStudent.
 */
export async function createOverviewWorld(ctx: AppContext, assignmentValues: { anonymousGrading?: boolean } = {}) {
  const world = await createCourseWorld(ctx);
  const { db } = ctx;
  const { course, organization, people } = world;
  const [s1, s2, s3, s4] = await enrollStudents(db, course.id, organization.id, 4);
  const plainGrader = await createUser(db, { organizationId: organization.id });
  await enroll(db, course.id, plainGrader.id, ['grader']);
  const dropped = await createUser(db, { organizationId: organization.id });
  await enroll(db, course.id, dropped.id, ['student'], false);
  await createSection(db, course.id, 'A', { leaders: [people.grader], students: [s1!, s2!] });
  await createSection(db, course.id, 'B', { students: [s3!] });
  const assignment = await createAssignment(db, course.id, { points: 10, ...assignmentValues });
  const pair = await createSubmission(db, assignment.id, { students: [s1!, s2!], grader: people.grader, isFinalized: true, grade: 7 });
  const single = await createSubmission(db, assignment.id, { students: [s3!], grader: people.superGrader, grade: 4 });
  const waiting = await createSubmission(db, assignment.id, { students: [people.student], grade: 10 });
  return {
    ...world,
    assignment,
    students: { s1: s1!, s2: s2!, s3: s3!, s4: s4! },
    plainGrader,
    plainGraderToken: await tokenFor(ctx, plainGrader),
    submissions: { pair, single, waiting },
  };
}
