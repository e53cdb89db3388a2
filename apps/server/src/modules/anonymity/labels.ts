import { pseudonymLabel } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { CourseAccess } from '../courses/policy';
import { numberStudents, numberStudentsInTurn, selectIdentities } from './queries';
import { loadNamedStudents } from './reveal';
import { isNamed } from './rules';

// Student labels under anonymous grading: what a caller reads where a student's e-mail would be.

/**
 * Reads what an answer needs; when a student in it who needs a number has none yet, numbers the assignment's
 * students and reads again. The second attempt waits its turn, in case a concurrent caller's numbers won the
 * first.
 */
export async function readNumbered<R>(
  db: Executor,
  target: { assignmentId: number; courseId: number },
  read: () => Promise<R>,
  lacksNumber: (result: R) => boolean,
): Promise<R> {
  let result = await read();
  for (const number of [numberStudents, numberStudentsInTurn]) {
    if (!lacksNumber(result)) break;
    await number(db, target.assignmentId, target.courseId);
    result = await read();
  }
  return result;
}

/**
 * The label of a student: the pseudonym unless `shown` (a student the caller may see). Only someone who is
 * neither a student of the course nor of a submission of the assignment any more (they left between two
 * reads) can lack a number; they get a bare "Student", never their e-mail.
 */
export function studentLabel(student: { email: string; number: number | null }, shown: boolean): string {
  if (shown) return student.email;
  return student.number === null ? 'Student' : pseudonymLabel(student.number);
}

const PSEUDONYM = /^student (\d+)$/i;

/** The number in a pseudonym label ("Student 7" -> 7), or null for anything else. */
export function pseudonymNumber(label: string): number | null {
  const match = PSEUDONYM.exec(label.trim());
  return match ? Number(match[1]) : null;
}

/** Real e-mails first (in code point order), then pseudonyms by number: an order that tells nothing of the names behind them. */
export function compareLabels(a: string, b: string): number {
  const na = pseudonymNumber(a);
  const nb = pseudonymNumber(b);
  if (na !== null && nb !== null) return na - nb;
  if (na !== null) return 1;
  if (nb !== null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** E-mail -> label, as one grader reads the students of an assignment. */
export type StudentLabels = Map<string, string>;

/**
 * The labels of these students (e-mails, as read from the submissions about to be answered) for a reader who
 * reads pseudonyms: the students they revealed (anonymity/rules.ts) keep their e-mails, everyone else gets
 * their pseudonym. Null when the reader sees everyone by name.
 */
export async function loadStudentLabels(
  db: Executor,
  target: { assignmentId: number; courseId: number; viewerId: number },
  access: CourseAccess,
  emails: string[],
): Promise<StudentLabels | null> {
  const named = await loadNamedStudents(db, { assignmentId: target.assignmentId, courseId: target.courseId, userId: target.viewerId }, access);
  if (named.everyone) return null;
  const unique = [...new Set(emails)];
  if (unique.length === 0) return new Map();
  const shown = (sectionId: number | null) => isNamed(named, sectionId);
  const identities = await readNumbered(
    db,
    target,
    () => selectIdentities(db, target.assignmentId, target.courseId, unique),
    (rows) => rows.some((row) => row.number === null && !shown(row.sectionId)),
  );
  return new Map(identities.map((row) => [row.email, studentLabel(row, shown(row.sectionId))]));
}

/** The labels of a list of e-mails, in label order (see studentLabel for one without a label). */
export function relabel(emails: string[], labels: StudentLabels): string[] {
  return emails.map((email) => labels.get(email) ?? 'Student').sort(compareLabels);
}
