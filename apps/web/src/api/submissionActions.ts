import { PartnerInvite, PartnerLink, Submission, TestResults } from '@marginalia/contracts';
import type { CallOptions } from './expectStatus';
import { postNested, readNested, updateResource } from './resources';

// The submission actions of the submission view and the invite page (docs/PRODUCT.md §7): test results, partner links and
// regrade requests. Nested POSTs are actions, so they answer 200 with the object.

/** GET /submissions/{id}/testResults/ */
export function fetchTestResults(submissionId: number, options?: CallOptions): Promise<TestResults> {
  return readNested('submissions', submissionId, 'testResults', TestResults, options);
}

/** POST /submissions/{id}/generatePartnerLink/ — a new token; older links of the submission stop working. */
export async function generatePartnerLink(submissionId: number, options?: CallOptions): Promise<string> {
  const link = await postNested('submissions', submissionId, 'generatePartnerLink', {}, PartnerLink, options);
  return link.token;
}

/** POST /submissions/{id}/validatePartnerLinkAndReturn/ — who is on the submission, before joining. */
export function checkPartnerLink(submissionId: number, token: string, options?: CallOptions): Promise<PartnerInvite> {
  return postNested('submissions', submissionId, 'validatePartnerLinkAndReturn', { token }, PartnerInvite, options);
}

/** POST /submissions/{id}/validatePartnerLink/ — the caller joins the submission. */
export function joinPartnerLink(submissionId: number, token: string, options?: CallOptions): Promise<Submission> {
  return postNested('submissions', submissionId, 'validatePartnerLink', { sid: submissionId, token }, Submission, options);
}

/** POST /submissions/{id}/removePartner/ — removes a student (or the caller, who leaves). */
export function removePartner(submissionId: number, email: string, options?: CallOptions): Promise<Submission> {
  return postNested('submissions', submissionId, 'removePartner', { email }, Submission, options);
}

/** POST /submissions/{id}/submitRegrade/ — opens (or rewrites) the student's regrade request. */
export function submitRegrade(submissionId: number, questionText: string, options?: CallOptions): Promise<Submission> {
  return postNested('submissions', submissionId, 'submitRegrade', { questionText }, Submission, options);
}

/** POST /submissions/{id}/deleteRegrade/ — the student withdraws the open request. */
export function deleteRegrade(submissionId: number, options?: CallOptions): Promise<Submission> {
  return postNested('submissions', submissionId, 'deleteRegrade', {}, Submission, options);
}

/** PATCH /submissions/{id}/ — staff answer the request; `close` closes it, otherwise it stays open. */
export function answerRegrade(
  submissionId: number,
  questionResponse: string,
  close: boolean,
  options?: CallOptions,
): Promise<Submission> {
  return updateResource('submissions', submissionId, { questionResponse, questionIsOpen: !close }, Submission, options);
}
