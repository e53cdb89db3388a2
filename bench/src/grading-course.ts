// A course in the middle of grading, of the size docs/QUALITY.md's API targets name: 1,000 students, a few
// graders leading sections, 2 assignments with rubrics, a submission per student and assignment, with files,
// and 20,000 comments (some linked to rubric comments). Written with INSERT ... SELECT over generate_series
// and joins, so seeding is a few dozen statements whatever the size, and takes seconds on either driver.
import { sql } from 'drizzle-orm';
import { createBenchCourse, insertBenchPeople } from './bulk-seed';
import {
  assignments,
  comments,
  courseMemberships,
  fileBlobs,
  files,
  rubricCategories,
  rubricComments,
  sectionLeaders,
  sections,
  sectionStudents,
  submissionHistory,
  submissions,
  submissionStudents,
  users,
  type Database,
} from '@marginalia/db';

export const GRADING_COURSE = {
  students: 1000,
  graders: 8,
  sections: 25,
  assignments: 2,
  rubricCategories: 4,
  rubricCommentsPerCategory: 5,
  filesPerSubmission: 2,
  commentsPerFile: 5,
  linesPerFile: 80,
} as const;

/** 1,000 students x 2 assignments x 2 files x 5 comments = 20,000 comments. */
export const GRADING_COURSE_COMMENTS =
  GRADING_COURSE.students * GRADING_COURSE.assignments * GRADING_COURSE.filesPerSubmission * GRADING_COURSE.commentsPerFile;

/** How many ids of each kind the detail rows cycle through (spread over the course, not one hot row). */
const SAMPLE = 500;

export interface GradingCourse {
  courseId: number;
  assignmentIds: number[];
  submissionIds: number[];
  fileIds: number[];
  commentIds: number[];
}

const STUDENT_EMAIL = 'bench-gc-student-';
const GRADER_EMAIL = 'bench-gc-grader-';

async function seedPeople(db: Database, organizationId: number, adminId: number) {
  const courseId = await createBenchCourse(db, { organizationId, adminId, name: 'Bench Grading Course', inviteCode: 'BENCHGC1' });
  await insertBenchPeople(db, STUDENT_EMAIL, GRADING_COURSE.students, organizationId);
  await insertBenchPeople(db, GRADER_EMAIL, GRADING_COURSE.graders, organizationId);
  await db.execute(sql`insert into ${courseMemberships} (course_id, user_id, role)
    select ${courseId}::int, id, 'student' from ${users} where email like ${STUDENT_EMAIL + '%'}`);
  await db.execute(sql`insert into ${courseMemberships} (course_id, user_id, role)
    select ${courseId}::int, id, 'grader' from ${users} where email like ${GRADER_EMAIL + '%'}`);
  await db
    .insert(sections)
    .values(Array.from({ length: GRADING_COURSE.sections }, (_, i) => ({ courseId, name: `Section ${i + 1}` })));
  // Students go round the sections; each section is led by one grader, each grader leading about three.
  await db.execute(sql`insert into ${sectionStudents} (section_id, course_id, user_id)
    select sec.id, ${courseId}::int, st.id
    from (select id, row_number() over (order by id) - 1 as n from ${users} where email like ${STUDENT_EMAIL + '%'}) st
    join (select id, row_number() over (order by id) - 1 as n from ${sections} where course_id = ${courseId}) sec
      on sec.n = st.n % ${GRADING_COURSE.sections}`);
  await db.execute(sql`insert into ${sectionLeaders} (section_id, user_id)
    select sec.id, g.id
    from (select id, row_number() over (order by id) - 1 as n from ${users} where email like ${GRADER_EMAIL + '%'}) g
    join (select id, row_number() over (order by id) - 1 as n from ${sections} where course_id = ${courseId}) sec
      on g.n = sec.n % ${GRADING_COURSE.graders}`);
  return courseId;
}

async function seedAssignmentsAndRubrics(db: Database, courseId: number) {
  const rows = await db
    .insert(assignments)
    .values(
      Array.from({ length: GRADING_COURSE.assignments }, (_, i) => ({
        courseId,
        name: `Bench Homework ${i + 1}`,
        points: 100,
        // One released (feedback out), one still being graded.
        isReleased: i === 0,
      })),
    )
    .returning({ id: assignments.id });
  const assignmentIds = rows.map((row) => row.id);
  await db.execute(sql`insert into ${rubricCategories} (assignment_id, name, point_limit, sort_key)
    select a, 'Category ' || k, case when k = 1 then 20 else null end, k
    from unnest(${sql.param(assignmentIds)}::int[]) a cross join generate_series(1, ${GRADING_COURSE.rubricCategories}::int) k`);
  await db.execute(sql`insert into ${rubricComments} (category_id, assignment_id, name, text, point_delta, sort_key)
    select c.id, c.assignment_id, c.name || ' item ' || k, 'Explained in the rubric.', k, k
    from ${rubricCategories} c cross join generate_series(1, ${GRADING_COURSE.rubricCommentsPerCategory}::int) k
    where c.assignment_id = any(${sql.param(assignmentIds)}::int[])`);
  return assignmentIds;
}

/**
 * One submission per student and assignment, in queue order of the students: a fifth unclaimed, the rest held
 * by the graders in turn, three fifths of all finalized.
 */
