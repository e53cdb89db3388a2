import { sql, type SQL } from 'drizzle-orm';
import { files, submissions, submissionStudents, submissionTests, users, rowsOf, type Executor } from '@marginalia/db';
import { gradeUnlessAttentionNeeded, needsAttention } from '../grades/listed-grade';
import { fileIds, grader, responder, studentEmails, testIds, type StoredSubmission } from './queries';

// An assignment's submission list (GET /assignments/{id}/submissions/) in one statement whatever its size, the
// rows in the order and shape of selectSubmissions (queries.ts), answered as one JSON value: row by row, decoding
// a thousand rows of twenty columns costs more than the query itself, most of all on the embedded database.
//
// The whole list reads each submission's students, files and tests from one grouped pass over the assignment
// (hash joins) instead of a correlated subquery per row; a page keeps the correlated subqueries, which then run
// for the rows of the page alone (after LIMIT), and counts the whole list in the same statement.

/**
 * The stored fields, named as the keys of StoredSubmission: each row becomes one JSON object (row_to_json). `grade`
 * is the stored grade here; revive() blanks it while the submission needs attention, as selectSubmissions does.
 */
function rowColumns(arrays: { students: SQL; files: SQL; tests: SQL }): SQL {
  return sql`${submissions.id} as "id",
    ${submissions.assignmentId} as "assignment",
    ${arrays.students} as "students",
    ${grader.email} as "grader",
    ${submissions.isFinalized} as "isFinalized",
    ${submissions.queueOrderKey} as "queueOrderKey",
    ${submissions.dateEdited} as "dateEdited",
    ${submissions.dateUploaded} as "dateUploaded",
    ${submissions.grade} as "grade",
    ${needsAttention} as "needsAttention",
    ${arrays.files} as "files",
    ${arrays.tests} as "tests",
    ${submissions.questionIsOpen} as "questionIsOpen",
    ${submissions.questionIsRegrade} as "questionIsRegrade",
    ${submissions.questionText} as "questionText",
    ${submissions.questionResponse} as "questionResponse",
    ${responder.email} as "questionResponder",
    ${submissions.questionDate} as "questionDate",
    ${submissions.responseDate} as "responseDate",
    ${submissions.testRunsCompleted} as "testRunsCompleted",
    ${submissions.lateDayCreditsUsed} as "lateDayCreditsUsed"`;
}

/** The rows of `select` (rowColumns) as one JSON array, in list order. */
const asJsonArray = (select: SQL) => sql`(select coalesce(json_agg(row_to_json(list) order by list."queueOrderKey", list."id"), '[]'::json) from (${select}) list)`;

const order = sql`${submissions.queueOrderKey}, ${submissions.id}`;
const people = sql`${submissions} left join ${users} "grader" on "grader"."id" = ${submissions.graderId}
  left join ${users} "responder" on "responder"."id" = ${submissions.questionResponderId}`;

/** Each submission's students (e-mails, code point order), files and tests of one assignment, grouped once. */
function groupedArrays(assignmentId: number) {
  const joins = sql`
    left join (select ss.submission_id, array_agg(u.email order by u.email collate "C") as emails
      from ${submissionStudents} ss join ${users} u on u.id = ss.student_id
      where ss.assignment_id = ${assignmentId} group by ss.submission_id) list_students on list_students.submission_id = ${submissions.id}
    left join (select f.submission_id, array_agg(f.id order by f.created_at, f.id) as ids
      from ${files} f join ${submissions} fs on fs.id = f.submission_id
      where fs.assignment_id = ${assignmentId} group by f.submission_id) list_files on list_files.submission_id = ${submissions.id}
    left join (select t.submission_id, array_agg(t.id order by t.id) as ids
      from ${submissionTests} t join ${submissions} ts on ts.id = t.submission_id
      where ts.assignment_id = ${assignmentId} group by t.submission_id) list_tests on list_tests.submission_id = ${submissions.id}`;
  const arrays = {
    students: sql`coalesce(list_students.emails, '{}')`,
    files: sql`coalesce(list_files.ids, '{}')`,
    tests: sql`coalesce(list_tests.ids, '{}')`,
  };
  return { joins, arrays };
}

/** The correlated subqueries of selectSubmissions: cheapest when only a page's rows need them. */
const correlatedArrays = { students: studentEmails, files: fileIds, tests: testIds };

type JsonSubmission = Omit<StoredSubmission, 'dateEdited' | 'dateUploaded' | 'questionDate' | 'responseDate'> & {
  dateEdited: string;
  dateUploaded: string;
  questionDate: string | null;
  responseDate: string | null;
};

// JSON writes timestamps as text (microseconds, offset); as Dates they read as the driver's own decoding does.
const date = (text: string | null): Date | null => (text === null ? null : new Date(text));

function revive(rows: JsonSubmission[]): StoredSubmission[] {
  return rows.map((row) => ({
    ...row,
    // StoredSubmission types the grade as drizzle's mapWith(Number) does (number), though a blank one is null.
    grade: gradeUnlessAttentionNeeded(row.grade, row.needsAttention) as StoredSubmission['grade'],
    dateEdited: date(row.dateEdited)!,
    dateUploaded: date(row.dateUploaded)!,
    questionDate: date(row.questionDate),
    responseDate: date(row.responseDate),
  }));
}

/** The rows of this assignment that match `where` (which may name the grader join), by queue order then id. */
export async function selectAssignmentSubmissionList(db: Executor, assignmentId: number, where: SQL | undefined): Promise<StoredSubmission[]> {
  const { joins, arrays } = groupedArrays(assignmentId);
  const select = sql`select ${rowColumns(arrays)} from ${people} ${joins} where ${submissions.assignmentId} = ${assignmentId} and ${where ?? sql`true`}`;
  const result = await db.execute(sql`select ${asJsonArray(select)} as rows`);
  return revive(rowsOf<{ rows: JsonSubmission[] }>(result)[0]?.rows ?? []);
}

/** One page of the same list (LIMIT/OFFSET in SQL) and how many rows match in all, in one statement. */
export async function selectAssignmentSubmissionPage(
  db: Executor,
  assignmentId: number,
  where: SQL | undefined,
  range: { limit: number; offset: number },
): Promise<{ count: number; results: StoredSubmission[] }> {
  const filter = sql`${submissions.assignmentId} = ${assignmentId} and ${where ?? sql`true`}`;
  const result = await db.execute(sql`select
      (select count(*)::int from ${people} where ${filter}) as count,
      ${asJsonArray(sql`select ${rowColumns(correlatedArrays)} from ${people} where ${filter} order by ${order} limit ${range.limit} offset ${range.offset}`)} as rows`);
  const [row] = rowsOf<{ count: number; rows: JsonSubmission[] }>(result);
  return { count: Number(row?.count ?? 0), results: revive(row?.rows ?? []) };
}

