import { PEER_REVIEW_MESSAGES, PEER_REVIEW_STATES, type PeerReviewDetail, type PeerReviewGrading, type PeerReviewGradingReview, type PeerReviewStage, type RubricCategory, type RubricComment, type StaffPeerComment, type StaffPeerReview } from '@marginalia/contracts';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from '../../assignments/testing/fakeAssignmentsServer';

// The assignments fake plus one assignment's peer-review stage, for the Peer review tab's tests. It keeps the rules
// the tab relies on: settings change one by one, an open stage keeps `enabled` and `reviewsPerStudent`, the review
// closes after it opens, and opening allocates `reviewsPerStudent` reviews per submission given.

type Answer = [status: number, body: unknown];

export const PEER_REVIEW_TAB = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201/peer-review';
export const LAB_1_ID = 11;

export function makeStage(changes: Partial<PeerReviewStage> = {}): PeerReviewStage {
  return {
    assignment: LAB_1_ID,
    enabled: true,
    reviewsPerStudent: 2,
    opensAt: null,
    closesAt: null,
    anonymity: 'double',
    rubric: 'assignment',
    weight: 0,
    approval: false,
    minComments: 1,
    state: 'scheduled',
    effectiveOpensAt: '2026-10-02T03:59:00Z',
    openedAt: null,
    closedAt: null,
    openError: null,
    reviews: { assigned: 0, submitted: 0, late: 0, missing: 0 },
    ...changes,
  };
}

export function makeReview(id: number, changes: Partial<StaffPeerReview> = {}): StaffPeerReview {
  return { id, reviewer: `student${id}@demo.edu`, submission: 100 + id, ordinal: 1, state: 'assigned', submittedAt: null, approvedAt: null, ...changes };
}

export function makeStaffComment(id: number, changes: Partial<StaffPeerComment> = {}): StaffPeerComment {
  return { id, file: 1, fileName: 'main.py', startLine: 2, endLine: 2, startChar: 0, endChar: 4, text: `Comment ${id}`, rubricComment: null, hidden: false, hiddenAt: null, hiddenReason: null, ...changes };
}

/** A review as staff read it in the drawer, from its row of the allocation. */
export function makeDetail(review: StaffPeerReview, changes: Partial<PeerReviewDetail> = {}): PeerReviewDetail {
  const { id, reviewer, submission, ordinal, state, submittedAt, approvedAt } = review;
  return { id, assignment: LAB_1_ID, reviewer, submission, ordinal, state, submittedAt, approvedAt, authors: [`author${submission}@demo.edu`], approval: false, comments: [], ratings: { mean: null, count: 0 }, ...changes };
}

/** A review as the Grading section reads it: the allocation's row with a comparison (given, or not counting). */
export function makeGradedReview(review: StaffPeerReview, changes: Partial<PeerReviewGradingReview> = {}): PeerReviewGradingReview {
  return {
    id: review.id,
    reviewer: review.reviewer,
    submission: review.submission,
    state: review.state,
    comments: 0,
    counts: false,
    peerScore: null,
    agreementWithReviews: null,
    agreementWithStaff: null,
    helpfulness: null,
    ratings: 0,
    suggestedGrade: 0,
    grade: null,
    ...changes,
  };
}

interface FakePeerReviewData {
  /** Reviews as the drawer reads them (GET /peerReviews/{id}/); each changes with approval and hiding. */
  details?: PeerReviewDetail[];
  stage?: PeerReviewStage;
  allocation?: StaffPeerReview[];
  archived?: boolean;
  /** The students with a submission when the review opens (opening makes `reviewsPerStudent` reviews each). */
  submitters?: string[];
  /** Rubric categories (the peer rubric's have `peer: true`) and their comments, kept by the assignments fake. */
  categories?: RubricCategory[];
  comments?: RubricComment[];
  /** Review id → its comparison (others: not counting); submissions of the plot. */
  graded?: Record<number, Partial<PeerReviewGradingReview>>;
  plotted?: PeerReviewGrading['submissions'];
}

