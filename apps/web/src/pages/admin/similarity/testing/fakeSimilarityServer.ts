import { SimilarityReviewUpdate, type Course, type SimilarityCheck, type SimilarityGroup, type SimilarityPair, type SimilarityPairDetail } from '@marginalia/contracts';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from '../../assignments/testing/fakeAssignmentsServer';
import { SIMILARITY_ASSIGNMENT_ID, makeCheck } from './fixtures';

// The assignments panel's fake server plus the similarity routes the tab calls. It keeps the rules the tab relies
// on: one running check at a time, a started check is queued until a test moves it on (`advance`), pairs filter by
// minSimilarity, status and among and come a page at a time, groups (given whole) filter by minSimilarity, a review is
// checked with the contract's schema.

type Answer = [status: number, body: unknown];
const NOT_FOUND: Answer = [404, { detail: 'Not found.' }];

interface FakeSimilarityData {
  checks?: SimilarityCheck[];
  pairs?: SimilarityPair[];
  /** The groups of every complete check, as the server would form them at a low threshold. */
  groups?: SimilarityGroup[];
  details?: SimilarityPairDetail[];
  /** Other courses the admin administers (for earlier offerings), with their assignments' names. */
  otherCourses?: { course: Course; assignments: string[] }[];
  submissions?: { id: number; students: string[] }[];
  archived?: boolean;
}

