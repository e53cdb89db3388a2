// The course the `api` part checks: one assignment whose submissions are the scale corpus's, each with a student of
// its own and its text as one uploaded file, inserted in batches (seconds for 500), before the server starts.
import { sql } from 'drizzle-orm';
import { submissions, submissionStudents, users, type Database } from '@marginalia/db';
import { createCourse, createOrganization, createUser, enroll } from '@marginalia/server/testing/factories';
import { createAssignment, createFile } from '@marginalia/server/testing/submission-factories';
import { sessionSigner } from '@marginalia/server/testing/session-signer';
import { insertBenchPeople } from '../../bulk-seed';
import type { ScaleCorpus } from '../scale/corpus';

export interface SeededCheck {
  /** The course admin's session token, signed with the server's JWT_SECRET. */
  token: string;
  assignmentId: number;
  submissionIds: number[];
}

const BATCH = 100;

export async function seedCheckCourse(db: Database, corpus: ScaleCorpus, jwtSecret: string): Promise<SeededCheck> {
  const organization = await createOrganization(db);
  const course = await createCourse(db, organization.id);
  const admin = await createUser(db, { organizationId: organization.id });
  await enroll(db, course.id, admin.id, ['courseAdmin', 'grader']);
  const assignment = await createAssignment(db, course.id, { isReleased: true });
  await insertBenchPeople(db, 'similarity', corpus.submissions.length, organization.id);
  const students = await db.select({ id: users.id }).from(users).where(sql`${users.email} like 'similarity%@bench.edu'`).orderBy(users.id);
  const submissionIds: number[] = [];
  for (let start = 0; start < corpus.submissions.length; start += BATCH) {
    const slice = corpus.submissions.slice(start, start + BATCH);
    const rows = await db.insert(submissions).values(slice.map(() => ({ assignmentId: assignment.id }))).returning({ id: submissions.id });
    await db.insert(submissionStudents).values(rows.map((row, i) => ({ submissionId: row.id, assignmentId: assignment.id, studentId: students[start + i]!.id })));
    for (const [i, document] of slice.entries()) {
      for (const file of document.files) await createFile(db, rows[i]!.id, { name: file.path, code: file.text, extension: file.path.split('.').pop() ?? '' });
    }
    submissionIds.push(...rows.map((row) => row.id));
  }
  return { token: await sessionSigner(jwtSecret)(admin), assignmentId: assignment.id, submissionIds };
}
