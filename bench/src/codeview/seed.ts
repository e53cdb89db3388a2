// The code-view benchmark's submission: one 5,000-line Python file with 300 comments spread over it (a third
// applying rubric comments, the rest free; single-line and multi-line ranges; one to three sentences each).
// Written straight to the database in a handful of statements; the benchmark measures the page, not seeding.
import { eq } from 'drizzle-orm';
import { comments, rubricCategories, rubricComments, submissions, type Database } from '@marginalia/db';
import type { TestUser } from '@marginalia/server/testing/factories';
import { createAssignment, createFile, createSubmission } from '@marginalia/server/testing/submission-factories';
import { pythonSource } from './python-source';

export const COMMENT_COUNT = 300;
const ASSIGNMENT_POINTS = 400;

const SENTENCES = [
  'This loop reads the whole list twice; one pass is enough.',
  'Nice use of enumerate here.',
  'The name does not say what the value holds.',
  'Consider returning early instead of nesting the branches.',
  'This raises on an empty input, which the docstring does not mention.',
  'A dictionary would make this lookup constant time.',
  'Good: the error message names the row that failed.',
  'The magic number should be a named constant.',
  'This duplicates the function above; could they share a helper?',
  'Catching the exception here hides the real cause from the caller.',
  'The sort key is clear and correct.',
  'Please add a test for the case where the value is missing.',
];

const RUBRIC = [
  { category: 'Correctness', items: ['Wrong result on empty input', 'Off-by-one in the loop', 'Unhandled error case', 'Incorrect rounding'] },
  { category: 'Style', items: ['Unclear variable name', 'Function too long', 'Missing docstring', 'Repeated code'] },
  { category: 'Efficiency', items: ['Quadratic loop', 'Repeated conversion in a loop', 'Needless copy', 'Linear search in a list'] },
];

/** Deterministic, spread over the file: the n-th comment near line n * 5000 / 300, some spanning several lines. */
function commentRanges(lines: string[]) {
  const spacing = Math.floor(lines.length / COMMENT_COUNT);
  return Array.from({ length: COMMENT_COUNT }, (_, n) => {
    const startLine = Math.min(lines.length - 1, n * spacing + ((n * 7) % Math.max(1, spacing - 6)));
    const span = n % 4 === 0 ? 1 + (n % 5) : 0; // a quarter cover 2 to 6 lines
    const endLine = Math.min(lines.length - 1, startLine + span);
    const start = lines[startLine]!;
    const indent = start.length - start.trimStart().length;
    // Single-line comments cover part of the line (a word or two), multi-line ones whole lines.
    const endChar = span > 0 ? lines[endLine]!.length : Math.min(start.length, indent + 4 + (n % 20));
    return { startLine, endLine, startChar: indent, endChar: Math.max(indent, endChar) };
  });
}

function commentText(n: number): string {
  const count = 1 + (n % 3);
  return Array.from({ length: count }, (_, k) => SENTENCES[(n * 5 + k * 3) % SENTENCES.length]).join(' ');
}

export interface CodeViewSubmission {
  submissionId: number;
  fileId: number;
  code: string;
}

export async function seedCodeViewSubmission(db: Database, courseId: number, student: TestUser, grader: TestUser): Promise<CodeViewSubmission> {
  const code = pythonSource();
  const assignment = await createAssignment(db, courseId, { name: 'Inventory analysis', points: ASSIGNMENT_POINTS });
  const categories = await db
    .insert(rubricCategories)
    .values(RUBRIC.map((entry, sortKey) => ({ assignmentId: assignment.id, name: entry.category, sortKey })))
    .returning({ id: rubricCategories.id });
  const rubric = await db
    .insert(rubricComments)
    .values(
      RUBRIC.flatMap((entry, c) =>
        entry.items.map((item, sortKey) => ({
          categoryId: categories[c]!.id,
          assignmentId: assignment.id,
          name: item,
          text: `${item}: see the course style guide.`,
          pointDelta: 1 + (sortKey % 3),
          sortKey,
        })),
      ),
    )
    .returning({ id: rubricComments.id, pointDelta: rubricComments.pointDelta });
  const submission = await createSubmission(db, assignment.id, { students: [student], grader });
  const file = await createFile(db, submission.id, { name: 'inventory.py', code, extension: 'py', path: 'src' });

  const rows = commentRanges(code.split('\n')).map((range, n) => {
    const linked = n % 3 === 0 ? rubric[n % rubric.length]! : null;
    return {
      fileId: file.id,
      authorId: grader.id,
      text: linked && n % 2 === 0 ? '' : commentText(n), // some rubric comments carry only the rubric's text
      ...range,
      rubricCommentId: linked?.id ?? null,
      pointDelta: linked ? null : n % 5 === 1 ? 1 : n % 5 === 2 ? 0.5 : null,
    };
  });
  await db.insert(comments).values(rows);
  // A plausible grade (category caps left out): the top bar shows it; the benchmark does not measure grading.
  const deducted = rows.reduce((sum, row) => sum + (row.pointDelta ?? rubric.find((item) => item.id === row.rubricCommentId)?.pointDelta ?? 0), 0);
  await db.update(submissions).set({ grade: Math.max(0, ASSIGNMENT_POINTS - deducted) }).where(eq(submissions.id, submission.id));
  return { submissionId: submission.id, fileId: file.id, code };
}
