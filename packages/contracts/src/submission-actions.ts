import { z } from 'zod';
import { Email, Id } from './primitives';
import { SubmissionTest } from './submission-tests';

// The submission actions of docs/PRODUCT.md §7 (nested calls under /submissions/{id}/): test results, partner links and
// regrade requests. Nested POSTs answer 200 with the object (docs/PRODUCT.md §7).

/** GET /submissions/{id}/testResults/ */
export const TestResults = z.object({ submissionTests: z.array(SubmissionTest), logs: z.string() });
export type TestResults = z.infer<typeof TestResults>;

/** POST /submissions/{id}/generatePartnerLink/ — a new link; older links of the submission stop working. */
export const PartnerLink = z.object({ token: z.string() });
export type PartnerLink = z.infer<typeof PartnerLink>;

/** The page at /invite/{sid}/{token} builds its link from these. */
export function partnerInvitePath(submissionId: number, token: string): string {
  return `/invite/${submissionId}/${encodeURIComponent(token)}`;
}

const Token = z.string().trim().min(1, 'This field may not be blank.').max(200);

/** POST /submissions/{id}/validatePartnerLinkAndReturn/ — who is on the submission, before joining. */
export const PartnerLinkCheck = z.object({ token: Token });
export type PartnerLinkCheck = z.infer<typeof PartnerLinkCheck>;

/** The reply: the submission's students (docs/PRODUCT.md §3 "Partner invite: list of students"). */
export const PartnerInvite = z.object({ students: z.array(z.string()), assignment: z.string() });
export type PartnerInvite = z.infer<typeof PartnerInvite>;

/** POST /submissions/{id}/validatePartnerLink/ — the caller joins the submission. `sid`, when sent, must be the id. */
export const PartnerLinkJoin = z.object({ sid: Id.optional(), token: Token });
export type PartnerLinkJoin = z.infer<typeof PartnerLinkJoin>;

/** POST /submissions/{id}/removePartner/ — a student of the submission removes another (or leaves). */
export const PartnerRemoval = z.object({ email: Email });
export type PartnerRemoval = z.infer<typeof PartnerRemoval>;

export const REGRADE_TEXT_MAX = 5000;

/** POST /submissions/{id}/submitRegrade/ — a student opens (or rewrites) the regrade request. */
export const RegradeRequest = z.object({
  questionText: z
    .string()
    .trim()
    .min(1, 'Please say what should be regraded.')
    .max(REGRADE_TEXT_MAX, `Ensure this field has no more than ${REGRADE_TEXT_MAX} characters.`),
});
export type RegradeRequest = z.infer<typeof RegradeRequest>;

export const SUBMISSION_ACTION_MESSAGES = {
  invalidPartnerLink: 'The link provided is either expired or invalid.',
  alreadyOnSubmission: 'You are already on this submission.',
  hasOtherSubmission: 'You already have a submission for this assignment. Ask your instructor to merge them.',
  lastStudent: 'A submission needs at least one student.',
  notOnSubmission: (email: string) => `${email} is not on this submission.`,
  /** Partner links, joining and leaving on graded work: nobody gains or sheds a grade by changing partners. */
  partnersFinalized: 'This submission has been graded, so its partners can no longer change. Ask your instructor if a partner must be added or removed.',
  /** After the due date, unless the assignment accepts late uploads. */
  partnersPastDue: 'The due date has passed, so partners can no longer join or leave this submission.',
  /** Joining a submission that used late days takes that many of the joiner's credits. */
  partnerLateDays: 'You do not have enough late day credits left to join this submission.',
  regradeNotAllowed: 'Regrade requests are not open for this submission.',
  noOpenRegrade: 'There is no open regrade request.',
} as const;
