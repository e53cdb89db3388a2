import { z } from 'zod';
import { Id, IsoDateTime, PageNumber, PageSize, paged } from './primitives';

// Similarity checks (docs/SIMILARITY.md): staff check an assignment's submissions (and, optionally, earlier
// offerings of the same assignment) for copied code. A check is a background job; its pairs are ranked by
// similarity and each pair opens side by side with the matching fragments.
//   POST  /assignments/{id}/similarityChecks/   course admins and super graders: start a check (202)
//   GET   /assignments/{id}/similarityChecks/   the assignment's checks, newest first
//   GET   /similarityChecks/{id}/               state, progress, counts and the histogram of scores
//   POST  /similarityChecks/{id}/update/        add the submissions that are new or changed since (202)
//   GET   /similarityChecks/{id}/pairs/         the pairs, most similar first (paged; filters below)
//   GET   /similarityChecks/{id}/flagged/       the flagged pairs as CSV
//   GET   /similarityPairs/{id}/                one pair: both sides' files and the matching fragments
//   PATCH /similarityPairs/{id}/                review: status and note

/** The languages the engine parses; `auto` picks one from the files' extensions, `text` is the lexical channel. */
export const SIMILARITY_LANGUAGES = ['auto', 'python', 'java', 'c', 'cpp', 'javascript', 'typescript', 'text'] as const;
export const SimilarityLanguage = z.enum(SIMILARITY_LANGUAGES);
export type SimilarityLanguage = z.infer<typeof SimilarityLanguage>;

export const SIMILARITY_LANGUAGE_LABELS: Record<SimilarityLanguage, string> = {
  auto: 'Detect from file names',
  python: 'Python',
  java: 'Java',
  c: 'C',
  cpp: 'C++',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  text: 'Other (compare as text)',
};

/** The shortest run of matching tokens that counts as a match, and its bounds. */
export const SIMILARITY_MIN_MATCH_TOKENS = { default: 12, min: 6, max: 100 } as const;

/** At most this many earlier offerings' assignments in one check. */
export const SIMILARITY_MAX_EARLIER_ASSIGNMENTS = 20;

/** The histogram of a check's scores has this many equal buckets over 0..1. */
export const SIMILARITY_HISTOGRAM_BUCKETS = 20;

/**
 * A check keeps every pair scoring at least this (the histogram's first bucket holds the rest); groups are formed
 * from the pairs kept.
 */
export const SIMILARITY_PAIR_FLOOR = 1 / SIMILARITY_HISTOGRAM_BUCKETS;

/** The threshold pairs and groups are shown above until staff move it. */
export const SIMILARITY_DEFAULT_THRESHOLD = 0.3;

/** POST /assignments/{id}/similarityChecks/ */
export const StartSimilarityCheck = z.object({
  language: SimilarityLanguage.default('auto'),
  /** Assignments of earlier offerings (other courses the caller administers) to compare against. */
  earlierAssignments: z.array(Id).max(SIMILARITY_MAX_EARLIER_ASSIGNMENTS).default([]),
  minimumMatchTokens: z
    .number()
    .int()
    .min(SIMILARITY_MIN_MATCH_TOKENS.min)
    .max(SIMILARITY_MIN_MATCH_TOKENS.max)
    .default(SIMILARITY_MIN_MATCH_TOKENS.default),
  /** A submission of this assignment holding the starter code (besides the file templates): it never counts. */
  baseSubmission: Id.nullable().default(null),
});
export type StartSimilarityCheck = z.input<typeof StartSimilarityCheck>;

export const SIMILARITY_CHECK_STATES = ['queued', 'running', 'complete', 'failed'] as const;
export const SimilarityCheckState = z.enum(SIMILARITY_CHECK_STATES);
export type SimilarityCheckState = z.infer<typeof SimilarityCheckState>;

export const SIMILARITY_CHECK_STATE_LABELS: Record<SimilarityCheckState, string> = {
  queued: 'Queued',
  running: 'Running',
  complete: 'Complete',
  failed: 'Failed',
};

