import { eq, sql } from 'drizzle-orm';
import type { AssignmentRubric } from '@marginalia/contracts';
import { assignments, courses, jsonRow, preparedFor, rubricCategories, rubricComments, type Executor } from '@marginalia/db';
import { courseAccessColumns } from '../assignments/course-access';
import { caller, callerColumns, callerJoin } from '../auth/queries';

// GET /assignments/{id}/rubric/ in one prepared statement: the assignment, its course and the caller's roles
// (see assignments/course-access.ts), and the whole rubric as JSON (the assignment's own: the peer rubric's categories
// are left out, docs/PEER-REVIEW.md) — categories by sortKey then id, each with
// its comments in the same order — and the caller's user row (http/session-caller.ts), so that the read is this
// one statement, answered as one JSON value (see submissions/access-queries.ts).

const commentsOfCategory = sql`coalesce((select json_agg(json_build_object(
    'id', rc.id, 'category', rc.category_id, 'name', rc.name, 'text', rc.text, 'pointDelta', rc.point_delta,
    'sortKey', rc.sort_key, 'explanation', rc.explanation, 'instructionText', rc.instruction_text,
    'templateTextOn', rc.template_text_on) order by rc.sort_key, rc.id)
  from ${rubricComments} rc where rc.category_id = c.id and rc.assignment_id = c.assignment_id), '[]'::json)`;

const rubricTree = sql<AssignmentRubric['rubricCategories']>`coalesce((select json_agg(json_build_object(
    'id', c.id, 'assignment', c.assignment_id, 'name', c.name, 'pointLimit', c.point_limit, 'sortKey', c.sort_key,
    'helpText', c.help_text, 'atMostOnce', c.at_most_once, 'peer', c.peer, 'rubricComments', ${commentsOfCategory}) order by c.sort_key, c.id)
  from ${rubricCategories} c where c.assignment_id = "assignments"."id" and not c.peer), '[]'::json)`;

/** The statement's row as one JSON value (its `fields` are what a test maps row by row to compare). */
export const rubricWithAccess = jsonRow({ assignment: assignments, ...courseAccessColumns, rubric: rubricTree, caller: callerColumns }, { caller: caller.id });

export async function findRubricWithAccess(db: Executor, assignmentId: number, userId: number) {
  const query = preparedFor(db, 'find_rubric_with_access', (d) =>
    d
      .select({ json: rubricWithAccess.sql })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(caller, callerJoin)
      .where(eq(assignments.id, sql.placeholder('assignmentId')))
      .limit(1)
      .prepare('find_rubric_with_access'),
  );
  const [found] = await query.execute({ assignmentId, userId });
  return found ? rubricWithAccess.revive(found.json) : null;
}
