import { eq, sql } from 'drizzle-orm';
import { courseDataVersions, preparedFor, type Executor } from '@marginalia/db';

/**
 * The committed version of a course's data (0 while nothing was written since the version triggers exist). A
 * writing transaction bumps it at its commit, atomically with its rows: whoever reads the version after a commit
 * reads that commit's rows too.
 */
export async function readCourseDataVersion(db: Executor, courseId: number): Promise<number> {
  const query = preparedFor(db, 'read_course_data_version', (d) =>
    d
      .select({ version: sql<number>`coalesce(max(${courseDataVersions.version}), 0)` })
      .from(courseDataVersions)
      .where(eq(courseDataVersions.courseId, sql.placeholder('courseId')))
      .prepare('read_course_data_version'),
  );
  const [row] = await query.execute({ courseId });
  return Number(row?.version ?? 0);
}

/** The same version as a column of a statement that reads the course (`courses` not aliased). */
export const courseDataVersionColumn = sql<number>`coalesce((select v.version from ${courseDataVersions} v where v.course_id = "courses"."id"), 0)`;