/** An earlier offering's assignment in a check, labelled with its course and period. */
export const SimilarityEarlierAssignment = z.object({
  assignment: Id,
  name: z.string(),
  course: z.string(),
  period: z.string(),
});
export type SimilarityEarlierAssignment = z.infer<typeof SimilarityEarlierAssignment>;

export const SimilarityCheck = z.object({
  id: Id,
  assignment: Id,
  state: SimilarityCheckState,
  /** What the check is doing while it runs ("Reading submissions", "Comparing", "Aligning the closest pairs"). */
  step: z.string().nullable(),
  /** Work done of total for the current run of the check; both 0 before it starts. */
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  language: SimilarityLanguage,
  /** The language used when `language` is `auto` (null until the check has read the submissions). */
  detectedLanguage: SimilarityLanguage.nullable(),
  minimumMatchTokens: z.number().int(),
  baseSubmission: Id.nullable(),
  earlierAssignments: z.array(SimilarityEarlierAssignment),
  /** Submissions compared (this assignment's and the earlier offerings'). */
  submissionCount: z.number().int().nonnegative(),
  /** Pairs kept (pairs that share no fingerprint score 0 and are not kept). */
  pairCount: z.number().int().nonnegative(),
  /** Counts of pair scores in SIMILARITY_HISTOGRAM_BUCKETS equal buckets over 0..1 (pairs not kept count in the first). */
  histogram: z.array(z.number().int().nonnegative()),
  /** Submissions of this assignment that are new or changed since the check last ran (an update adds them). */
  outdatedSubmissions: z.number().int().nonnegative(),
  /** Why the check failed, in a sentence; null otherwise. */
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  created: IsoDateTime,
  started: IsoDateTime.nullable(),
  finished: IsoDateTime.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
});
export type SimilarityCheck = z.infer<typeof SimilarityCheck>;

export const SimilarityCheckList = z.array(SimilarityCheck);

/**
 * A submission in a check, named as the caller may see it (pseudonyms under anonymous grading). A side from a
 * course where the caller may not read submissions now is `readable: false`: its label is
 * SIMILARITY_TEXTS.otherCourseSide, and the pair view carries none of its files nor its side of the fragments.
 */
export const SimilaritySubmission = z.object({
  id: Id,
  /** The students' names or e-mails, or a pseudonym, joined for display; SIMILARITY_TEXTS.otherCourseSide when unreadable. */
  label: z.string(),
  /** Set for an earlier offering's submission: where it comes from. */
  earlier: z.object({ course: z.string(), period: z.string(), assignment: z.string() }).nullable(),
  /** Whether the caller may read submissions of this side's course now (its students and code). */
  readable: z.boolean(),
});
export type SimilaritySubmission = z.infer<typeof SimilaritySubmission>;

export const SIMILARITY_REVIEW_STATUSES = ['unreviewed', 'reviewed', 'cleared', 'flagged'] as const;
export const SimilarityReviewStatus = z.enum(SIMILARITY_REVIEW_STATUSES);
export type SimilarityReviewStatus = z.infer<typeof SimilarityReviewStatus>;

export const SIMILARITY_REVIEW_STATUS_LABELS: Record<SimilarityReviewStatus, string> = {
  unreviewed: 'Not reviewed',
  reviewed: 'Reviewed',
  cleared: 'Cleared',
  flagged: 'Flagged',
};

export const SimilarityReview = z.object({
  status: SimilarityReviewStatus,
  note: z.string(),
  /** Who last changed the review (e-mail), and when; null while unreviewed. */
  by: z.string().nullable(),
  at: IsoDateTime.nullable(),
});
export type SimilarityReview = z.infer<typeof SimilarityReview>;

export const SimilarityPair = z.object({
  id: Id,
  check: Id,
  /** Submission ids, [a, b]. */
  submissions: z.tuple([Id, Id]),
  /** The two sides, named as the caller may see them (same order as `submissions`). */
  sides: z.tuple([SimilaritySubmission, SimilaritySubmission]),
  /** 0..1: the share of the two programs' code (after normalization, starter code left out) that matches. */
  similarity: z.number().min(0).max(1),
  /** Lines of the longest single matching fragment (the longer side's count). */
  longestMatch: z.number().int().nonnegative(),
  /** Lines of code that match, summed over both sides. */
  matchedLines: z.number().int().nonnegative(),
  /**
   * The share of its score the pair kept (0..1]: below 1 when both submissions resemble much of the check, as code
   * written the usual way or generated for the task does (docs/SIMILARITY.md, "Common resemblance").
   */
  commonResemblance: z.number().gt(0).max(1),
  review: SimilarityReview,
});
export type SimilarityPair = z.infer<typeof SimilarityPair>;

