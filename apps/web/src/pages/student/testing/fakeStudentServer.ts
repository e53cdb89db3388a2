import { LeaderboardNameUpdate, PeerReviewRatingUpdate, type AssignmentStatistics, type MyPeerReviews, type CourseSummary, type Leaderboard, type StudentAssignment, type StudentCourseView, type SubmissionTestRuns } from '@marginalia/contracts';

// An in-memory stand-in for the calls the student console makes, for component tests in jsdom. Uploads go
// through XMLHttpRequest and are faked by fakeXhr.ts.

export interface RecordedRequest {
  method: string;
  path: string;
}

export function makeStudentAssignment(changes: Partial<StudentAssignment> & Pick<StudentAssignment, 'id' | 'name'>): StudentAssignment {
  return {
    points: 10,
    sortKey: 0,
    uploadDueDate: null,
    allowStudentUpload: true,
    allowLateUploads: false,
    isReleased: false,
    status: 'notSubmitted',
    submission: null,
    students: [],
    files: [],
    grade: null,
    lateDayCreditsUsed: 0,
    gradeChange: null,
    // Graded work is locked unless a test says otherwise (a claim before the due date is not).
    uploadLocked: changes.status === 'inGrading' || changes.status === 'feedbackAvailable',
    showStatistics: false,
    ...changes,
  };
}

export function makeCourseView(course: number, changes: Partial<StudentCourseView> = {}): StudentCourseView {
  return { course, timezone: 'UTC', lateDayCreditsAllowable: null, lateDayCreditsUsed: 0, assignments: [], ...changes };
}

interface FakeStudentData {
  courses?: CourseSummary[];
  views?: StudentCourseView[];
  statistics?: AssignmentStatistics[];
  /** The autograder's runs by submission id; a submission without an entry answers 404. */
  testRuns?: Record<number, SubmissionTestRuns>;
  /** Leaderboards by assignment id; an assignment without an entry answers 404. */
  leaderboards?: Record<number, Leaderboard>;
  /** GET /peerReviews/: the student's reviews to do and received, in every course; none when left out. */
  peerReviews?: MyPeerReviews;
}

type Answer = [status: number, body: unknown];

export function fakeStudentServer(initial: FakeStudentData = {}) {
  const state = {
    courses: [...(initial.courses ?? [])],
    views: [...(initial.views ?? [])],
    statistics: [...(initial.statistics ?? [])],
    testRuns: { ...initial.testRuns } as Record<number, SubmissionTestRuns>,
    leaderboards: structuredClone(initial.leaderboards ?? {}) as Record<number, Leaderboard>,
    peerReviews: structuredClone(initial.peerReviews ?? { toDo: [], received: [] }),
    me: {
      id: 1,
      email: 'student@example.edu',
      api_token: null,
      hasApiKey: false,
      showProductTips: true,
      sendMeAConfirmationEmail: false,
      canModifyRosters: false,
      courseadminCourses: [],
    },
  };
  const requests: RecordedRequest[] = [];
  const scripted = new Map<string, Answer[]>();

  function route(method: string, path: string, body: unknown): Answer {
    const parts = path.split('/').filter(Boolean);
    if (method === 'POST' && path === '/logs/logError/') return [201, {}];
    if (path === '/users/me/' && method === 'GET') return [200, state.me];
    if (path === '/users/me/' && method === 'PATCH') {
      state.me = { ...state.me, ...(body as object) };
      return [200, state.me];
    }
    if (method === 'GET' && path === '/courses/mine/') {
      return [200, { studentCourses: state.courses, graderCourses: [], superGraderCourses: [], courseadminCourses: [] }];
    }
    if (method === 'GET' && parts[0] === 'courses' && parts[2] === 'studentAssignments') {
      const view = state.views.find((candidate) => candidate.course === Number(parts[1]));
      return view ? [200, view] : [404, { detail: 'Not found.' }];
    }
    if (method === 'GET' && path === '/peerReviews/') return [200, state.peerReviews];
    if (method === 'PUT' && parts[0] === 'peerReviews' && parts[2] === 'rating') {
      // The server's check: a review received, a whole number from 1 to 5.
      const review = state.peerReviews.received.find((candidate) => candidate.id === Number(parts[1]));
      if (!review) return [404, { detail: 'Not found.' }];
      const parsed = PeerReviewRatingUpdate.safeParse(body);
      if (!parsed.success) return [400, { helpfulness: parsed.error.issues.map((issue) => issue.message) }];
      review.helpfulness = parsed.data.helpfulness;
      return [200, { review: review.id, helpfulness: review.helpfulness }];
    }
    if (method === 'GET' && parts[0] === 'assignments' && parts[2] === 'statistics') {
      const found = state.statistics.find((candidate) => candidate.assignment === Number(parts[1]));
      return found ? [200, found] : [403, { detail: 'You do not have permission to perform this action.' }];
    }
    if (method === 'GET' && parts[0] === 'submissions' && parts[2] === 'testRuns') {
      const runs = state.testRuns[Number(parts[1])];
      return runs ? [200, runs] : [404, { detail: 'Not found.' }];
    }
    if (parts[0] === 'assignments' && parts[2] === 'leaderboard') {
      const leaderboard = state.leaderboards[Number(parts[1])];
      if (!leaderboard) return [404, { detail: 'Not found.' }];
      if (method === 'GET' && parts.length === 3) return [200, leaderboard];
      if (method === 'PUT' && parts[3] === 'name') {
        // The server's check, and its answer: the reader's row and pseudonym take the new name.
        const parsed = LeaderboardNameUpdate.safeParse(body);
        if (!parsed.success) return [400, { name: parsed.error.issues.map((issue) => issue.message) }];
        leaderboard.myName = parsed.data.name;
        leaderboard.rows = leaderboard.rows.map((row) => (row.mine ? { ...row, name: parsed.data.name } : row));
        return [200, leaderboard];
      }
    }
    return [404, { detail: 'Not found.' }];
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const [status, answer] = scripted.get(`${method} ${url.pathname}`)?.shift() ?? route(method, url.pathname, body);
    return new Response(answer === null ? null : JSON.stringify(structuredClone(answer)), { status });
  };

  return {
    state,
    requests,
    fetch,
    answerOnce(method: string, path: string, status: number, body: unknown) {
      const key = `${method} ${path}`;
      scripted.set(key, [...(scripted.get(key) ?? []), [status, body]]);
    },
    count(method: string, path: string): number {
      return requests.filter((request) => request.method === method && request.path === path).length;
    },
  };
}

export type FakeStudentServer = ReturnType<typeof fakeStudentServer>;