export function fakeSimilarityServer(initial: FakeSimilarityData = {}) {
  const base = fakeAssignmentsServer({
    course: assignmentsTestCourse({ archived: initial.archived ?? false }),
    assignments: [makeAssignment({ id: SIMILARITY_ASSIGNMENT_ID, course: 1, name: 'Lab 1' })],
  });
  const others = initial.otherCourses ?? [];
  base.state.courses.push(...others.map((other) => other.course));
  let nextId = 9000;
  const otherAssignments = new Map(
    others.map((other) => [other.course.id, other.assignments.map((name) => makeAssignment({ id: nextId++, course: other.course.id, name }))]),
  );
  const state = {
    checks: structuredClone(initial.checks ?? []),
    pairs: structuredClone(initial.pairs ?? []),
    groups: structuredClone(initial.groups ?? []),
    details: structuredClone(initial.details ?? []),
    submissions: initial.submissions ?? [],
  };

  function pairsPage(check: SimilarityCheck, query: URLSearchParams): Answer {
    if (check.state !== 'complete') return [400, { non_field_errors: ['The check has not finished yet.'] }];
    const min = Number(query.get('minSimilarity') ?? 0);
    const status = query.get('status');
    const among = query.get('among')?.split(',').map(Number) ?? null;
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 25);
    const all = state.pairs
      .filter((pair) => pair.check === check.id && pair.similarity >= min && (!status || pair.review.status === status))
      .filter((pair) => among === null || pair.submissions.every((id) => among.includes(id)))
      .sort((a, b) => b.similarity - a.similarity);
    const results = all.slice((page - 1) * size, page * size);
    return [200, { count: all.length, next: page * size < all.length ? `/similarityChecks/${check.id}/pairs/?page=${page + 1}` : null, previous: null, results }];
  }

  function review(pairId: number, body: unknown): Answer {
    const parsed = SimilarityReviewUpdate.safeParse(body);
    if (!parsed.success) return [400, { note: parsed.error.issues.map((issue) => issue.message) }];
    const detail = state.details.find((candidate) => candidate.id === pairId);
    const pair = state.pairs.find((candidate) => candidate.id === pairId) ?? detail;
    if (!pair) return NOT_FOUND;
    const next = { status: parsed.data.status, note: parsed.data.note ?? pair.review.note, by: 'admin@demo.edu', at: '2026-11-26T10:00:00Z' };
    pair.review = next;
    if (detail) detail.review = next;
    const { files: _files, fragments: _fragments, ...plain } = pair as SimilarityPairDetail;
    return [200, plain];
  }

  function route(method: string, parts: string[], query: URLSearchParams, body: any): Answer | null {
    if (parts[0] === 'assignments' && Number(parts[1]) === SIMILARITY_ASSIGNMENT_ID) {
      if (parts[2] === 'similarityChecks' && method === 'GET') return [200, [...state.checks].sort((a, b) => b.id - a.id)];
      if (parts[2] === 'similarityChecks' && method === 'POST') {
        if (state.checks.some((check) => check.state === 'queued' || check.state === 'running')) {
          return [400, { non_field_errors: ['A similarity check of this assignment is already running.'] }];
        }
        const created = makeCheck({
          id: nextId++,
          state: 'queued',
          language: body.language ?? 'auto',
          detectedLanguage: null,
          minimumMatchTokens: body.minimumMatchTokens ?? 12,
          submissionCount: 0,
          pairCount: 0,
          started: null,
          finished: null,
          durationMs: null,
        });
        state.checks.push(created);
        return [202, created];
      }
      if (parts[2] === 'submissionOverview' && method === 'GET') {
        const rows = state.submissions.map(({ id, students }) => ({
          id,
          students,
          sections: [],
          grader: null,
          state: 'unclaimed',
          regradeOpen: false,
          grade: null,
          needsAttention: false,
          dateUploaded: '2026-11-20T10:00:00Z',
          dateEdited: '2026-11-20T10:00:00Z',
          lateDayCreditsUsed: 0,
          inMySection: false,
          tests: null,
        }));
        const counts = { total: rows.length, finalized: 0, inProgress: 0, unclaimed: rows.length, missing: 0 };
        return [200, { assignment: SIMILARITY_ASSIGNMENT_ID, anonymized: false, canReveal: false, revealed: false, counts, rows, missingStudents: [] }];
      }
    }
    if (parts[0] === 'courses' && parts[2] === 'assignments' && otherAssignments.has(Number(parts[1]))) {
      return [200, otherAssignments.get(Number(parts[1]))];
    }
    if (parts[0] === 'similarityChecks') {
      const check = state.checks.find((candidate) => candidate.id === Number(parts[1]));
      if (!check) return NOT_FOUND;
      if (parts.length === 2 && method === 'GET') return [200, check];
      if (parts[2] === 'pairs' && method === 'GET') return pairsPage(check, query);
      if (parts[2] === 'groups' && method === 'GET') {
        if (check.state !== 'complete') return [400, { non_field_errors: ['The check has not finished yet.'] }];
        const min = Number(query.get('minSimilarity') ?? 0.3);
        return [200, { minSimilarity: min, groups: state.groups.filter((group) => group.similarity >= min) }];
      }
      if (parts[2] === 'update' && method === 'POST') {
        Object.assign(check, { state: 'queued', outdatedSubmissions: 0 });
        return [202, check];
      }
      if (parts[2] === 'flagged' && method === 'GET') return [200, 'pair,similarity\n'];
    }
    if (parts[0] === 'similarityPairs') {
      const id = Number(parts[1]);
      if (method === 'GET') {
        const detail = state.details.find((candidate) => candidate.id === id);
        return detail ? [200, detail] : NOT_FOUND;
      }
      if (method === 'PATCH') return review(id, body);
    }
    return null;
  }

  const scripted = new Map<string, Answer[]>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const handled = scripted.get(`${method} ${url.pathname}`)?.shift() ?? route(method, url.pathname.split('/').filter(Boolean), url.searchParams, body);
    if (!handled) return base.fetch(input, init);
    base.requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const [status, reply] = handled;
    return new Response(reply === null ? null : JSON.stringify(structuredClone(reply)), { status });
  };

  return {
    ...base,
    similarity: state,
    fetch,
    /** The next request to `METHOD path` gets this answer instead of the simulated one. */
    answerOnce(method: string, path: string, status: number, body: unknown) {
      const key = `${method} ${path}`;
      scripted.set(key, [...(scripted.get(key) ?? []), [status, body]]);
    },
    /** Moves check `id` on: running with progress, then complete (with `changes`) or failed. */
    advance(id: number, changes: Partial<SimilarityCheck>) {
      const check = state.checks.find((candidate) => candidate.id === id);
      if (!check) throw new Error(`no check ${id}`);
      Object.assign(check, changes);
    },
  };
}

export type FakeSimilarityServer = ReturnType<typeof fakeSimilarityServer>;
