import {
  Assignment,
  CourseSettingsRead,
  QueueLength,
  QueueNext,
  SectionCompact,
  Submission,
  SubmissionOverview,
} from '@marginalia/contracts';
import type { z } from 'zod';
import { apiConfig } from './config';
import { ApiError } from './errors';
import { send } from './http';
import { listAll, readNested, resourcePath, updateResource } from './resources';
import { checkShape } from './shape';

// The calls of the grader console: a course's assignments and settings, the grading queue, the submission
// overview and the PATCHes that hand a submission back (docs/API.md).

/** The course settings as a member reads them (admins also get the invite settings). */
export type MemberCourseSettings = z.output<typeof CourseSettingsRead>;

/** GET /courses/{id}/assignments/ — every assignment the caller may see, in sortKey order. */
export function fetchCourseAssignments(courseId: number): Promise<Assignment[]> {
  return listAll(resourcePath('courses', courseId, 'assignments'), Assignment);
}

/** GET /courses/{id}/courseSettings/ — members read the rules that decide what the console offers. */
export function fetchCourseSettings(courseId: number): Promise<MemberCourseSettings> {
  return readNested('courses', courseId, 'courseSettings', CourseSettingsRead);
}

/** GET /courses/{id}/sections/?compact=1 — names and leaders, to tell which sections the caller leads. */
export function fetchSectionLeaders(courseId: number): Promise<SectionCompact[]> {
  return listAll(resourcePath('courses', courseId, 'sections'), SectionCompact, { query: { compact: 1, page_size: 100 } });
}

/** GET /assignments/{id}/queueLength/ — submissions still waiting for a grader. */
export async function fetchQueueLength(assignmentId: number): Promise<number> {
  const answer = await readNested('assignments', assignmentId, 'queueLength', QueueLength);
  return answer.queueLength;
}

/**
 * GET /assignments/{id}/queueNext/ — the submission the next claim would take now (null: none waiting). Claims
 * nothing; quiet, since it only lets the code view read ahead (a queue turned off answers 400).
 */
export async function peekNextSubmission(assignmentId: number): Promise<number | null> {
  const answer = await readNested('assignments', assignmentId, 'queueNext', QueueNext, { quiet: true });
  return answer.submission;
}

/** GET /assignments/{id}/submissionOverview/ — names as the caller chose to see them (pseudonyms until revealed). */
export function fetchSubmissionOverview(assignmentId: number): Promise<SubmissionOverview> {
  return readNested('assignments', assignmentId, 'submissionOverview', SubmissionOverview);
}

/**
 * POST /assignments/{id}/claim/ — the submission now graded by the caller, or null when the queue is empty
 * (204). Refusals reject quietly with an ApiError: the console shows the server's message beside the button.
 */
export async function claimNextSubmission(assignmentId: number): Promise<Submission | null> {
  const path = resourcePath('assignments', assignmentId, 'claim');
  const response = await send('POST', path, { body: {} });
  if (response.status === 204) return null;
  if (response.status === 200) return checkShape(Submission, response.body, `POST ${path}`);
  if (response.status === 401) apiConfig().onUnauthorized();
  throw new ApiError(response.status, response.body, `POST ${path}`);
}

/** PATCH /submissions/{id}/ {grader: ""} — hands a claimed submission back to the queue. */
export function unclaimSubmission(submissionId: number): Promise<Submission> {
  return updateResource('submissions', submissionId, { grader: '' }, Submission, { quiet: true });
}

/** PATCH /submissions/{id}/ {isFinalized: false} — reopens a finalized submission for grading. */
export function unfinalizeSubmission(submissionId: number): Promise<Submission> {
  return updateResource('submissions', submissionId, { isFinalized: false }, Submission, { quiet: true });
}
