import type { Comment, File, RubricCategory, RubricComment } from '@marginalia/contracts';

// The shapes the parts of the submission view pass each other. The server's records (contracts) are the source;
// these add what only the view knows: unsaved comments, the current selection, files grouped with their versions.

/** A comment as the view holds it. Unsaved comments have negative ids (docs/PRODUCT.md §3) and `isSaved: false`. */
export interface ReviewComment extends Comment {
  isSaved: boolean;
}

/**
 * A range of a file, 0-based, as comments store it (docs/API.md): chars are columns of their line. In a notebook
 * the line is the cell index and the chars are offsets in that cell's source; in a PDF the line is the page index;
 * an image is commented as a whole (0, 0, 0, 0).
 */
export interface CodeRange {
  startLine: number;
  startChar: number;
  endLine: number;
  endChar: number;
}

/** What a comment editor hands back on save. pointDelta is stored-sign (positive = deduction), null when none. */
export interface CommentDraft {
  text: string;
  pointDelta: number | null;
  rubricComment: number | null;
  tags: string[];
}

/** One file of the files menu: the current version and its older versions (newest first), docs/PRODUCT.md §4. */
export interface FileEntry {
  /** path + name, the identity of a file across versions. */
  key: string;
  current: File;
  older: File[];
}

/** A rubric comment with its category, as the rubric panel and comment cards show it. */
export interface RubricChoice {
  rubricComment: RubricComment;
  category: RubricCategory;
}

/** One rubric category's part of the grade, in stored signs (positive = points lost). */
export interface CategoryPart {
  category: RubricCategory;
  /** What the category's comments add up to before the cap. */
  sum: number;
  /** What counts after the cap (pointLimit). */
  counted: number;
}

/** The grade broken down as the info panel shows it (docs/API.md grade rule). */
export interface GradeBreakdown {
  points: number;
  additiveGrading: boolean;
  categories: CategoryPart[];
  /** Free comments' points, stored sign (positive = deduction). */
  freeComments: number;
  /** Test points earned (pointsPass / pointsFail of the newest result per test case). */
  tests: number;
  /** Once the peer review closed with a weight: its share and the submission's peer median (docs/PEER-REVIEW.md). */
  peer?: { weight: number; median: number; staffTotal: number } | null;
  total: number;
}
