import { and, eq } from 'drizzle-orm';
import { studentPseudonyms } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { enrollStudents } from '../../testing/section-factories';
import { createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { createOverviewWorld } from './overview-world';

const t = useTestServer();
const overviewOf = (assignmentId: number, auth: string, query = '') => t.api.get(`/assignments/${assignmentId}/submissionOverview/${query}`, { auth });
const PSEUDONYM = /^Student \d+$/;

type Overview = { rows: { id: number; students: string[] }[]; missingStudents: { student: string }[] };
const studentsOf = (body: Overview, id: number) => body.rows.find((row) => row.id === id)!.students;
const everyLabel = (body: Overview) => [...body.rows.flatMap((row) => row.students), ...body.missingStudents.map((m) => m.student)];

describe('the submission overview under anonymous grading', () => {
  it('shows every caller pseudonyms by default, stable from call to call and different for each student', async () => {
    const w = await createOverviewWorld(t.server.ctx, { anonymousGrading: true });
    const first = await overviewOf(w.assignment.id, w.tokens.grader);
    expect(first.body).toMatchObject({ anonymized: true, canReveal: true });
    const labels = everyLabel(first.body);
    expect(labels).toHaveLength(6);
    expect(labels.every((label) => PSEUDONYM.test(label))).toBe(true);
    expect(new Set(labels).size).toBe(6);
    // Sections and the rest of the row stay.
    expect(first.body.rows.find((row: { id: number }) => row.id === w.submissions.pair.id)).toMatchObject({ sections: ['A'], inMySection: true, grade: 7 });
    for (const auth of [w.tokens.grader, w.tokens.admin, w.tokens.superGrader, w.plainGraderToken]) {
      const again = await overviewOf(w.assignment.id, auth);
      expect(again.body.anonymized).toBe(true);
      expect(everyLabel(again.body)).toEqual(labels);
    }
  });

  it('keeps a student\'s pseudonym when they hand in, and numbers newcomers after everyone else', async () => {
    const w = await createOverviewWorld(t.server.ctx, { anonymousGrading: true });
    const { db } = t.server.ctx;
    const before = (await overviewOf(w.assignment.id, w.tokens.grader)).body;
    const [stored] = await db
      .select({ number: studentPseudonyms.number })
      .from(studentPseudonyms)
      .where(and(eq(studentPseudonyms.assignmentId, w.assignment.id), eq(studentPseudonyms.studentId, w.students.s4.id)));
    const s4Label = `Student ${stored!.number}`;
    expect(before.missingStudents.map((m: { student: string }) => m.student)).toContain(s4Label);
    const handedIn = await createSubmission(db, w.assignment.id, { students: [w.students.s4] });
    const after = (await overviewOf(w.assignment.id, w.tokens.grader)).body;
    expect(studentsOf(after, handedIn.id)).toEqual([s4Label]);
    expect(after.missingStudents.map((m: { student: string }) => m.student)).not.toContain(s4Label);
    await enrollStudents(db, w.course.id, w.organization.id, 1);
    const withNewcomer = (await overviewOf(w.assignment.id, w.tokens.grader)).body;
    const number = (label: string) => Number(label.replace('Student ', ''));
    const known = new Set(everyLabel(before));
    const fresh = everyLabel(withNewcomer).filter((label) => !known.has(label));
    expect(fresh).toHaveLength(1);
    expect(number(fresh[0]!)).toBeGreaterThan(Math.max(...[...known].map(number)));
  });

  it('shows admins and super graders everyone with ?reveal=1; a platform admin outside the course gets 404', async () => {
    const w = await createOverviewWorld(t.server.ctx, { anonymousGrading: true });
    for (const auth of [w.tokens.admin, w.tokens.superGrader]) {
      const res = await overviewOf(w.assignment.id, auth, '?reveal=1');
      expect(res.body).toMatchObject({ anonymized: false, canReveal: true });
      expect(studentsOf(res.body, w.submissions.pair.id)).toEqual([w.students.s1.email, w.students.s2.email].sort());
      expect(studentsOf(res.body, w.submissions.waiting.id)).toEqual([w.people.student.email]);
    }
    const outside = await overviewOf(w.assignment.id, w.tokens.platformAdmin, '?reveal=1');
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual({ detail: 'Not found.' });
  });

  it('shows a section leader only their own sections\' students with ?reveal=1, and a grader who leads none nobody', async () => {
    const w = await createOverviewWorld(t.server.ctx, { anonymousGrading: true });
    const leader = await overviewOf(w.assignment.id, w.tokens.grader, '?reveal=1');
    expect(leader.body).toMatchObject({ anonymized: true, canReveal: true });
    expect(studentsOf(leader.body, w.submissions.pair.id)).toEqual([w.students.s1.email, w.students.s2.email].sort());
    expect(studentsOf(leader.body, w.submissions.single.id)[0]).toMatch(PSEUDONYM);
    expect(leader.body.missingStudents.every((m: { student: string }) => PSEUDONYM.test(m.student))).toBe(true);
    const plain = await overviewOf(w.assignment.id, w.plainGraderToken, '?reveal=1');
    expect(plain.body).toMatchObject({ anonymized: true, canReveal: false });
    expect(everyLabel(plain.body).every((label) => PSEUDONYM.test(label))).toBe(true);
  });

  it('names everyone when anonymous grading is off, whatever ?reveal says', async () => {
    const w = await createOverviewWorld(t.server.ctx);
    const res = await overviewOf(w.assignment.id, w.plainGraderToken, '?reveal=0');
    expect(res.body).toMatchObject({ anonymized: false, canReveal: false });
    expect(studentsOf(res.body, w.submissions.single.id)).toEqual([w.students.s3.email]);
    expect((await overviewOf(w.assignment.id, w.tokens.admin, '?reveal=maybe')).status).toBe(400);
  });

  it('gives the same numbers to callers who ask for them at the same time', async () => {
    const w = await createOverviewWorld(t.server.ctx, { anonymousGrading: true });
    await enrollStudents(t.server.ctx.db, w.course.id, w.organization.id, 20);
    const callers = [w.tokens.grader, w.tokens.admin, w.tokens.superGrader, w.plainGraderToken];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => overviewOf(w.assignment.id, callers[i % callers.length]!)));
    const labels = answers.map((res) => everyLabel(res.body));
    expect(labels[0]).toHaveLength(26);
    expect(new Set(labels[0]).size).toBe(26);
    for (const other of labels) expect(other).toEqual(labels[0]);
  });
});
