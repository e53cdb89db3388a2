// The code-view benchmark's submission: one 5,000-line Python file with 300 comments spread over it (a third
// applying rubric comments, the rest free; single-line and multi-line ranges; one to three sentences each).
// Written straight to the database in a handful of statements; the benchmark measures the page, not seeding.
// (Where the comments go and what they say: comment-plan.ts.)
import { eq } from 'drizzle-orm';
import { comments, rubricCategories, rubricComments, submissions, type Database } from '@marginalia/db';
import type { TestUser } from '@marginalia/server/testing/factories';
import { createAssignment, createFile, createSubmission } from '@marginalia/server/testing/submission-factories';
import { plannedComments } from './comment-plan';
import { pythonSource } from './python-source';

const ASSIGNMENT_POINTS = 400;

const RUBRIC = [
  { category: 'Correctness', items: ['Wrong result on empty input', 'Off-by-one in the loop', 'Unhandled error case', 'Incorrect rounding'] },
  { category: 'Style', items: ['Unclear variable name', 'Function too long', 'Missing docstring', 'Repeated code'] },
  { category: 'Efficiency', items: ['Quadratic loop', 'Repeated conversion in a loop', 'Needless copy', 'Linear search in a list'] },
];

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

  const rows = plannedComments(code, rubric.map((item) => item.id)).map((comment) => ({ ...comment, fileId: file.id, authorId: grader.id }));
  await db.insert(comments).values(rows);
  // A plausible grade (category caps left out): the top bar shows it; the benchmark does not measure grading.
  const deducted = rows.reduce((sum, row) => sum + (row.pointDelta ?? rubric.find((item) => item.id === row.rubricCommentId)?.pointDelta ?? 0), 0);
  await db.update(submissions).set({ grade: Math.max(0, ASSIGNMENT_POINTS - deducted) }).where(eq(submissions.id, submission.id));
  return { submissionId: submission.id, fileId: file.id, code };
}
