import {
  SUBMISSION_MESSAGES,
  type Assignment,
  type AssignmentStatistics,
  type Course,
  type Roster,
  type Submission,
  type SubmissionOverview,
  type SubmissionOverviewRow,
} from '@marginalia/contracts';
import { makeAssignment as makeApiAssignment } from '../../../../test/fakes';
import { fakeAdminServer, makeCourse, makeRoster } from '../../../../test/fakeAdminServer';

// The admin console's fake server plus what the Submissions tab calls: the course's assignments, an
// assignment's overview and statistics, PATCH/DELETE of a submission (with the rule that a finalized
// submission keeps its grader), and the export downloads. Uploads go through FakeUploads (XMLHttpRequest).

export const COURSE_ID = 5;

export function submissionsCourse(changes: Partial<Course> = {}): Course {
  return makeCourse({ id: COURSE_ID, name: 'Intro to Programming', period: 'Fall 2026', timezone: 'UTC', ...changes });
}

export function makeAssignment(changes: Partial<Assignment> & Pick<Assignment, 'id' | 'name'>): Assignment {
  return makeApiAssignment({ course: COURSE_ID, points: 10, ...changes });
}

export function makeRow(changes: Partial<SubmissionOverviewRow> & Pick<SubmissionOverviewRow, 'id' | 'students'>): SubmissionOverviewRow {
  return {
    sections: [],
    tests: null,
    grader: null,
    state: changes.grader ? 'inProgress' : 'unclaimed',
    regradeOpen: false,
    grade: null,
    needsAttention: false,
    dateUploaded: '2026-11-01T10:00:00.000Z',
    dateEdited: '2026-11-02T10:00:00.000Z',
    lateDayCreditsUsed: 0,
    inMySection: false,
    ...changes,
  };
}

interface Data {
  course?: Course;
  assignments: Assignment[];
  /** Rows by assignment id. */
  rows: Record<number, SubmissionOverviewRow[]>;
  roster: Partial<Roster>;
  /** Active students of the course without a submission, by assignment id. */
  missing?: Record<number, SubmissionOverview['missingStudents']>;
}

function asSubmission(row: SubmissionOverviewRow, assignment: number): Submission {
  return {
    id: row.id,
    assignment,
    students: row.students,
    grader: row.grader,
    isFinalized: row.state === 'finalized',
    queueOrderKey: 0,
    dateEdited: row.dateEdited,
    dateUploaded: row.dateUploaded,
    grade: row.grade,
    needsAttention: row.needsAttention,
    files: [],
    tests: [],
    questionIsOpen: false,
    questionIsRegrade: false,
    questionText: '',
    questionResponse: '',
    questionResponder: null,
    questionDate: null,
    responseDate: null,
    testRunsCompleted: 0,
    lateDayCreditsUsed: row.lateDayCreditsUsed,
    hasGrader: row.grader !== null,
  };
}

function statisticsOf(assignment: Assignment, rows: readonly SubmissionOverviewRow[], missing: number): AssignmentStatistics {
  const grades = rows.filter((row) => row.state === 'finalized' && row.grade !== null).map((row) => row.grade!);
  const mean = grades.length ? grades.reduce((a, b) => a + b, 0) / grades.length : null;
  return {
    assignment: assignment.id,
    points: assignment.points,
    mean,
    median: mean,
    min: grades.length ? Math.min(...grades) : null,
    max: grades.length ? Math.max(...grades) : null,
    graded: grades.length,
    histogram: [{ start: 0, end: assignment.points, count: grades.length }],
    finalized: rows.filter((row) => row.state === 'finalized').length,
    inProgress: rows.filter((row) => row.state === 'inProgress').length,
    unclaimed: rows.filter((row) => row.state === 'unclaimed').length,
    missing,
  };
}

type Answer = [status: number, body: unknown, headers?: Record<string, string>];