/** The most submissions `?among=` may name (a group of a check of 1,000). */
export const SIMILARITY_AMONG_MAX = 1000;

/**
 * GET /similarityChecks/{id}/pairs/: `?page=&page_size=`, `?minSimilarity=0..1`, `?status=`, and `?among=` (submission
 * ids, comma-separated: only pairs both of whose sides are among them, as a group's pairs).
 */
export const SimilarityPairsQuery = z.object({
  page: PageNumber.optional(),
  page_size: PageSize(500).optional(),
  minSimilarity: z.coerce.number().min(0).max(1).optional(),
  status: SimilarityReviewStatus.optional(),
  among: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Enter submission ids separated by commas.')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= SIMILARITY_AMONG_MAX, `Name at most ${SIMILARITY_AMONG_MAX} submissions.`)
    .optional(),
});
export type SimilarityPairsQuery = z.infer<typeof SimilarityPairsQuery>;
/** The query as sent: `among` as its comma-separated text. */
export type SimilarityPairsQueryInput = Omit<SimilarityPairsQuery, 'among'> & { among?: string };

export const SimilarityPairPage = paged(SimilarityPair);
export type SimilarityPairPage = z.infer<typeof SimilarityPairPage>;

/** GET /similarityChecks/{id}/groups/: `?minSimilarity=0..1` (the threshold a group's pairs average at least). */
export const SimilarityGroupsQuery = z.object({
  minSimilarity: z.coerce.number().min(0).max(1).optional(),
});
export type SimilarityGroupsQuery = z.infer<typeof SimilarityGroupsQuery>;

/** A member of a group and its most similar pair inside the group (the way into the evidence). */
export const SimilarityGroupMember = z.object({
  submission: SimilaritySubmission,
  closest: z.object({ pair: Id, with: Id, similarity: z.number().min(0).max(1) }),
});
export type SimilarityGroupMember = z.infer<typeof SimilarityGroupMember>;

/**
 * Submissions that resemble one another as a whole (docs/SIMILARITY.md, "Groups"): the copies of one program can
 * share little with each other and still form a group around what they all resemble.
 */
export const SimilarityGroup = z.object({
  /** 0..1: the mean score of every pair of its members (pairs below the floor count 0). */
  similarity: z.number().min(0).max(1),
  /** Most similar first. */
  members: z.array(SimilarityGroupMember).min(2),
});
export type SimilarityGroup = z.infer<typeof SimilarityGroup>;

export const SimilarityGroupList = z.object({
  minSimilarity: z.number().min(0).max(1),
  /** Largest first, then the most similar. */
  groups: z.array(SimilarityGroup),
});
export type SimilarityGroupList = z.infer<typeof SimilarityGroupList>;

/** A range in one file: lines from 1, columns from 0 (UTF-16 code units), end exclusive at endLine:endColumn. */
export const SimilarityRange = z.object({
  file: z.string(),
  startLine: z.number().int().positive(),
  startColumn: z.number().int().nonnegative(),
  endLine: z.number().int().positive(),
  endColumn: z.number().int().nonnegative(),
});
export type SimilarityRange = z.infer<typeof SimilarityRange>;

/**
 * One matching fragment: where it is on each side; fragments are numbered so both views colour them alike. The
 * range of a side the caller may not read is null.
 */
export const SimilarityFragment = z.object({
  left: SimilarityRange.nullable(),
  right: SimilarityRange.nullable(),
  /** Tokens the fragment spans (after normalization). */
  tokens: z.number().int().positive(),
});
export type SimilarityFragment = z.infer<typeof SimilarityFragment>;

export const SimilaritySideFiles = z.array(z.object({ name: z.string(), text: z.string() }));

