import type { AssignmentStatistics } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { courseAccessOf } from '../assignments/course-access';
import { gradeHistogram } from './histogram';
import { statisticsAccess } from './policy';
import { findStatisticsWithAccess } from './queries';

/** GET /assignments/{id}/statistics/: the per-state counts are for staff only (null for students). */
export async function getAssignmentStatistics(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentStatistics> {
  const found = await findStatisticsWithAccess(db, assignmentId, user.id);
  if (!found) throw notFound();
  const { asStaff } = statisticsAccess({ assignment: found.access.assignment, course: courseAccessOf(found.access.course) });
  const { finalized, inProgress, unclaimed, missing, ...shared } = found.figures;
  const counts = asStaff ? { finalized, inProgress, unclaimed, missing } : { finalized: null, inProgress: null, unclaimed: null, missing: null };
  return { assignment: assignmentId, ...shared, histogram: gradeHistogram(found.figures.points, found.grades), ...counts };
}