async function seedSubmissions(db: Database, courseId: number, assignmentIds: number[]) {
  const ids = sql`${sql.param(assignmentIds)}::int[]`;
  await db.execute(sql`insert into ${submissions} (assignment_id, grader_id, is_finalized, queue_order_key)
    select a, case when st.n % 5 = 0 then null else g.id end, st.n % 5 in (1, 2, 3), st.n
    from unnest(${ids}) a
    cross join (select id, row_number() over (order by id) - 1 as n from ${users} where email like ${STUDENT_EMAIL + '%'}) st
    join (select id, row_number() over (order by id) - 1 as n from ${users} where email like ${GRADER_EMAIL + '%'}) g
      on g.n = st.n % ${GRADING_COURSE.graders}`);
  await db.execute(sql`insert into ${submissionStudents} (submission_id, assignment_id, student_id)
    select s.id, s.assignment_id, st.id
    from ${submissions} s
    join (select id, row_number() over (order by id) - 1 as n from ${users} where email like ${STUDENT_EMAIL + '%'}) st
      on st.n = s.queue_order_key
    where s.assignment_id = any(${ids})`);
  await db.execute(sql`insert into ${submissionHistory} (submission_id, student_id)
    select submission_id, student_id from ${submissionStudents} where assignment_id = any(${ids})`);
  // Files of ~80 lines, each a little different so that the rows are not one repeated value.
  // Each file's bytes are its text as UTF-8, stored first as its blob (file_blobs, keyed by SHA-256).
  const fileRows = sql`select s.id as submission_id, f.name,
      (select string_agg(format('    value_%s = compute(%s, %s)  # step %s of the solution', g, s.id, g, g), E'\n')
       from generate_series(1, ${GRADING_COURSE.linesPerFile}::int) g) as code
    from ${submissions} s cross join (values ('main.py'), ('helpers.py')) f(name)
    where s.assignment_id = any(${ids})`;
  await db.execute(sql`insert into ${fileBlobs} (sha256, bytes, size)
    select distinct on (sha256) encode(sha256(convert_to(code, 'UTF8')), 'hex') as sha256, convert_to(code, 'UTF8'), octet_length(code)
    from (${fileRows}) r on conflict do nothing`);
  await db.execute(sql`insert into ${files} (submission_id, name, code, extension, path, blob_sha256)
    select submission_id, name, code, 'py', 'src', encode(sha256(convert_to(code, 'UTF8')), 'hex') from (${fileRows}) r`);
  // Every third comment applies a rubric comment of the submission's assignment; the others deduct a point.
  await db.execute(sql`insert into ${comments} (file_id, author_id, text, start_char, end_char, start_line, end_line, point_delta, rubric_comment_id)
    select f.id, coalesce(s.grader_id, (select user_id from ${courseMemberships} where course_id = ${courseId} and role = 'courseAdmin' limit 1)),
      'Consider naming this value after what it holds.', 4, 12, k * 15, k * 15 + 1,
      case when k % 3 = 0 then null else 1 end, rc.id
    from ${files} f
    join ${submissions} s on s.id = f.submission_id
    cross join generate_series(0, ${GRADING_COURSE.commentsPerFile - 1}::int) k
    left join (select id, assignment_id, row_number() over (partition by assignment_id order by id) - 1 as n
               from ${rubricComments} where assignment_id = any(${ids})) rc
      on k % 3 = 0 and rc.assignment_id = s.assignment_id
      and rc.n = (f.id + k) % ${GRADING_COURSE.rubricCategories * GRADING_COURSE.rubricCommentsPerCategory}
    where s.assignment_id = any(${ids})`);
  // A plausible stored grade (points minus deductions; category caps left out): the statistics read it,
  // and the benchmark does not measure grading itself.
  await db.execute(sql`update ${submissions} s set grade = greatest(0, a.points - d.deducted)
    from ${assignments} a, (
      select s2.id, coalesce(sum(coalesce(c.point_delta, rc.point_delta)), 0) as deducted from ${submissions} s2
      left join ${files} f on f.submission_id = s2.id
      left join ${comments} c on c.file_id = f.id
      left join ${rubricComments} rc on rc.id = c.rubric_comment_id
      where s2.assignment_id = any(${ids}) group by s2.id) d
    where d.id = s.id and a.id = s.assignment_id`);
}

/** Ids spread evenly over all of them, for detail rows that visit the whole course. */
async function sampleIds(db: Database, query: ReturnType<typeof sql>): Promise<number[]> {
  const result = await db.execute(query);
  const all = (result as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  const step = Math.max(1, Math.floor(all.length / SAMPLE));
  return all.filter((_, i) => i % step === 0).slice(0, SAMPLE);
}

export async function seedGradingCourse(db: Database, organizationId: number, adminId: number): Promise<GradingCourse> {
  const courseId = await seedPeople(db, organizationId, adminId);
  const assignmentIds = await seedAssignmentsAndRubrics(db, courseId);
  await seedSubmissions(db, courseId, assignmentIds);
  // A production database has statistics on its tables; fresh bulk loads do not until autovacuum comes by.
  await db.execute(sql`analyze`);
  const ids = sql`${sql.param(assignmentIds)}::int[]`;
  const [submissionIds, fileIds, commentIds] = await Promise.all([
    sampleIds(db, sql`select id from ${submissions} where assignment_id = any(${ids}) order by id`),
    sampleIds(db, sql`select f.id from ${files} f join ${submissions} s on s.id = f.submission_id where s.assignment_id = any(${ids}) order by f.id`),
    sampleIds(db, sql`select c.id from ${comments} c join ${files} f on f.id = c.file_id join ${submissions} s on s.id = f.submission_id
      where s.assignment_id = any(${ids}) order by c.id`),
  ]);
  return { courseId, assignmentIds, submissionIds, fileIds, commentIds };
}
