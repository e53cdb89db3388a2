// A grading queue long enough that 50 clients claiming for the whole measured time never empty it (an empty
// queue answers 204 at no cost, which would flatter the row). Submissions without students are enough for
// the claim path; they go in in chunks that stay under PostgreSQL's 65,535 parameters per statement.
import { assignments, submissions, type Database } from '@marginalia/db';

export const QUEUE_SIZE = 50_000;
const CHUNK = 10_000;

export async function seedGradingQueue(db: Database, courseId: number) {
  const [assignment] = await db.insert(assignments).values({ courseId, name: 'Bench Queue', points: 10 }).returning();
  const assignmentId = assignment!.id;
  for (let start = 0; start < QUEUE_SIZE; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, QUEUE_SIZE - start) }, (_, i) => ({ assignmentId, queueOrderKey: start + i }));
    await db.insert(submissions).values(rows);
  }
  return { queueAssignmentId: assignmentId };
}
