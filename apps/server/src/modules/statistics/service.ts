import type { AssignmentStatistics } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { gradeHistogram } from './histogram';
import { loadStatisticsAccess } from './policy';
import { selectGradeCounts, selectStatisticsFigures } from './queries';

/** GET /assignments/{id}/statistics/: the per-state counts are for staff only (null for students). */
export async function getAssignmentStatistics(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentStatistics> {
  const { asStaff } = await loadStatisticsAccess(db, assignmentId, user);
  const figures = await selectStatisticsFigures(db, assignmentId);
  if (!figures) throw notFound();
  const grades = await selectGradeCounts(db, assignmentId);
  const { finalized, inProgress, unclaimed, missing, ...shared } = figures;
  const counts = asStaff ? { finalized, inProgress, unclaimed, missing } : { finalized: null, inProgress: null, unclaimed: null, missing: null };
  return { assignment: assignmentId, ...shared, histogram: gradeHistogram(figures.points, grades), ...counts };
}
