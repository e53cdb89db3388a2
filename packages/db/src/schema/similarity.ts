import { sql } from 'drizzle-orm';
import { bigint, check, customType, doublePrecision, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { submissions } from './submissions';
import { users } from './users';

// Similarity checks (docs/SIMILARITY.md, "Checks"): a check of an assignment's submissions (and, on request,
// earlier offerings' submissions), the documents it compared with their fingerprints, and the pairs it kept with
// their reviews. Deleting an assignment, course or submission deletes what it took part in.

/** bytea, read back as a Buffer from node-postgres and PGlite alike (as file_blobs.bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const similarityCheckState = pgEnum('similarity_check_state', ['queued', 'running', 'complete', 'failed']);
export const similarityLanguage = pgEnum('similarity_language', ['auto', 'python', 'java', 'c', 'cpp', 'javascript', 'typescript', 'text']);
export const similarityReviewStatus = pgEnum('similarity_review_status', ['unreviewed', 'reviewed', 'cleared', 'flagged']);

/** A starter file as a check used it (file templates and the base submission's files). */
export interface StoredStarterFile {
  path: string;
  text: string;
}

/** A file a document compared: its version (files.id) and exact bytes (file_blobs.sha256). */
export interface StoredComparedFile {
  fileId: number;
  /** The path shown in the pair view and in fragments ("src/util/io.py"). */
  path: string;
  sha256: string;
}

/** A matching fragment as the contracts' SimilarityFragment. */
export interface StoredFragment {
  left: { file: string; startLine: number; startColumn: number; endLine: number; endColumn: number };
  right: { file: string; startLine: number; startColumn: number; endLine: number; endColumn: number };
  tokens: number;
}

export const similarityChecks = pgTable(
  'similarity_checks',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    language: similarityLanguage('language').notNull().default('auto'),
    minimumMatchTokens: integer('minimum_match_tokens').notNull(),
    baseSubmissionId: integer('base_submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    state: similarityCheckState('state').notNull().default('queued'),
    step: text('step'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    detectedLanguage: similarityLanguage('detected_language'),
    submissionCount: integer('submission_count').notNull().default(0),
    pairCount: integer('pair_count').notNull().default(0),
    histogram: jsonb('histogram').$type<number[]>().notNull().default([]),
    error: text('error'),
    /** The starter code the stored fingerprints left out: a change means every document is fingerprinted again. */
    starter: jsonb('starter').$type<StoredStarterFile[]>(),
    /** The job of the current (or last) run, to tell a run whose job ended without a word. */
    jobId: bigint('job_id', { mode: 'number' }),
    /** When a run last stored results: pairs can be read from then on, also while an update runs. */
    resultsAt: timestamp('results_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
  },
  (t) => [index('similarity_checks_assignment_idx').on(t.assignmentId, t.createdAt)],
);

/** The assignments of earlier offerings a check compares against. */
export const similarityCheckEarlierAssignments = pgTable(
  'similarity_check_earlier_assignments',
  {
    checkId: integer('check_id')
      .notNull()
      .references(() => similarityChecks.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.checkId, t.assignmentId] }), index('similarity_check_earlier_assignment_idx').on(t.assignmentId)],
);

/** One submission as a check compared it: its fingerprints, and exactly which file versions they come from. */
export const similarityDocuments = pgTable(
  'similarity_documents',
  {
    id: serial('id').primaryKey(),
    checkId: integer('check_id')
      .notNull()
      .references(() => similarityChecks.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** The submission's assignment: the check's own, or an earlier offering's. */
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    /** Every current file version of the submission when it was read (sorted): another set means it changed. */
    fileIds: integer('file_ids').array().notNull(),
    /** The text files compared, in the document's order (binary files are left out). */
    files: jsonb('files').$type<StoredComparedFile[]>().notNull(),
    /** The engine's encodeFingerprints. */
    fingerprints: bytea('fingerprints').notNull(),
    /** The engine's ENGINE_VERSION when they were made: fingerprints of another version are made again. */
    engineVersion: varchar('engine_version', { length: 32 }).notNull(),
    tokenCount: integer('token_count').notNull(),
    lineCount: integer('line_count').notNull(),
    /**
     * How the document resembles the rest of the check (the engine's Resemblance, docs/SIMILARITY.md "Common
     * resemblance"): its typical score with the others, and its highest. An update discounts new pairs with them.
     */
    typicalSimilarity: doublePrecision('typical_similarity').notNull().default(0),
    nearestSimilarity: doublePrecision('nearest_similarity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('similarity_documents_check_submission_unique').on(t.checkId, t.submissionId),
    index('similarity_documents_submission_idx').on(t.submissionId),
    // The blob sweep asks whether any document still names a blob (files @> [{"sha256": ...}]).
    index('similarity_documents_files_idx').using('gin', sql`${t.files} jsonb_path_ops`),
  ],
);

/** A pair a check kept: submission_a < submission_b. */
export const similarityPairs = pgTable(
  'similarity_pairs',
  {
    id: serial('id').primaryKey(),
    checkId: integer('check_id')
      .notNull()
      .references(() => similarityChecks.id, { onDelete: 'cascade' }),
    // Both sides are submissions, checked once a statement rather than once a row: a check writes tens of thousands
    // of pairs at once, and two foreign keys checked row by row were a tenth of a 500-submission check. Triggers of
    // migration 0028 do what the foreign keys did: an insert naming a missing submission fails (23503) holding the
    // submissions it names as a key would; deleting a submission deletes its pairs; a pair's sides never change.
    submissionA: integer('submission_a').notNull(),
    submissionB: integer('submission_b').notNull(),
    similarity: doublePrecision('similarity').notNull(),
    /** The share of the pair's score kept by the common-resemblance discount (1: none; docs/SIMILARITY.md). */
    discount: doublePrecision('discount').notNull().default(1),
    longestMatch: integer('longest_match').notNull(),
    matchedLines: integer('matched_lines').notNull(),
    /** Null until the pair is aligned exactly (the closest pairs by the check, others when first opened). */
    fragments: jsonb('fragments').$type<StoredFragment[]>(),
    reviewStatus: similarityReviewStatus('review_status').notNull().default('unreviewed'),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    unique('similarity_pairs_check_pair_unique').on(t.checkId, t.submissionA, t.submissionB),
    index('similarity_pairs_check_similarity_idx').on(t.checkId, t.similarity.desc(), t.id),
    index('similarity_pairs_check_status_idx').on(t.checkId, t.reviewStatus, t.similarity.desc(), t.id),
    index('similarity_pairs_submission_a_idx').on(t.submissionA),
    index('similarity_pairs_submission_b_idx').on(t.submissionB),
    check('similarity_pairs_ordered', sql`${t.submissionA} < ${t.submissionB}`),
  ],
);