export function fakePeerReviewServer(initial: FakePeerReviewData = {}) {
  const inner = fakeAssignmentsServer({
    course: assignmentsTestCourse({ archived: initial.archived ?? false }),
    assignments: [makeAssignment({ id: LAB_1_ID, course: 1, name: 'Lab 1', points: 10, uploadDueDate: '2026-10-02T03:59:00Z' })],
    categories: initial.categories,
    comments: initial.comments,
  });
  const state = { stage: structuredClone(initial.stage ?? makeStage()), allocation: structuredClone(initial.allocation ?? []) };
  const grades = new Map<number, number | null>();
  const gradeChanges: { review: number; grade: number | null }[] = [];

  function grading(): PeerReviewGrading {
    return {
      assignment: LAB_1_ID,
      points: 10,
      weight: state.stage.weight,
      state: state.stage.state,
      reviews: state.allocation.map((row) => makeGradedReview(row, { ...initial.graded?.[row.id], ...(grades.has(row.id) ? { grade: grades.get(row.id)! } : {}) })),
      submissions: initial.plotted ?? [],
    };
  }

  function grade(reviewId: number, body: { grade: number | null }): Answer {
    if (body.grade !== null && (body.grade < 0 || body.grade > 100)) return [400, { grade: ['Too big.'] }];
    grades.set(reviewId, body.grade);
    gradeChanges.push({ review: reviewId, grade: body.grade });
    return [200, { id: reviewId, grade: body.grade, gradedBy: body.grade === null ? null : 'admin@demo.edu', gradedAt: body.grade === null ? null : '2026-10-11T12:00:00Z' }];
  }

  const imports: { rows: { reviewer: string; submission: number }[]; preview: boolean }[] = [];
  const details = new Map((initial.details ?? []).map((detail) => [detail.id, structuredClone(detail)]));

  /** The server's rules: staff approve submitted reviews only, once; a comment is hidden with a reason of at most 500 characters. */
  function moderate(method: string, parts: string[], body: any): Answer | null {
    const detail = details.get(Number(parts[1]));
    if (!detail) return null;
    if (method === 'GET' && parts.length === 2) return [200, detail];
    if (method === 'POST' && parts[2] === 'approve') {
      if (detail.state !== 'submitted' && detail.state !== 'late') return [400, { non_field_errors: ['Only a submitted review can be approved.'] }];
      detail.approvedAt ??= '2026-10-11T12:00:00Z';
      const row = state.allocation.find((candidate) => candidate.id === detail.id);
      if (row) row.approvedAt = detail.approvedAt;
      return [200, detail];
    }
    if (method === 'PATCH' && parts[2] === 'comments') {
      const comment = detail.comments.find((candidate) => candidate.id === Number(parts[3]));
      if (!comment) return [404, { detail: 'Not found.' }];
      if (typeof body?.reason === 'string' && body.reason.length > 500) return [400, { reason: ['Too long.'] }];
      Object.assign(comment, body.hidden ? { hidden: true, hiddenAt: '2026-10-11T12:00:00Z', hiddenReason: body.reason ?? null } : { hidden: false, hiddenAt: null, hiddenReason: null });
      return [200, comment];
    }
    return null;
  }

  function counted(): PeerReviewStage {
    const reviews = Object.fromEntries(PEER_REVIEW_STATES.map((key) => [key, state.allocation.filter((row) => row.state === key).length]));
    state.stage.reviews = reviews as PeerReviewStage['reviews'];
    return state.stage;
  }

  function patch(body: Record<string, unknown>): Answer {
    if (state.stage.state === 'open' && ('enabled' in body || 'reviewsPerStudent' in body)) return [400, { non_field_errors: [PEER_REVIEW_MESSAGES.openNow] }];
    const next = { ...state.stage, ...body } as PeerReviewStage;
    if (next.opensAt && next.closesAt && next.closesAt <= next.opensAt) return [400, { closesAt: [PEER_REVIEW_MESSAGES.closesBeforeOpening] }];
    if (next.state === 'off' && next.enabled) next.state = 'scheduled';
    if (!next.enabled) next.state = 'off';
    state.stage = next;
    return [200, counted()];
  }

  function open(): Answer {
    if (state.stage.state !== 'scheduled') return [400, { non_field_errors: [PEER_REVIEW_MESSAGES.alreadyOpen] }];
    const submitters = initial.submitters ?? [];
    let id = state.allocation.length + 1;
    submitters.forEach((reviewer, index) => {
      for (let offset = 1; offset <= state.stage.reviewsPerStudent; offset += 1) {
        state.allocation.push(makeReview(id++, { reviewer, submission: 200 + ((index + offset) % submitters.length), ordinal: offset }));
      }
    });
    state.stage = { ...state.stage, state: 'open', openedAt: '2026-10-03T12:00:00Z', openError: null };
    return [200, counted()];
  }

  function close(): Answer {
    if (state.stage.state !== 'open') return [400, { non_field_errors: [PEER_REVIEW_MESSAGES.notOpen] }];
    for (const row of state.allocation) if (row.state === 'assigned') row.state = 'missing';
    state.stage = { ...state.stage, state: 'closed', closedAt: '2026-10-10T12:00:00Z' };
    return [200, counted()];
  }

  /** An uploaded allocation: a reviewer who is not a student (nobody@…) is refused; the rest is added. */
  function importRows(body: { rows: { reviewer: string; submission: number }[]; preview: boolean }): Answer {
    imports.push(body);
    const errors = body.rows.flatMap((row, index) => (row.reviewer.startsWith('nobody@') ? [{ row: index + 1, field: 'reviewer', message: PEER_REVIEW_MESSAGES.notAStudent }] : []));
    const result = { added: body.rows, removed: [], kept: 0, errors, applied: !body.preview && errors.length === 0 };
    return [errors.length > 0 && !body.preview ? 400 : 200, result];
  }

  function route(method: string, path: string, body: any): Answer | null {
    const base = `/assignments/${LAB_1_ID}/`;
    if (method === 'GET' && path === `${base}peerReview/`) return [200, counted()];
    if (method === 'PATCH' && path === `${base}peerReview/`) return patch(body);
    if (method === 'POST' && path === `${base}peerReview/open/`) return open();
    if (method === 'POST' && path === `${base}peerReview/close/`) return close();
    if (method === 'GET' && path === `${base}peerReviews/`) return [200, state.allocation];
    if (method === 'POST' && path === `${base}peerReviews/import/`) return importRows(body);
    if (method === 'GET' && path === `${base}peerReviews/grading/`) return [200, grading()];
    const graded = /^\/peerReviews\/(\d+)\/grade\/$/.exec(path);
    if (method === 'PATCH' && graded) return grade(Number(graded[1]), body);
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'peerReviews') return moderate(method, parts, body);
    return null;
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = await inner.fetch(input, init);
    if (answer.status !== 404) return answer;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const handled = route(init?.method ?? 'GET', new URL(String(input), 'http://app.test').pathname, body);
    if (!handled) return answer;
    const [status, reply] = handled;
    return new Response(JSON.stringify(structuredClone(reply)), { status });
  };

  return { ...inner, peerReview: state, details, imports, gradeChanges, fetch };
}
