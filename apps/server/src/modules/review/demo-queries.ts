import { asc, eq } from 'drizzle-orm';
import { DEMO_PERIOD } from '@marginalia/contracts';
import { assignments, courses, submissions, type Executor } from '@marginalia/db';
import type { CourseRow } from '../courses/queries';

/** The demo submission: the first submission of the first course whose period is DEMO_PERIOD, with its course. */
export async function findDemoSubmission(db: Executor): Promise<{ submissionId: number; assignmentId: number; course: CourseRow } | null> {
  const [row] = await db
    .select({ submissionId: submissions.id, assignmentId: submissions.assignmentId, course: courses })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(courses.period, DEMO_PERIOD))
    .orderBy(asc(courses.id), asc(assignments.sortKey), asc(assignments.id), asc(submissions.id))
    .limit(1);
  return row ?? null;
}
