import { eq, sql } from 'drizzle-orm';
import type { AssignmentRubric } from '@marginalia/contracts';
import { assignments, courses, preparedFor, rubricCategories, rubricComments, type Executor } from '@marginalia/db';
import { courseAccessColumns } from '../assignments/course-access';
import { caller, callerColumns, callerJoin } from '../auth/queries';

// GET /assignments/{id}/rubric/ in one prepared statement: the assignment, its course and the caller's roles
// (see assignments/course-access.ts), and the whole rubric as JSON — categories by sortKey then id, each with
// its comments in the same order — and the caller's user row (http/session-caller.ts), so that the read is this
// one statement.

const commentsOfCategory = sql`coalesce((select json_agg(json_build_object(
    'id', rc.id, 'category', rc.category_id, 'name', rc.name, 'text', rc.text, 'pointDelta', rc.point_delta,
    'sortKey', rc.sort_key, 'explanation', rc.explanation, 'instructionText', rc.instruction_text,
    'templateTextOn', rc.template_text_on) order by rc.sort_key, rc.id)
  from ${rubricComments} rc where rc.category_id = c.id and rc.assignment_id = c.assignment_id), '[]'::json)`;

const rubricTree = sql<AssignmentRubric['rubricCategories']>`coalesce((select json_agg(json_build_object(
    'id', c.id, 'assignment', c.assignment_id, 'name', c.name, 'pointLimit', c.point_limit, 'sortKey', c.sort_key,
    'helpText', c.help_text, 'atMostOnce', c.at_most_once, 'rubricComments', ${commentsOfCategory}) order by c.sort_key, c.id)
  from ${rubricCategories} c where c.assignment_id = "assignments"."id"), '[]'::json)`;

export async function findRubricWithAccess(db: Executor, assignmentId: number, userId: number) {
  const query = preparedFor(db, 'find_rubric_with_access', (d) =>
    d
      .select({ assignment: assignments, ...courseAccessColumns, rubric: rubricTree, caller: callerColumns })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(caller, callerJoin)
      .where(eq(assignments.id, sql.placeholder('assignmentId')))
      .limit(1)
      .prepare('find_rubric_with_access'),
  );
  const [row] = await query.execute({ assignmentId, userId });
  return row ?? null;
}
