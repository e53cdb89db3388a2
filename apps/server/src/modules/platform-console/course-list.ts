import { sql, type SQL } from 'drizzle-orm';
import type { CONSOLE_COURSE_SORT_KEYS } from '@marginalia/contracts';
import { assignments, auditEvents, comments, courseMemberships, courses, files, organizations, submissions, rowsOf, type Executor } from '@marginalia/db';
import { containsPattern, countRows, ordering, type ListWindow } from './list-sql';
import { memberCounts, realCourse, type CourseCountsRecord, type ListRequest } from './queries';

// The Courses view in one statement (a second only for a page past the end). Its counts (people, submissions, last activity) cost a walk over the course's
// memberships and work, so they are computed for the page's rows only; a sort by one of them needs that one value
// for every course, and only that one is computed for all of them (grouped, in one pass over its table).

type CourseSortKey = (typeof CONSOLE_COURSE_SORT_KEYS)[number];

export interface CourseListRequest extends ListRequest<CourseSortKey> {
  organization?: number;
  archived?: boolean;
}

export interface CourseListRecord extends CourseCountsRecord {
  organization_id: number | null;
  organization_name: string | null;
  organization_shortname: string | null;
  submissions: number;
  last_activity: Date | string | null;
}

/** The course's submissions: how many, and when the latest came. */
function courseWork(courseId: SQL): SQL {
  return sql`(select count(*)::int as submissions, max(s.created_at) as last_submission
    from ${assignments} a join ${submissions} s on s.assignment_id = a.id where a.course_id = ${courseId})`;
}

/** When the course's latest comment was written (comments hang off files of submissions of assignments). */
function courseLastComment(courseId: SQL): SQL {
  return sql`(select max(cm.created_at) as last_comment
    from ${assignments} a join ${submissions} s on s.assignment_id = a.id join ${files} f on f.submission_id = s.id
    join ${comments} cm on cm.file_id = f.id where a.course_id = ${courseId})`;
}

function courseLastEvent(courseId: SQL): SQL {
  return sql`(select max(e.occurred_at) as last_event from ${auditEvents} e where e.course_id = ${courseId})`;
}

/**
 * The sort value of every course (`c.id`), as a select expression and the joins it needs. A count to sort by is
 * grouped over the whole table in one pass and joined on the course id (the planner knows the grouped rows are
 * one per course, so its estimates stay right), whatever the filters.
 */
function sortValue(key: CourseSortKey): { value: SQL; joins: SQL } {
  switch (key) {
    case 'name':
      return { value: sql`lower(c.name)`, joins: sql`` };
    case 'period':
      return { value: sql`lower(c.period)`, joins: sql`` };
    case 'organization':
      return { value: sql`lower(o.name)`, joins: sql`` };
    case 'students':
      return {
        value: sql`coalesce(v.students, 0)`,
        joins: sql`left join (select course_id, count(*) as students from ${courseMemberships}
          where role = 'student' and is_active group by course_id) v on v.course_id = c.id`,
      };
    case 'submissions':
      return {
        value: sql`coalesce(v.submissions, 0)`,
        joins: sql`left join (select a.course_id, count(*) as submissions from ${assignments} a join ${submissions} s on s.assignment_id = a.id
          group by a.course_id) v on v.course_id = c.id`,
      };
    case 'lastActivity':
      // greatest() skips nulls: null only for a course with neither submissions, comments nor events.
      return {
        value: sql`greatest(w.last_submission, t.last_comment, e.last_event)`,
        joins: sql`
          left join (select a.course_id, max(s.created_at) as last_submission from ${assignments} a join ${submissions} s on s.assignment_id = a.id
            group by a.course_id) w on w.course_id = c.id
          left join (select a.course_id, max(cm.created_at) as last_comment from ${assignments} a join ${submissions} s on s.assignment_id = a.id
            join ${files} f on f.submission_id = s.id join ${comments} cm on cm.file_id = f.id group by a.course_id) t on t.course_id = c.id
          left join (select course_id, max(occurred_at) as last_event from ${auditEvents} group by course_id) e on e.course_id = c.id`,
      };
  }
}

function filters(request: CourseListRequest): SQL {
  const conditions: SQL[] = [realCourse(sql`c`)];
  if (request.organization !== undefined) conditions.push(sql`c.organization_id = ${request.organization}`);
  if (request.archived !== undefined) conditions.push(sql`c.archived = ${request.archived}`);
  if (request.search) {
    const pattern = containsPattern(request.search);
    conditions.push(sql`(c.name ilike ${pattern} or c.period ilike ${pattern} or o.name ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The page is chosen first (filters, the sort value, LIMIT; the count of all matches is a window over the same
 * scan), then its rows' counts are read course by course through the indexes: at most a page of laterals.
 */
export async function listCourses(db: Executor, request: CourseListRequest, window: ListWindow): Promise<{ count: number; rows: CourseListRecord[] }> {
  const sort = sortValue(request.sort ?? 'name');
  const order = ordering('sort_value', request.order, 'id');
  const from = sql`${courses} c left join ${organizations} o on o.id = c.organization_id`;
  const result = await db.execute(sql`
    with page as (
      select c.id, c.name, c.period, c.archived, o.id as organization_id, o.name as organization_name, o.shortname as organization_shortname,
        ${sort.value} as sort_value, count(*) over ()::int as total
      from ${from} ${sort.joins}
      where ${filters(request)}
      order by ${order} limit ${window.limit} offset ${window.offset}
    )
    select page.*, k.admins, k.graders, k.students, w.submissions,
      greatest(w.last_submission, t.last_comment, e.last_event) as last_activity
    from page
    cross join lateral ${memberCounts(sql`page.id`)} k
    cross join lateral ${courseWork(sql`page.id`)} w
    cross join lateral ${courseLastComment(sql`page.id`)} t
    cross join lateral ${courseLastEvent(sql`page.id`)} e
    order by ${order}`);
  const rows = rowsOf<CourseListRecord & { total: number }>(result);
  const count = rows[0]?.total ?? (window.offset > 0 ? await countRows(db, sql`select 1 from ${from} where ${filters(request)}`) : 0);
  return { count, rows };
}
