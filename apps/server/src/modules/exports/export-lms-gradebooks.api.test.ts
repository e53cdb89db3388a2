import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// GET /courses/{id}/exportGrades/?format= in the shape each LMS's gradebook import reads (docs/LMS-FILES.md),
// from the same grades as Marginalia's own export: blank while not graded, active students only.

const t = useTestServer();

/** The answer's bytes as text, byte order mark kept, split into lines of cells (no cell here holds a comma). */
async function download(path: string, token: string) {
  const res = await fetch(t.server.url + path, { headers: { authorization: `JWT ${token}` } });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { res, text, lines: text.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1).map((line) => line.split(',')) };
}

async function gradebookWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const gone = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, gone.id, ['student'], false);
  await createSection(db, w.course.id, 'Lab A', { students: [w.people.student] });
  const first = await createAssignment(db, w.course.id, { name: 'Homework 1', points: 10, sortKey: 0 });
  const second = await createAssignment(db, w.course.id, { name: 'Project', points: 25, sortKey: 1 });
  await createSubmission(db, first.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true, grade: 8.5 });
  // Claimed but not finalized: not graded, so blank in every shape.
  await createSubmission(db, second.id, { students: [w.people.student], grader: w.people.grader, grade: 20 });
  await createSubmission(db, first.id, { students: [w.people.otherStudent], grader: w.people.grader, isFinalized: true, grade: 10 });
  await createSubmission(db, first.id, { students: [gone], isFinalized: true, grade: 3 });
  const students = [w.people.student, w.people.otherStudent].sort((a, b) => (a.email < b.email ? -1 : 1));
  const grades = new Map([
    [w.people.student.email, ['8.5', '']],
    [w.people.otherStudent.email, ['10', '']],
  ]);
  const sections = new Map([
    [w.people.student.email, 'Lab A'],
    [w.people.otherStudent.email, ''],
  ]);
  return { ...w, students, grades, sections };
}

const local = (email: string) => email.slice(0, email.lastIndexOf('@'));

describe('GET /courses/:id/exportGrades?format=', () => {
  it('canvas: Student, ID, SIS User ID, SIS Login ID (the e-mail), Section, a column per assignment, Points Possible first', async () => {
    const w = await gradebookWorld();
    const { res, text, lines } = await download(`/courses/${w.course.id}/exportGrades/?format=canvas`, w.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9@._+-]+-grades-canvas\.csv"$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines).toEqual([
      ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', 'Homework 1', 'Project'],
      ['Points Possible', '', '', '', '', '10', '25'],
      ...w.students.map((s) => ['', '', '', s.email, w.sections.get(s.email)!, ...w.grades.get(s.email)!]),
    ]);
  });

  it('moodle: keyed by Email address, a column per grade item', async () => {
    const w = await gradebookWorld();
    const { lines } = await download(`/courses/${w.course.id}/exportGrades/?format=moodle`, w.tokens.admin);
    expect(lines).toEqual([['Email address', 'Homework 1', 'Project'], ...w.students.map((s) => [s.email, ...w.grades.get(s.email)!])]);
  });

  it('blackboard: Grade Center upload columns, Username as the e-mail’s part before "@", Total Pts in the headers', async () => {
    const w = await gradebookWorld();
    const { lines } = await download(`/courses/${w.course.id}/exportGrades/?format=blackboard`, w.tokens.admin);
    expect(lines).toEqual([
      ['Last Name', 'First Name', 'Username', 'Student ID', 'Homework 1 [Total Pts: 10 Score]', 'Project [Total Pts: 25 Score]'],
      ...w.students.map((s) => ['', '', local(s.email), '', ...w.grades.get(s.email)!]),
    ]);
  });

  it('brightspace: OrgDefinedId, Username, Points Grade items with MaxPoints, and the End-of-Line Indicator', async () => {
    const w = await gradebookWorld();
    const { lines } = await download(`/courses/${w.course.id}/exportGrades/?format=brightspace`, w.tokens.admin);
    expect(lines).toEqual([
      ['OrgDefinedId', 'Username', 'Homework 1 Points Grade <Numeric MaxPoints:10>', 'Project Points Grade <Numeric MaxPoints:25>', 'End-of-Line Indicator'],
      ...w.students.map((s) => ['', local(s.email), ...w.grades.get(s.email)!, '#']),
    ]);
  });

  it('keeps Marginalia’s own CSV as the default, refuses an unknown format, and is for course admins only', async () => {
    const w = await gradebookWorld();
    const own = await download(`/courses/${w.course.id}/exportGrades/?format=csv`, w.tokens.admin);
    expect(own.lines[0]).toEqual(['email', 'section', 'Homework 1', 'Project', 'total']);
    const unknown = await t.api.get(`/courses/${w.course.id}/exportGrades/?format=sakai`, { auth: w.tokens.admin });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body)).toEqual(['format']);
    expect((await t.api.get(`/courses/${w.course.id}/exportGrades/?format=canvas`, { auth: w.tokens.grader })).status).toBe(403);
    expect((await t.api.get(`/courses/${w.course.id}/exportGrades/?format=canvas`, { auth: w.tokens.otherAdmin })).status).toBe(404);
  });
});
