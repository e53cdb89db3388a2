import type { AssignmentRubric } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { notFound } from '../../http/errors';
import { callerId, confirmCaller, type Caller } from '../../http/session-caller';
import { courseAccessOf } from '../assignments/course-access';
import { rubricReaderAccess } from './policy';
import { findRubricWithAccess } from './rubric-tree-query';

// GET /assignments/{id}/rubric/: the whole rubric at once, as the grading view shows it, read with the access
// check in one statement (rubric-tree-query.ts).

export async function getAssignmentRubric(db: Executor, assignmentId: number, caller: Caller): Promise<AssignmentRubric> {
  const row = await findRubricWithAccess(db, assignmentId, callerId(caller));
  await confirmCaller(caller, row?.caller);
  if (!row) throw notFound();
  rubricReaderAccess({ assignment: row.assignment, course: courseAccessOf(row) });
  return { assignment: assignmentId, rubricCategories: row.rubric };
}
