import { sql } from 'drizzle-orm';
import { assignments, courseMemberships, courses, peerReviews, users, type Executor } from '@marginalia/db';
import { queueMailsFrom } from '../mail/queue';
import { updateStage } from './queries';
import type { StageRow } from './stage-state';

// The reminder before a peer review closes (docs/PEER-REVIEW.md, "Reminders"): once per stage, when its closing time
// is less than a day away, each student still in the course with reviews left gets one e-mail counting them.

export const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;

export function reminderDue(stage: Pick<StageRow, 'closesAt' | 'remindedAt' | 'closedAt'>, now: Date): boolean {
  if (!stage.closesAt || stage.remindedAt || stage.closedAt) return false;
  const left = stage.closesAt.getTime() - now.getTime();
  return left > 0 && left <= REMIND_BEFORE_MS;
}

/** Queues the reminders of an open stage whose time has come; returns whether it did. */
export async function remindIfDue(tx: Executor, stage: StageRow, now: Date): Promise<boolean> {
  if (!reminderDue(stage, now)) return false;
  await queueMailsFrom(tx, {
    select: sql`
      select lower(u.email), 'peerReviewReminder', jsonb_build_object('assignmentName', a.name, 'courseName', c.name,
        'remaining', count(*)::text, 'link', '/student')
      from ${peerReviews} pr
      join ${users} u on u.id = pr.reviewer_id
      join ${assignments} a on a.id = pr.assignment_id
      join ${courses} c on c.id = a.course_id
      where pr.assignment_id = ${stage.assignmentId} and pr.submitted_at is null
        and exists (select 1 from ${courseMemberships} m where m.course_id = c.id and m.user_id = u.id and m.role = 'student' and m.is_active)
      group by u.email, a.name, c.name
      order by lower(u.email)`,
  });
  await updateStage(tx, stage.assignmentId, { remindedAt: now });
  return true;
}
