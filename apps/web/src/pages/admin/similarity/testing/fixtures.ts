import {
  SIMILARITY_HISTOGRAM_BUCKETS,
  SIMILARITY_TEXTS,
  type SimilarityCheck,
  type SimilarityPair,
  type SimilarityPairDetail,
  type SimilaritySubmission,
} from '@marginalia/contracts';

// Checks and pairs as the server answers them, for the Similarity tab's tests.

export const SIMILARITY_ASSIGNMENT_ID = 11;

export function makeCheck(changes: Partial<SimilarityCheck> & Pick<SimilarityCheck, 'id'>): SimilarityCheck {
  return {
    assignment: SIMILARITY_ASSIGNMENT_ID,
    state: 'complete',
    step: null,
    progress: { done: 0, total: 0 },
    language: 'auto',
    detectedLanguage: 'python',
    minimumMatchTokens: 12,
    baseSubmission: null,
    earlierAssignments: [],
    submissionCount: 4,
    pairCount: 3,
    histogram: new Array<number>(SIMILARITY_HISTOGRAM_BUCKETS).fill(0),
    outdatedSubmissions: 0,
    error: null,
    createdBy: 'admin@demo.edu',
    created: '2026-11-26T09:00:00Z',
    started: '2026-11-26T09:00:01Z',
    finished: '2026-11-26T09:00:05Z',
    durationMs: 4200,
    ...changes,
  };
}

export function makePair(changes: Partial<SimilarityPair> & Pick<SimilarityPair, 'id'>): SimilarityPair {
  return {
    check: 1,
    submissions: [101, 102],
    sides: [
      { id: 101, label: 'ada@demo.edu', earlier: null, readable: true },
      { id: 102, label: 'bob@demo.edu', earlier: null, readable: true },
    ],
    similarity: 0.5,
    longestMatch: 6,
    matchedLines: 20,
    commonResemblance: 1,
    review: { status: 'unreviewed', note: '', by: null, at: null },
    ...changes,
  };
}

const LEFT = ['def area(width, height):', '    return width * height', '', 'def main():', '    print(area(2, 3))', '', 'main()'].join('\n');
const RIGHT = ['import sys', '', 'def run():', '    print(surface(2, 3))', '', 'def surface(w, h):', '    return w * h', '', 'run()'].join('\n');

/** A disguised copy: the two functions swapped and renamed; two fragments, the first at the top of the left file. */
export function makePairDetail(changes: Partial<SimilarityPairDetail> = {}): SimilarityPairDetail {
  return {
    ...makePair({ id: 501, similarity: 0.91, longestMatch: 3, matchedLines: 8 }),
    files: [[{ name: 'area.py', text: LEFT }], [{ name: 'surface.py', text: RIGHT }]],
    fragments: [
      {
        left: { file: 'area.py', startLine: 1, startColumn: 0, endLine: 2, endColumn: 25 },
        right: { file: 'surface.py', startLine: 6, startColumn: 0, endLine: 7, endColumn: 16 },
        tokens: 14,
      },
      {
        left: { file: 'area.py', startLine: 4, startColumn: 0, endLine: 5, endColumn: 21 },
        right: { file: 'surface.py', startLine: 3, startColumn: 0, endLine: 4, endColumn: 24 },
        tokens: 13,
      },
    ],
    explanation: {
      sides: [
        { deadCode: [], rewrites: [], starterLines: 0 },
        {
          deadCode: [{ reason: 'unread-variable', range: { file: 'surface.py', startLine: 1, startColumn: 0, endLine: 1, endColumn: 10 } }],
          rewrites: [{ kind: 'constant', part: 'use', range: { file: 'surface.py', startLine: 4, startColumn: 18, endLine: 4, endColumn: 19 } }],
          starterLines: 0,
        },
      ],
      matchedShare: [1, 0.86],
      renameCount: 4,
      renames: [
        { left: 'area', right: 'surface', occurrences: 2 },
        { left: 'height', right: 'h', occurrences: 2 },
        { left: 'width', right: 'w', occurrences: 2 },
        { left: 'main', right: 'run', occurrences: 1 },
      ],
      changedLiterals: 0,
      reordered: true,
      movedBetweenFiles: false,
    },
    ...changes,
  };
}

/** A side from a course the reader may not read now, as the server sends it: no students, and (in a detail) no code. */
export function otherCourseSide(id: number): SimilaritySubmission {
  return { id, label: SIMILARITY_TEXTS.otherCourseSide, earlier: { course: 'CS 101', period: 'Fall 2025', assignment: 'Word count' }, readable: false };
}

/** makePairDetail with its right side from a course the reader may not read: no files, no right half of any fragment. */
export function makeMaskedPairDetail(): SimilarityPairDetail {
  const detail = makePairDetail();
  return {
    ...detail,
    sides: [detail.sides[0], otherCourseSide(102)],
    files: [detail.files[0], []],
    fragments: detail.fragments.map((fragment) => ({ ...fragment, right: null })),
    explanation: { ...detail.explanation, sides: [detail.explanation.sides[0], null], renames: [] },
  };
}