export function fakeSubmissionsServer(data: Data) {
  const course = data.course ?? submissionsCourse();
  const rows = structuredClone(data.rows);
  const admin = fakeAdminServer({ courses: [course], rosters: [makeRoster(course.id, data.roster)], emptyAssignments: false });
  const assignmentOf = (id: number) => data.assignments.find((assignment) => assignment.id === id);
  const findRow = (id: number) => Object.entries(rows).flatMap(([assignment, list]) => list.filter((row) => row.id === id).map((row) => ({ row, assignment: Number(assignment), list })))[0];

  function overview(assignment: Assignment): SubmissionOverview {
    const list = rows[assignment.id] ?? [];
    const missing = data.missing?.[assignment.id] ?? [];
    const count = (state: SubmissionOverviewRow['state']) => list.filter((row) => row.state === state).length;
    return {
      assignment: assignment.id,
      anonymized: false,
      canReveal: true,
      revealed: false,
      counts: { total: list.length, finalized: count('finalized'), inProgress: count('inProgress'), unclaimed: count('unclaimed'), missing: missing.length },
      rows: list,
      missingStudents: missing,
    };
  }

  function patch(id: number, body: { grader?: string; isFinalized?: boolean }): Answer {
    const found = findRow(id);
    if (!found) return [404, { detail: 'Not found.' }];
    const { row } = found;
    const graderChanges = body.grader !== undefined && (body.grader || null) !== row.grader;
    if (graderChanges && row.state === 'finalized' && body.isFinalized !== false) return [400, { grader: [SUBMISSION_MESSAGES.unfinalizeFirst] }];
    if (body.grader !== undefined) row.grader = body.grader || null;
    if (body.isFinalized === true && row.grader === null) return [400, { isFinalized: [SUBMISSION_MESSAGES.finalizeNeedsGrader] }];
    const finalized = body.isFinalized ?? row.state === 'finalized';
    row.state = finalized ? 'finalized' : row.grader ? 'inProgress' : 'unclaimed';
    return [200, asSubmission(row, found.assignment)];
  }

  function route(method: string, path: string): Answer | null {
    const parts = path.split('/').filter(Boolean);
    const id = Number(parts[1]);
    if (method === 'GET' && parts[0] === 'courses' && id === course.id && parts[2] === 'assignments') return [200, data.assignments];
    if (method === 'GET' && parts[0] === 'courses' && id === course.id && parts[2] === 'exportGrades') {
      return [200, 'email,total\r\n', { 'content-disposition': 'attachment; filename="Intro-grades.csv"' }];
    }
    if (parts[0] === 'assignments' && method === 'GET') {
      const assignment = assignmentOf(id);
      if (!assignment) return [404, { detail: 'Not found.' }];
      if (parts[2] === 'submissionOverview') return [200, overview(assignment)];
      if (parts[2] === 'statistics') return [200, statisticsOf(assignment, rows[id] ?? [], data.missing?.[id]?.length ?? 0)];
      if (parts[2] === 'exportGrades') return [200, 'email\r\n', { 'content-disposition': `attachment; filename="Intro-${assignment.name}-grades.csv"` }];
      if (parts[2] === 'downloadSubmissions') return [200, 'PK', { 'content-disposition': `attachment; filename="Intro-${assignment.name}-submissions.zip"` }];
    }
    return null;
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean);
    const answer =
      parts[0] === 'submissions' && method === 'PATCH'
        ? patch(Number(parts[1]), JSON.parse(String(init?.body ?? '{}')))
        : parts[0] === 'submissions' && method === 'DELETE'
          ? remove(Number(parts[1]))
          : route(method, url.pathname);
    if (!answer) return admin.fetch(input, init);
    admin.requests.push({ method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body, headers] = answer;
    const text = body === null ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers });
  };

  function remove(id: number): Answer {
    const found = findRow(id);
    if (!found) return [404, { detail: 'Not found.' }];
    found.list.splice(found.list.indexOf(found.row), 1);
    return [204, null];
  }

  return { ...admin, rows, fetch };
}

export type FakeSubmissionsServer = ReturnType<typeof fakeSubmissionsServer>;
