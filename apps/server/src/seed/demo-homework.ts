import { and, eq, inArray } from 'drizzle-orm';
import { assignments, comments, courses, files, rubricComments, submissions, submissionStudents, users, type Database } from '@marginalia/db';
import { recomputeGrades } from '../modules/grades/recompute';
import { rangeOfCell, type Range } from './comment-ranges';
import * as demo from './demo-content';
import * as homework from './demo-homework-content';
import { withBlobsOfText } from '../modules/file-blobs/text-files';

// Fills student1's Homework 1 submission of the demo course with more files and ~50 comments, made by a fixed
// rule (no randomness), so that every seeded database shows the same thing. Runs once: a submission that
// already holds the marker file is left as it is.

/** How many comments the generator adds to the five the submission starts with. */
const GENERATED_COMMENTS = 45;

/** Every other non-blank line of a code file, from its first non-space character to the end of the line. */
function codeRanges(code: string): Range[] {
  return code.split('\n').flatMap((text, line) => {
    const start = text.search(/\S/);
    if (start < 0 || line % 2 === 1) return [];
    return [{ startLine: line, endLine: line, startChar: start, endChar: text.length }];
  });
}

/** Lines of a Markdown file that are headings. */
function headingRanges(code: string): Range[] {
  return code.split('\n').flatMap((text, line) => (text.startsWith('#') ? [{ startLine: line, endLine: line, startChar: 0, endChar: text.length }] : []));
}

async function findHomeworkSubmission(db: Database, organizationId: number) {
  const [row] = await db
    .select({ id: submissions.id, assignmentId: submissions.assignmentId, graderId: submissions.graderId })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .innerJoin(submissionStudents, eq(submissionStudents.submissionId, submissions.id))
    .innerJoin(users, eq(users.id, submissionStudents.studentId))
    .where(
      and(
        eq(courses.organizationId, organizationId),
        eq(courses.name, demo.DEMO_COURSE.name),
        eq(courses.period, demo.DEMO_COURSE.period),
        eq(assignments.name, demo.DEMO_ASSIGNMENT.name),
        eq(users.email, demo.DEMO_STUDENTS[0]!),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Adds the files and comments unless they are there; true when it added them. */
export async function enrichDemoHomework(db: Database, organizationId: number): Promise<boolean> {
  const target = await findHomeworkSubmission(db, organizationId);
  if (!target) return false;
  const [marker] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.submissionId, target.id), eq(files.name, homework.HOMEWORK_MARKER_FILE)));
  if (marker) return false;
  await db.transaction(async (tx) => {
    const rubricRows = await tx
      .select({ id: rubricComments.id, name: rubricComments.name })
      .from(rubricComments)
      .where(and(eq(rubricComments.assignmentId, target.assignmentId), inArray(rubricComments.name, homework.HOMEWORK_RUBRIC_CYCLE)));
    const rubricIds = homework.HOMEWORK_RUBRIC_CYCLE.map((name) => rubricRows.find((row) => row.name === name)?.id).filter((id) => id !== undefined);
    const fileRows = await tx
      .insert(files)
      .values(await withBlobsOfText(tx, homework.HOMEWORK_FILES.map((file) => ({ ...file, submissionId: target.id, path: null }))))
      .returning({ id: files.id, name: files.name, code: files.code });
    const places: { fileId: number; range: Range }[] = [];
    for (const file of fileRows) {
      if (file.name.endsWith('.py')) places.push(...codeRanges(file.code).map((range) => ({ fileId: file.id, range })));
      else if (file.name.endsWith('.md')) places.push(...headingRanges(file.code).map((range) => ({ fileId: file.id, range })));
      else places.push(...[0, 1, 2, 3].map((cell) => ({ fileId: file.id, range: rangeOfCell(file.code, cell) })));
    }
    // Every fourth comment applies a rubric comment; every fifth free one takes half a point.
    const rows = places.slice(0, GENERATED_COMMENTS).map(({ fileId, range }, index) => {
      const rubricCommentId = index % 4 === 3 && rubricIds.length > 0 ? rubricIds[Math.floor(index / 4) % rubricIds.length]! : null;
      const remark = homework.HOMEWORK_REMARKS[index % homework.HOMEWORK_REMARKS.length]!;
      return {
        fileId,
        authorId: target.graderId,
        text: rubricCommentId ? '' : remark,
        pointDelta: rubricCommentId === null && index % 5 === 0 ? 0.5 : null,
        rubricCommentId,
        ...range,
      };
    });
    await tx.insert(comments).values(rows);
    await recomputeGrades(tx, [target.id], { cause: 'comment', actorId: null });
  });
  return true;
}
