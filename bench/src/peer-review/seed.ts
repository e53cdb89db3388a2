// The peer-review benchmark's class: one course of hundreds of students (500 by default, BENCH_PEER_STUDENTS), one
// assignment with a rubric of 2 categories x 3 items, one submission per student (one in ten with two partners),
// each a ~150-line Python file whose header names its students, so that a reviewer's read masks real names. A few
// more students have not submitted when the review opens; their late submissions are written later
// (seedLateSubmissions), for the tick to weave in. Written with INSERT ... SELECT over generate_series: seconds.
import { sql } from 'drizzle-orm';
import { createBenchCourse, insertBenchPeople } from '../bulk-seed';
import {
  assignments,
  courseMemberships,
  fileBlobs,
  files,
  rubricCategories,
  rubricComments,
  rowsOf,
  submissionHistory,
  submissions,
  submissionStudents,
  users,
  type Database,
} from '@marginalia/db';

export const PEER_CLASS = {
  students: Number(process.env.BENCH_PEER_STUDENTS ?? 500),
  /** Students who submit after the opening. */
  late: 5,
  /** One submission in this many has two students. */
  partnersEvery: 10,
  categories: 2,
  itemsPerCategory: 3,
  codeLines: 146,
} as const;

const STUDENT_EMAIL = 'peer.student';

export interface Person {
  id: number;
  email: string;
}

export interface PeerClass {
  courseId: number;
  assignmentId: number;
  /** Students with a submission at the opening, in order. */
  students: Person[];
  latecomers: Person[];
  rubricItemIds: number[];
  submissions: number;
  partnered: number;
  seconds: number;
}

/** The file of one submission: a header naming its students (what redaction masks), then ~146 lines of code. */
function fileSql(submissionIds: ReturnType<typeof sql>) {
  return sql`select s.id as submission_id,
      '# Homework 3: inventory report' || E'\n' ||
      '# Author: ' || (select string_agg(initcap(replace(split_part(u.email, '@', 1), '.', ' ')) || ' <' || u.email || '>', ', ' order by u.id)
        from ${submissionStudents} ss join ${users} u on u.id = ss.student_id where ss.submission_id = s.id) || E'\n' ||
      '# Course: Programming 1' || E'\n\n' ||
      (select string_agg(case when g % 12 = 1 then format('def step_%s(items):', g)
          when g % 12 = 0 then '    return total'
          else format('    total = sum(item.price * %s for item in items if item.count > %s)  # submission %s', g, g % 7, s.id) end, E'\n')
        from generate_series(1, ${PEER_CLASS.codeLines}::int) g) || E'\n' as code
    from ${submissions} s where s.id = any(${submissionIds})`;
}

async function writeFiles(db: Database, submissionIds: number[]) {
  const ids = sql`${sql.param(submissionIds)}::int[]`;
  await db.execute(sql`insert into ${fileBlobs} (sha256, bytes, size)
    select distinct on (sha256) encode(sha256(convert_to(code, 'UTF8')), 'hex') as sha256, convert_to(code, 'UTF8'), octet_length(code)
    from (${fileSql(ids)}) r on conflict do nothing`);
  await db.execute(sql`insert into ${files} (submission_id, name, code, extension, path, blob_sha256)
    select submission_id, 'inventory.py', code, 'py', null, encode(sha256(convert_to(code, 'UTF8')), 'hex') from (${fileSql(ids)}) r`);
  await db.execute(sql`insert into ${submissionHistory} (submission_id, student_id)
    select submission_id, student_id from ${submissionStudents} where submission_id = any(${ids})`);
}

/** The people, in order, whose e-mails start with the given prefix. */
async function peopleOf(db: Database, prefix: string): Promise<Person[]> {
  const rows = rowsOf<Person>(await db.execute(sql`select id, email from ${users} where email like ${prefix + '%'} order by id`));
  return rows.map((row) => ({ id: Number(row.id), email: row.email }));
}

