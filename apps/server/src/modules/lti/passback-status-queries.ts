import { sql } from 'drizzle-orm';
import { assignments, jobs, ltiContexts, ltiLineItems, ltiScores, ltiUsers, submissions, submissionStudents, users, rowsOf, type Executor } from '@marginalia/db';
import { GRADE_PASSBACK_JOB_KIND } from '../grades/lms-passback-trigger';

// What the course admin's passback page reads (docs/LMS.md, "Grade passback"): per assignment of the course, its
// line item in the course's (latest linked) LMS course, counts of students by where their shown grade stands, and
// the refusals. One statement per list whatever the number of assignments.

export interface AssignmentPassbackRow {
  assignmentId: number;
  name: string;
  points: number;
  shown: boolean;
  url: string | null;
  origin: 'created' | 'found' | 'launch' | null;
  lastPassbackAt: Date | null;
  lastError: string | null;
  sent: number;
  waiting: number;
  unknown: number;
  running: boolean;
}

export async function assignmentPassbacks(db: Executor, courseId: number, contextId: number, issuer: string): Promise<AssignmentPassbackRow[]> {
  const result = rowsOf<{
    id: number; name: string; points: string; shown: boolean; url: string | null; origin: AssignmentPassbackRow['origin'];
    last_passback_at: Date | string | null; last_error: string | null; sent: number; waiting: number; unknown: number; running: boolean;
  }>(await db.execute(sql`
    with grades as (
      select distinct on (ss.assignment_id, ss.student_id) ss.assignment_id, ss.student_id, s.shown_grade
      from ${submissionStudents} ss join ${submissions} s on s.id = ss.submission_id
      join ${assignments} a on a.id = ss.assignment_id
      where a.course_id = ${courseId} and s.is_finalized and s.shown_grade is not null
      order by ss.assignment_id, ss.student_id, s.id desc
    ), standing as (
      select g.assignment_id,
        exists (select 1 from ${ltiUsers} lu where lu.user_id = g.student_id and lu.issuer = ${issuer}) as known,
        sc.state,
        coalesce(sc.score_given = greatest(g.shown_grade, 0)::float8 and sc.score_maximum = a.points::float8, false) as up_to_date
      from grades g
      join ${assignments} a on a.id = g.assignment_id
      left join ${ltiLineItems} li on li.context_id = ${contextId} and li.assignment_id = g.assignment_id
      left join ${ltiScores} sc on sc.line_item_id = li.id and sc.user_id = g.student_id
    ), counts as (
      select assignment_id,
        count(*) filter (where known and state = 'sent' and up_to_date)::int as sent,
        count(*) filter (where known and (state is null or not up_to_date))::int as waiting,
        count(*) filter (where not known)::int as unknown
      from standing group by assignment_id
    )
    select a.id, a.name, a.points, (a.is_released and a.is_visible and not a.hide_grades) as shown,
      li.url, li.origin, li.last_passback_at, li.last_error,
      coalesce(n.sent, 0) as sent, coalesce(n.waiting, 0) as waiting, coalesce(n.unknown, 0) as unknown,
      exists (select 1 from ${jobs} j where j.kind = ${GRADE_PASSBACK_JOB_KIND} and j.dedupe_key = 'assignment:' || a.id and j.state in ('queued', 'running')) as running
    from ${assignments} a
    left join ${ltiLineItems} li on li.context_id = ${contextId} and li.assignment_id = a.id
    left join counts n on n.assignment_id = a.id
    where a.course_id = ${courseId}
    order by a.sort_key nulls last, a.id`));
  return result.map((row) => ({
    assignmentId: Number(row.id),
    name: row.name,
    points: Number(row.points),
    shown: row.shown,
    url: row.url,
    origin: row.origin,
    lastPassbackAt: row.last_passback_at === null ? null : new Date(row.last_passback_at),
    lastError: row.last_error,
    sent: Number(row.sent),
    waiting: Number(row.waiting),
    unknown: Number(row.unknown),
    running: row.running,
  }));
}

/** Students whose latest score this context refused, per assignment. */
export async function refusedScores(db: Executor, contextId: number): Promise<{ assignmentId: number; email: string; error: string; at: Date }[]> {
  const result = rowsOf<{ assignment_id: number; email: string; error: string | null; sent_at: Date | string }>(await db.execute(sql`
    select li.assignment_id, u.email, sc.error, sc.sent_at
    from ${ltiScores} sc join ${ltiLineItems} li on li.id = sc.line_item_id join ${users} u on u.id = sc.user_id
    where li.context_id = ${contextId} and sc.state = 'refused'
    order by li.assignment_id, u.email`));
  return result.map((row) => ({ assignmentId: Number(row.assignment_id), email: row.email, error: row.error ?? '', at: new Date(row.sent_at) }));
}

/** The course's LMS course for passback: the latest linked one that offered its gradebook, else the latest linked. */
export async function passbackContextOf(db: Executor, courseId: number): Promise<{ id: number; title: string; platformId: number; lineItemsUrl: string | null } | null> {
  const result = rowsOf<{ id: number; title: string; platform_id: number; line_items_url: string | null }>(await db.execute(sql`
    select id, title, platform_id, line_items_url from ${ltiContexts} where course_id = ${courseId}
    order by (line_items_url is not null) desc, id desc limit 1`));
  const row = result[0];
  return row ? { id: Number(row.id), title: row.title, platformId: Number(row.platform_id), lineItemsUrl: row.line_items_url } : null;
}
