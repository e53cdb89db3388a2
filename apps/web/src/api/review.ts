import { z } from 'zod';
import { Comment, GradeChange, Submission, SubmissionReview, type CommentCreate, type CommentUpdate } from '@marginalia/contracts';
import { takeEarlyRead } from './earlyReads';
import { expectStatus, sendExpecting } from './expectStatus';
import { createResource, deleteResource, readNested, resourcePath, updateResource } from './resources';
import { checkShape } from './shape';

// The calls of the submission view: the whole review in one read, comments, and the grading PATCHes.

export const reviewQueryKey = (submissionId: number | 'demo') => ['review', submissionId] as const;

/** GET /submissions/{id}/review/ — quiet: the view shows its own failure screen (docs/PRODUCT.md §8). */
export async function fetchReview(submissionId: number): Promise<SubmissionReview> {
  const path = resourcePath('submissions', submissionId, 'review');
  // Asked at page load when the page opened on this submission (earlyReads.ts).
  const early = await takeEarlyRead(path);
  if (early) return checkShape(SubmissionReview, expectStatus(`GET ${path}`, early, 200, { quiet: true }).body, `GET ${path}`);
  return readNested('submissions', submissionId, 'review', SubmissionReview, { quiet: true });
}

/** GET /demo/review/ — the demo submission, without login. */
export async function fetchDemoReview(): Promise<SubmissionReview> {
  const response = await sendExpecting('GET', resourcePath('demo', undefined, 'review'), 200, { quiet: true });
  return checkShape(SubmissionReview, response.body, 'GET /demo/review/');
}

export function createComment(body: CommentCreate): Promise<Comment> {
  return createResource('comments', body, Comment);
}

export function updateComment(id: number, body: CommentUpdate): Promise<Comment> {
  return updateResource('comments', id, body, Comment);
}

export function deleteComment(id: number): Promise<void> {
  return deleteResource('comments', id);
}

/** PATCH /comments/{id}/feedback/ — a student's thumbs up (1), down (-1) or neither (0). */
export async function rateComment(id: number, feedback: -1 | 0 | 1): Promise<Comment> {
  const response = await sendExpecting('PATCH', resourcePath('comments', id, 'feedback'), 200, { body: { feedback } });
  return checkShape(Comment, response.body, 'PATCH /comments/{id}/feedback/');
}

/** The grading PATCHes of the top bar: claim (grader = me), Done, unfinalize. */
export function patchSubmission(id: number, body: { grader?: string; isFinalized?: boolean }): Promise<Submission> {
  return updateResource('submissions', id, body, Submission);
}

/** GET /submissions/{id}/gradeHistory/ — staff: every change of a grade students had been shown, oldest first. */
export function fetchGradeHistory(submissionId: number): Promise<GradeChange[]> {
  return readNested('submissions', submissionId, 'gradeHistory', z.array(GradeChange), { quiet: true });
}
