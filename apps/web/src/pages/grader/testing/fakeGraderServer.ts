import {
  QUEUE_MESSAGES,
  SUBMISSION_MESSAGES,
  type Assignment,
  type Course,
  type Submission,
  type SubmissionOverview,
  type SubmissionOverviewRow,
  type SubmissionState,
} from '@marginalia/contracts';
import { makeAssignment as makeApiAssignment } from '../../../test/fakes';
import { fakeAdminServer, type RecordedRequest } from '../../../test/fakeAdminServer';

// An in-memory stand-in for the calls of the grader console, for component tests in jsdom. It answers the
// grading routes itself (queue, overview, unclaim/unfinalize under the course's rules, pseudonyms under
// anonymous grading) and hands everything else to the admin console's fake (courses, error log).

export interface FakeSubmission {
  id: number;
  assignment: number;
  /** Real e-mails; the overview answers pseudonyms for them under anonymous grading. */
  students: string[];
  sections: string[];
  grader: string | null;
  isFinalized: boolean;
  grade: number | null;
  inMySection?: boolean;
  regradeOpen?: boolean;
  /** The newest autograder run, as the overview rows carry it. */
  tests?: SubmissionOverviewRow['tests'];
  /** The newest run could not be graded and nobody finalized it since. */
  needsAttention?: boolean;
}

export interface FakeSectionLeaders {
  id: number;
  name: string;
  course: number;
  leaders: string[];
}

interface FakeGraderData {
  /** The caller, as the session knows them. */
  me: string;
  courses: Course[];
  /** Courses the caller administers (also listed as grader courses, as the server does). */
  adminCourseIds?: number[];
  assignments?: Assignment[];
  submissions?: FakeSubmission[];
  sections?: FakeSectionLeaders[];
  missingStudents?: SubmissionOverview['missingStudents'];
  /** Whether the caller may reveal identities (PUT /assignments/{id}/anonymity/). */
  canReveal?: boolean;
}

type Answer = [status: number, body: unknown];

const NOT_FOUND: Answer = [404, { detail: 'Not found.' }];
const FORBIDDEN: Answer = [403, { detail: 'You do not have permission to perform this action.' }];

export function makeAssignment(changes: Partial<Assignment> & Pick<Assignment, 'id' | 'name' | 'course'>): Assignment {
  return makeApiAssignment({ points: 10, sortKey: changes.id, hideGradersFromStudents: false, commentFeedback: false, ...changes });
}

