import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { enrollStudents } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { createOverviewWorld } from './overview-world';

const t = useTestServer();
const overviewOf = (assignmentId: number, auth: string, query = '') => t.api.get(`/assignments/${assignmentId}/submissionOverview/${query}`, { auth });

describe('GET /assignments/:id/submissionOverview/', () => {
  it('is for the course staff: students 403, outsiders (platform admins too) and unknown ids 404', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, course.id);
    for (const auth of [tokens.admin, tokens.grader, tokens.superGrader]) {
      expect((await overviewOf(assignment.id, auth)).status).toBe(200);
    }
    const student = await overviewOf(assignment.id, tokens.student);
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    for (const auth of [tokens.otherAdmin, tokens.otherCourseStudent, tokens.platformAdmin]) {
      const res = await overviewOf(assignment.id, auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await overviewOf(999999999, tokens.admin)).status).toBe(404);
    expect((await t.api.get(`/assignments/${assignment.id}/submissionOverview/`)).status).toBe(401);
  });

  it('answers an assignment without submissions with every active student missing', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, course.id);
    const res = await overviewOf(assignment.id, tokens.admin);
    expect(res.body).toEqual({
      assignment: assignment.id,
      anonymized: false,
      canReveal: false,
      revealed: false,
      counts: { total: 0, finalized: 0, inProgress: 0, unclaimed: 0, missing: 2 },
      rows: [],
      missingStudents: [people.student.email, people.otherStudent.email].sort().map((student) => ({ student, section: null })),
    });
  });

  it('gives one row per submission with its students, sections, grader, state and grade, and counts them', async () => {
    const w = await createOverviewWorld(t.server.ctx);
    const { s1, s2, s3, s4 } = w.students;
    const res = await overviewOf(w.assignment.id, w.tokens.grader);
    expect(res.status).toBe(200);
    const row = (id: number) => res.body.rows.find((r: { id: number }) => r.id === id);
    expect(res.body.rows.map((r: { id: number }) => r.id)).toEqual([w.submissions.pair.id, w.submissions.single.id, w.submissions.waiting.id]);
    expect(row(w.submissions.pair.id)).toEqual({
      id: w.submissions.pair.id,
      students: [s1.email, s2.email].sort(),
      sections: ['A'],
      grader: w.people.grader.email,
      state: 'finalized',
      regradeOpen: false,
      grade: 7,
      needsAttention: false,
      dateUploaded: w.submissions.pair.dateUploaded.toISOString(),
      dateEdited: w.submissions.pair.dateEdited.toISOString(),
      lateDayCreditsUsed: 0,
      inMySection: true,
      tests: null,
    });
    expect(row(w.submissions.single.id)).toMatchObject({ students: [s3.email], sections: ['B'], grader: w.people.superGrader.email, state: 'inProgress', inMySection: false });
    // Neither finalized nor tested: no grade yet, never the full marks the grade rule's cache holds (10 here).
    expect(row(w.submissions.single.id).grade).toBeNull();
    expect(row(w.submissions.waiting.id)).toMatchObject({ students: [w.people.student.email], sections: [], grader: null, state: 'unclaimed', grade: null, inMySection: false });
    expect(res.body.counts).toEqual({ total: 3, finalized: 1, inProgress: 1, unclaimed: 1, missing: 2 });
    expect(res.body.missingStudents).toEqual(
      [
        { student: s4.email, section: null },
        { student: w.people.otherStudent.email, section: null },
      ].sort((a, b) => (a.student < b.student ? -1 : 1)),
    );
    expect(res.body).toMatchObject({ anonymized: false, canReveal: false });
    // Nobody's section is the admin's.
    const admin = await overviewOf(w.assignment.id, w.tokens.admin);
    expect(admin.body.rows.map((r: { inMySection: boolean }) => r.inMySection)).toEqual([false, false, false]);
  });

  it('names a row\'s sections once each, in the order of its students', async () => {
    const w = await createOverviewWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const other = await createAssignment(db, w.course.id);
    const group = await createSubmission(db, other.id, { students: [w.students.s3, w.students.s1, w.students.s2, w.students.s4] });
    const res = await overviewOf(other.id, w.tokens.admin);
    const row = res.body.rows.find((r: { id: number }) => r.id === group.id);
    const sectionOf = new Map([
      [w.students.s1.email, 'A'],
      [w.students.s2.email, 'A'],
      [w.students.s3.email, 'B'],
    ]);
    expect(row.students).toEqual([w.students.s1, w.students.s2, w.students.s3, w.students.s4].map((s) => s.email).sort());
    expect(row.sections).toEqual([...new Set(row.students.flatMap((email: string) => sectionOf.get(email) ?? []))]);
  });

  it('answers right for a course of 200 students', async () => {
    const { course, organization, people, tokens } = await createCourseWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const students = await enrollStudents(db, course.id, organization.id, 198);
    const assignment = await createAssignment(db, course.id, { anonymousGrading: true });
    for (const [i, student] of students.slice(0, 150).entries()) {
      await createSubmission(db, assignment.id, { students: [student], grader: i % 3 === 0 ? undefined : people.grader, isFinalized: i % 3 === 1, grade: i % 10 });
    }
    const res = await overviewOf(assignment.id, tokens.grader);
    expect(res.body.counts).toEqual({ total: 150, finalized: 50, inProgress: 50, unclaimed: 50, missing: 50 });
    const labels = [...res.body.rows.flatMap((r: { students: string[] }) => r.students), ...res.body.missingStudents.map((m: { student: string }) => m.student)];
    expect(labels).toHaveLength(200);
    expect(new Set(labels).size).toBe(200);
    expect(labels.every((label: string) => /^Student \d+$/.test(label))).toBe(true);
    const revealed = await overviewOf(assignment.id, tokens.admin, '?reveal=1');
    expect(revealed.body.missingStudents.map((m: { student: string }) => m.student)).toEqual(
      [...students.slice(150).map((s) => s.email), people.student.email, people.otherStudent.email].sort(),
    );
  });
});
