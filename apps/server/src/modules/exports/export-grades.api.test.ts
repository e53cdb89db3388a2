import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

/** The answer's bytes as text, byte order mark kept (fetch's text() drops it). */
async function download(path: string, token: string) {
  const res = await fetch(t.server.url + path, { headers: { authorization: `JWT ${token}` } });
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

/** CSV text to rows of cells (the exports quote only cells with commas, quotes or line ends). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** A course with a formula-looking section and assignment names, three active students and one who left. */
async function gradesWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const third = await createUser(db, { organizationId: w.organization.id });
  const gone = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, third.id, ['student']);
  await enroll(db, w.course.id, gone.id, ['student'], false);
  await createSection(db, w.course.id, '=cmd|calc', { students: [w.people.student] });
  await createSection(db, w.course.id, 'Lab B', { students: [third] });
  const first = await createAssignment(db, w.course.id, { name: '@First, "quoted"', sortKey: 1 });
  const second = await createAssignment(db, w.course.id, { name: '+Second', sortKey: 0 });
  const finalized = await createSubmission(db, first.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true, grade: 8.5, lateDayCreditsUsed: 2 });
  const claimed = await createSubmission(db, first.id, { students: [w.people.otherStudent], grader: w.people.superGrader, grade: 7 });
  const unclaimed = await createSubmission(db, second.id, { students: [w.people.student], grade: 0.1 });
  await createSubmission(db, second.id, { students: [third], grade: null });
  await createSubmission(db, first.id, { students: [gone], grade: 3 });
  return { ...w, db, third, gone, first, second, finalized, claimed, unclaimed };
}

describe('GET /assignments/:id/exportGrades', () => {
  it('writes one row per active student, formula-safe, as a CSV attachment', async () => {
    const w = await gradesWorld();
    const { res, text } = await download(`/assignments/${w.first.id}/exportGrades/`, w.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const course = w.course.name.replace(/[^A-Za-z0-9@._+-]+/g, '_');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${course}-@First_quoted_-grades.csv"`);
    const rows = parseCsv(text);
    const byEmail = [w.people.student.email, w.people.otherStudent.email, w.third.email].sort();
    expect(rows[0]).toEqual(['email', 'section', 'submission', 'grader', 'state', 'grade', 'lateDayCreditsUsed']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(byEmail);
    const row = (email: string) => rows.find((candidate) => candidate[0] === email);
    expect(row(w.people.student.email)).toEqual([w.people.student.email, "'=cmd|calc", String(w.finalized.id), w.people.grader.email, 'finalized', '8.5', '2']);
    // Work nobody has finalized (or tested) has no grade yet: blank, never the grade rule's cache.
    expect(row(w.people.otherStudent.email)).toEqual([w.people.otherStudent.email, '', String(w.claimed.id), w.people.superGrader.email, 'inProgress', '', '0']);
    expect(row(w.third.email)).toEqual([w.third.email, 'Lab B', '', '', 'missing', '', '']);
    expect(row(w.gone.email)).toBeUndefined();
  });

  it('tells an unclaimed submission from one in progress', async () => {
    const w = await gradesWorld();
    const rows = parseCsv((await download(`/assignments/${w.second.id}/exportGrades/`, w.tokens.admin)).text);
    const row = (email: string) => rows.find((candidate) => candidate[0] === email);
    expect(row(w.people.student.email)?.slice(2, 6)).toEqual([String(w.unclaimed.id), '', 'unclaimed', '']);
    expect(row(w.third.email)?.[5]).toBe('');
  });

  it('is for course admins: other members 403, outsiders (platform admins too) and unknown ids 404', async () => {
    const w = await gradesWorld();
    const path = `/assignments/${w.first.id}/exportGrades/`;
    for (const auth of [w.tokens.grader, w.tokens.superGrader, w.tokens.student]) {
      const res = await t.api.get(path, { auth });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    for (const auth of [w.tokens.otherAdmin, w.tokens.otherCourseStudent, w.tokens.platformAdmin]) {
      const res = await t.api.get(path, { auth });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/assignments/99999999/exportGrades/', { auth: w.tokens.admin })).status).toBe(404);
    expect((await t.api.get(path)).status).toBe(401);
  });
});

describe('GET /courses/:id/exportGrades', () => {
  it('writes a column per assignment in course order and a total', async () => {
    const w = await gradesWorld();
    const { res, text } = await download(`/courses/${w.course.id}/exportGrades/`, w.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9@._+-]+-grades\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['email', 'section', "'+Second", "'@First, \"quoted\"", 'total']);
    const row = (email: string) => rows.find((candidate) => candidate[0] === email);
    // Only finalized (or tested) work has a grade; the total adds the grades there are.
    expect(row(w.people.student.email)).toEqual([w.people.student.email, "'=cmd|calc", '', '8.5', '8.5']);
    expect(row(w.people.otherStudent.email)).toEqual([w.people.otherStudent.email, '', '', '', '']);
    expect(row(w.third.email)).toEqual([w.third.email, 'Lab B', '', '', '']);
    expect(rows).toHaveLength(4);
  });

  it('answers a course without students or assignments with the header alone', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const { text } = await download(`/courses/${w.otherCourse.id}/exportGrades/`, w.tokens.otherAdmin);
    expect(parseCsv(text)).toEqual([['email', 'section', 'total'], [w.people.otherCourseStudent.email, '', '']]);
  });

  it('is for course admins: other members 403, outsiders 404', async () => {
    const w = await gradesWorld();
    const path = `/courses/${w.course.id}/exportGrades/`;
    for (const auth of [w.tokens.grader, w.tokens.superGrader, w.tokens.student]) expect((await t.api.get(path, { auth })).status).toBe(403);
    for (const auth of [w.tokens.otherAdmin, w.tokens.otherCourseStudent]) expect((await t.api.get(path, { auth })).status).toBe(404);
    expect((await t.api.get('/courses/99999999/exportGrades/', { auth: w.tokens.admin })).status).toBe(404);
  });
});