export async function seedPeerClass(db: Database, organizationId: number, adminId: number): Promise<PeerClass> {
  const started = performance.now();
  const C = PEER_CLASS;
  const courseId = await createBenchCourse(db, { organizationId, adminId, name: 'Bench Peer Review Course', inviteCode: 'BENCHPR1' });
  await insertBenchPeople(db, STUDENT_EMAIL, C.students, organizationId);
  await insertBenchPeople(db, 'peer.latecomer', C.late, organizationId);
  await db.execute(sql`insert into ${courseMemberships} (course_id, user_id, role)
    select ${courseId}::int, id, 'student' from ${users} where email like 'peer.student%' or email like 'peer.latecomer%'`);
  const [assignment] = await db
    .insert(assignments)
    .values({ courseId, name: 'Bench Peer Homework', points: 30, isVisible: true, isReleased: true })
    .returning({ id: assignments.id });
  const assignmentId = assignment!.id;
  await db.execute(sql`insert into ${rubricCategories} (assignment_id, name, sort_key)
    select ${assignmentId}::int, 'Category ' || k, k from generate_series(1, ${C.categories}::int) k`);
  await db.execute(sql`insert into ${rubricComments} (category_id, assignment_id, name, text, point_delta, sort_key)
    select c.id, c.assignment_id, c.name || ' item ' || k, 'Explained in the rubric.', k * 2, k
    from ${rubricCategories} c cross join generate_series(1, ${C.itemsPerCategory}::int) k where c.assignment_id = ${assignmentId}`);

  // Students 0..2P-1 form P pairs (submissions 0..P-1); the others submit alone. P is a tenth of the submissions.
  const pairs = Math.floor(C.students / (C.partnersEvery + 1));
  const submissionCount = C.students - pairs;
  await db.execute(sql`insert into ${submissions} (assignment_id, is_finalized, grade, queue_order_key)
    select ${assignmentId}::int, k % 2 = 0, 20 + k % 10, k from generate_series(0, ${submissionCount - 1}::int) k`);
  await db.execute(sql`insert into ${submissionStudents} (submission_id, assignment_id, student_id)
    select s.id, s.assignment_id, st.id
    from (select id, row_number() over (order by id) - 1 as n from ${users} where email like 'peer.student%') st
    join ${submissions} s on s.assignment_id = ${assignmentId}
      and s.queue_order_key = case when st.n < ${2 * pairs} then st.n / 2 else st.n - ${pairs} end`);
  const submissionIds = rowsOf<{ id: number }>(await db.execute(sql`select id from ${submissions} where assignment_id = ${assignmentId}`)).map((row) => Number(row.id));
  await writeFiles(db, submissionIds);
  const rubricItemIds = rowsOf<{ id: number }>(await db.execute(sql`select id from ${rubricComments} where assignment_id = ${assignmentId} order by id`)).map((row) =>
    Number(row.id),
  );
  // A production database has statistics on its tables; fresh bulk loads do not until autovacuum comes by.
  await db.execute(sql`analyze`);
  return {
    courseId,
    assignmentId,
    students: await peopleOf(db, STUDENT_EMAIL),
    latecomers: await peopleOf(db, 'peer.latecomer'),
    rubricItemIds,
    submissions: submissionCount,
    partnered: pairs,
    seconds: (performance.now() - started) / 1000,
  };
}

/** One submission with a file for each latecomer, as an upload after the opening leaves them. */
export async function seedLateSubmissions(db: Database, assignmentId: number, studentIds: readonly number[]): Promise<void> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`insert into ${submissions} (assignment_id, queue_order_key)
      select ${assignmentId}::int, 100000 + n from generate_series(1, ${studentIds.length}::int) n returning id`),
  );
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await db.insert(submissionStudents).values(ids.map((id, i) => ({ submissionId: id, assignmentId, studentId: studentIds[i]! })));
  await writeFiles(db, ids);
}

/**
 * The rest of the class at work: four in five of the reviews not yet begun get one comment linking a rubric item
 * (chosen by the review's id) and are submitted, written in bulk; the others stay missing. Answers how many.
 */
export async function seedClassReviews(db: Database, assignmentId: number): Promise<number> {
  const result = await db.execute(sql`
    with picked as (
      select r.id as review_id, r.reviewer_id, f.id as file_id,
        (select rc.id from ${rubricComments} rc where rc.assignment_id = r.assignment_id order by rc.id
          offset r.id % ${PEER_CLASS.categories * PEER_CLASS.itemsPerCategory} limit 1) as rubric_id
      from peer_reviews r join ${files} f on f.submission_id = r.submission_id
      where r.assignment_id = ${assignmentId} and r.started_at is null and r.submitted_at is null and r.id % 5 <> 0
    ), written as (
      insert into comments (file_id, author_id, text, start_char, end_char, start_line, end_line, rubric_comment_id)
      select file_id, reviewer_id, 'The loop could stop early once the total is known.', 0, 10, 4, 4, rubric_id from picked
      returning id, file_id, author_id
    ), linked as (
      insert into peer_review_comments (comment_id, peer_review_id)
      select w.id, p.review_id from written w join picked p on p.file_id = w.file_id and p.reviewer_id = w.author_id
      returning peer_review_id
    )
    update peer_reviews set started_at = now(), submitted_at = now() where id in (select peer_review_id from linked)`);
  await db.execute(sql`analyze`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}