export function fakeGraderServer(initial: FakeGraderData) {
  const admin = fakeAdminServer({ courses: initial.courses, emptyAssignments: false });
  const state = {
    assignments: [...(initial.assignments ?? [])],
    submissions: (initial.submissions ?? []).map((submission) => ({ ...submission })),
    sections: [...(initial.sections ?? [])],
    missingStudents: [...(initial.missingStudents ?? [])],
  };
  const requests: RecordedRequest[] = [];
  const scripted = new Map<string, Answer[]>();
  const me = initial.me;
  const adminOf = new Set(initial.adminCourseIds ?? []);
  /** Assignments whose names the caller revealed (the server remembers the choice). */
  const revealedAssignments = new Set<number>();

  const course = (id: number) => admin.state.courses.find((candidate) => candidate.id === id);
  const assignment = (id: number) => state.assignments.find((candidate) => candidate.id === id);
  const stateOf = (submission: FakeSubmission): SubmissionState =>
    submission.isFinalized ? 'finalized' : submission.grader === null ? 'unclaimed' : 'inProgress';
  const summary = ({ id, name, period, archived }: Course) => ({ id, name, period, archived });

  /** Pseudonyms numbered by the order students appear in the assignment's submissions, like the server's. */
  function pseudonymsFor(assignmentId: number): Map<string, string> {
    const numbers = new Map<string, string>();
    const everyone = [
      ...state.submissions.filter((submission) => submission.assignment === assignmentId).flatMap((submission) => submission.students),
      ...state.missingStudents.map((entry) => entry.student),
    ];
    everyone.forEach((student) => numbers.has(student) || numbers.set(student, `Student ${numbers.size + 1}`));
    return numbers;
  }

  function present(submission: FakeSubmission): Submission {
    return {
      id: submission.id,
      assignment: submission.assignment,
      students: submission.students,
      grader: submission.grader,
      isFinalized: submission.isFinalized,
      queueOrderKey: submission.id,
      dateEdited: '2026-11-02T09:00:00.000Z',
      dateUploaded: '2026-11-01T09:00:00.000Z',
      grade: submission.grade,
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
      lateDayCreditsUsed: 0,
      hasGrader: submission.grader !== null,
      needsAttention: submission.needsAttention ?? false,
    };
  }

  function overview(target: Assignment, askedNow: boolean): SubmissionOverview {
    const canReveal = initial.canReveal ?? false;
    const revealed = revealedAssignments.has(target.id);
    const anonymized = target.anonymousGrading && !((revealed || askedNow) && canReveal);
    const names = pseudonymsFor(target.id);
    const shown = (student: string) => (anonymized ? (names.get(student) ?? student) : student);
    const submissions = state.submissions.filter((submission) => submission.assignment === target.id);
    const count = (wanted: SubmissionState) => submissions.filter((submission) => stateOf(submission) === wanted).length;
    return {
      assignment: target.id,
      anonymized,
      canReveal,
      revealed,
      counts: {
        total: submissions.length,
        finalized: count('finalized'),
        inProgress: count('inProgress'),
        unclaimed: count('unclaimed'),
        missing: state.missingStudents.length,
      },
      rows: submissions.map((submission) => ({
        id: submission.id,
        students: submission.students.map(shown),
        sections: submission.sections,
        grader: submission.grader,
        state: stateOf(submission),
        regradeOpen: submission.regradeOpen ?? false,
        grade: submission.grade,
        needsAttention: submission.needsAttention ?? false,
        dateUploaded: '2026-11-01T09:00:00.000Z',
        dateEdited: '2026-11-02T09:00:00.000Z',
        lateDayCreditsUsed: 0,
        inMySection: submission.inMySection ?? false,
        tests: submission.tests ?? null,
      })),
      missingStudents: state.missingStudents.map((entry) => ({ ...entry, student: shown(entry.student) })),
    };
  }

  function claim(target: Assignment): Answer {
    const owner = course(target.course);
    if (!owner) return NOT_FOUND;
    if (!owner.activateQueue) return [400, { non_field_errors: [QUEUE_MESSAGES.queueOff] }];
    const next = state.submissions.find((submission) => submission.assignment === target.id && stateOf(submission) === 'unclaimed');
    if (!next) return [204, null];
    next.grader = me;
    return [200, present(next)];
  }

  function patchSubmission(submission: FakeSubmission, body: { grader?: string; isFinalized?: boolean }): Answer {
    const owner = course(assignment(submission.assignment)?.course ?? 0);
    if (!owner) return NOT_FOUND;
    if (body.isFinalized === false && submission.isFinalized) {
      if (owner.noUnfinalize && !adminOf.has(owner.id)) return FORBIDDEN;
      submission.isFinalized = false;
    }
    if (body.grader === '') {
      if (submission.isFinalized) return [400, { grader: [SUBMISSION_MESSAGES.unfinalizeFirst] }];
      if (submission.grader !== me) return FORBIDDEN;
      submission.grader = null;
    }
    return [200, present(submission)];
  }

  function route(method: string, parts: string[], query: URLSearchParams, body: any): Answer | null {
    const [resource, rawId, sub] = parts;
    const id = Number(rawId);
    if (resource === 'courses' && rawId === 'mine' && method === 'GET') {
      const all = admin.state.courses.map(summary);
      return [200, { studentCourses: [], graderCourses: all, superGraderCourses: [], courseadminCourses: all.filter((item) => adminOf.has(item.id)) }];
    }
    if (resource === 'courses' && method === 'GET' && sub !== undefined) {
      const found = course(id);
      if (!found) return NOT_FOUND;
      if (sub === 'assignments') return [200, state.assignments.filter((item) => item.course === id).sort((a, b) => a.sortKey - b.sortKey || a.id - b.id)];
      if (sub === 'courseSettings') {
        const { assignments: _a, sections: _s, webhooks: _w, inviteCode: _i, inviteCodeEnabled: _e, emailWhitelist: _l, ...settings } = found;
        return [200, settings];
      }
      if (sub === 'sections' && query.get('compact') === '1') {
        const results = state.sections.filter((section) => section.course === id).map((section) => ({ ...section, studentCount: 0 }));
        return [200, { count: results.length, next: null, previous: null, results }];
      }
    }
    if (resource === 'assignments') {
      const target = assignment(id);
      if (!target) return NOT_FOUND;
      if (sub === 'claim' && method === 'POST') return claim(target);
      if (sub === 'queueLength' && method === 'GET') {
        const waiting = state.submissions.filter((submission) => submission.assignment === id && stateOf(submission) === 'unclaimed');
        return [200, { queueLength: waiting.length }];
      }
      if (sub === 'submissionOverview' && method === 'GET') return [200, overview(target, query.get('reveal') === '1')];
      if (sub === 'anonymity' && (method === 'PUT' || method === 'DELETE')) {
        const canReveal = initial.canReveal ?? false;
        if (method === 'PUT' && !canReveal) return FORBIDDEN;
        if (method === 'PUT') revealedAssignments.add(id);
        else revealedAssignments.delete(id);
        return [200, { assignment: id, anonymousGrading: target.anonymousGrading, canReveal, revealed: method === 'PUT' }];
      }
    }
    if (resource === 'submissions' && method === 'PATCH' && sub === undefined) {
      const submission = state.submissions.find((candidate) => candidate.id === id);
      return submission ? patchSubmission(submission, body) : NOT_FOUND;
    }
    return null;
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const answer = scripted.get(`${method} ${url.pathname}`)?.shift() ?? route(method, url.pathname.split('/').filter(Boolean), url.searchParams, body);
    if (!answer) return admin.fetch(input, init);
    const [status, reply] = answer;
    return new Response(reply === null ? null : JSON.stringify(structuredClone(reply)), { status });
  };

  return {
    state: { ...state, courses: admin.state.courses },
    requests,
    fetch,
    /** The next request to `METHOD path` gets this answer instead of the simulated one. */
    answerOnce(method: string, path: string, status: number, body: unknown) {
      const key = `${method} ${path}`;
      scripted.set(key, [...(scripted.get(key) ?? []), [status, body]]);
    },
    /** The requests sent as `METHOD path`, oldest first. */
    sent(method: string, path: string): RecordedRequest[] {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}

export type FakeGraderServer = ReturnType<typeof fakeGraderServer>;