/**
 * Why code weighs nothing: a variable written and never read, a value computed and dropped, code that never runs
 * (a condition that never holds), code after a `return`/`break`/`throw`, a function nothing calls, a declaration
 * or loop that does nothing.
 */
export const SimilarityDeadCodeReason = z.enum(['unread-variable', 'discarded-value', 'never-runs', 'unreachable', 'uncalled-function', 'no-effect']);
export type SimilarityDeadCodeReason = z.infer<typeof SimilarityDeadCodeReason>;

/** Rewrites applied before comparing: a named constant read as its value, a wrapper as what it wraps, an
 * extracted local as its value, a single-use helper method inlined. */
export const SimilarityRewriteKind = z.enum(['constant', 'wrapper', 'local', 'helper']);
export type SimilarityRewriteKind = z.infer<typeof SimilarityRewriteKind>;

/** What the comparison set aside or rewrote on one side (ranges as in fragments). */
export const SimilaritySideExplanation = z.object({
  /** Statements and declarations ignored as dead, one range each. */
  deadCode: z.array(z.object({ reason: SimilarityDeadCodeReason, range: SimilarityRange })),
  /** `use`: read as something else where written; `declaration`: weighs nothing, its uses read its value. */
  rewrites: z.array(z.object({ kind: SimilarityRewriteKind, part: z.enum(['use', 'declaration']), range: SimilarityRange })),
  /** Lines that match the starter code (never counted). */
  starterLines: z.number().int().nonnegative(),
});
export type SimilaritySideExplanation = z.infer<typeof SimilaritySideExplanation>;

/** Why a pair is similar, as facts the page puts into words (docs/SIMILARITY.md, "Explaining a score"). */
export const SimilarityExplanation = z.object({
  /** Per side (same order as `submissions`); null for a side the caller may not read. */
  sides: z.tuple([SimilaritySideExplanation.nullable(), SimilaritySideExplanation.nullable()]),
  /** 0..1 per side: the share of its compared code (starter code left out) inside matching fragments. */
  matchedShare: z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]),
  /** Names changed consistently inside the matching code. */
  renameCount: z.number().int().nonnegative(),
  /** The most frequent of them (up to 10); none when the caller may not read both sides. */
  renames: z.array(z.object({ left: z.string(), right: z.string(), occurrences: z.number().int().positive() })),
  /** Distinct string and number literals written differently inside the matching code. */
  changedLiterals: z.number().int().nonnegative(),
  /** The matching code comes in another order on the two sides (methods or functions moved). */
  reordered: z.boolean(),
  /** Matching code of one file sits in several files on the other side. */
  movedBetweenFiles: z.boolean(),
});
export type SimilarityExplanation = z.infer<typeof SimilarityExplanation>;

/** GET /similarityPairs/{id}/ */
export const SimilarityPairDetail = SimilarityPair.extend({
  /** The files of each side, as compared (same order as `submissions`); none for a side the caller may not read. */
  files: z.tuple([SimilaritySideFiles, SimilaritySideFiles]),
  fragments: z.array(SimilarityFragment),
  explanation: SimilarityExplanation,
});
export type SimilarityPairDetail = z.infer<typeof SimilarityPairDetail>;

/** PATCH /similarityPairs/{id}/ */
export const SimilarityReviewUpdate = z.object({
  status: SimilarityReviewStatus,
  note: z.string().max(2000).optional(),
});
export type SimilarityReviewUpdate = z.infer<typeof SimilarityReviewUpdate>;

/** How a side the caller may not read is shown (docs/SIMILARITY.md, "Reading across courses"). */
export const SIMILARITY_TEXTS = {
  otherCourseSide: 'A submission from another course',
  otherCourseSideDetail: 'You cannot read submissions of that course now, so its students and code are not shown.',
} as const;

export const SIMILARITY_MESSAGES = {
  notThisCourse: 'Earlier offerings must be assignments of other courses you administer.',
  baseNotInAssignment: 'The base submission must be a submission of this assignment.',
  alreadyRunning: 'A similarity check of this assignment is already running.',
  notComplete: 'The check has not finished yet.',
} as const;
