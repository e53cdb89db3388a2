import { z } from 'zod';
import { MAX_ID, PageNumber, PageSize, QueryId } from './primitives';

// The audit trail's vocabulary (docs/AUDIT.md): every change a person makes through the API records one event of
// these types in the transaction of the change. The platform console's audit log reads them, and later readers
// (webhooks, LMS sync) take the same types. A type is `<object>.<what happened>`, in the past tense; adding one is
// a change of this list, never a free-form string.

export const AUDIT_EVENT_TYPES = [
  // Accounts and sessions
  'account.signed_in',
  'account.preferences_changed',
  'account.api_key_created',
  'account.password_changed',
  'account.password_reset_requested',
  'account.password_set',
  'account.upgrade_link_requested',
  'signup_request.created',
  'signup_request.approved',
  'signup_request.rejected',
  // Courses and their people
  'course.created',
  'course.updated',
  'course.settings_changed',
  'course.invite_code_regenerated',
  'course.deleted',
  'course.joined',
  'roster.changed',
  'roster.invitations_sent',
  'section.created',
  'section.updated',
  'section.deleted',
  'section.students_distributed',
  // Assignments and their setup
  'assignment.created',
  'assignment.updated',
  'assignment.deleted',
  'file_template.created',
  'file_template.updated',
  'file_template.deleted',
  'rubric_category.created',
  'rubric_category.updated',
  'rubric_category.deleted',
  'rubric_comment.created',
  'rubric_comment.updated',
  'rubric_comment.deleted',
  'rubric.imported',
  'anonymity.revealed',
  'anonymity.hidden',
  // Submissions and grading
  'submission.created',
  'submission.uploaded',
  'submission.updated',
  'submission.deleted',
  'submission.claimed',
  'file.created',
  'file.updated',
  'file.deleted',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'comment.rated',
  'partner.link_created',
  'partner.joined',
  'partner.removed',
  'regrade.requested',
  'regrade.withdrawn',
  // The autograder
  'autograder.environment_updated',
  'autograder.helper_file_added',
  'autograder.helper_file_removed',
  'autograder.zip_uploaded',
  'autograder.zip_updated',
  'autograder.zip_removed',
  'test_category.created',
  'test_category.updated',
  'test_category.deleted',
  'test_case.created',
  'test_case.updated',
  'test_case.deleted',
  'test_result.created',
  'test_result.updated',
  'test_result.deleted',
  'test_results.submitted',
  'test_run.requested',
  'test_run.cancelled',
  'leaderboard.name_set',
  // Similarity checks
  'similarity_check.started',
  'similarity_check.updated',
  'similarity_pair.reviewed',
  // The platform
  'job.retried',
  'job.cancelled',
  'platform_admin.granted',
  'platform_admin.revoked',
  'impersonation.started',
  'impersonation.ended',
  'impersonation.request',
  'impersonation.refreshed',
  'mail_outbox.read',
  'site.announcement_changed',
  // Learning-management systems (LTI 1.3)
  'lti.platform_registered',
  'lti.platform_updated',
  'lti.platform_removed',
  'lti.keys_rotated',
  'lti.launched',
  'lti.account_linked',
  'lti.context_linked',
  'lti.roster_synced',
  'lti.assignment_placed',
  'lti.grades_sent',
  'lti.registration_link_created',
  'lti.context_moved',
  'lti.context_unlinked',
  // Peer review
  'peer_review.settings_changed',
  'peer_review.opened',
  'peer_review.closed',
  'peer_review.allocation_changed',
  'peer_review.submitted',
  'peer_review.approved',
  'peer_review.comment_hidden',
  'peer_review.comment_shown',
  'peer_review.graded',
  'peer_review.rated',
] as const;

export const AuditEventType = z.enum(AUDIT_EVENT_TYPES);
export type AuditEventType = z.infer<typeof AuditEventType>;

/** What an event is about, when it is one object: its kind as the API names it and its id. */
export const AUDIT_OBJECT_TYPES = [
  'user',
  'course',
  'section',
  'assignment',
  'fileTemplate',
  'rubricCategory',
  'rubricComment',
  'submission',
  'file',
  'comment',
  'testCategory',
  'testCase',
  'submissionTest',
  'testRun',
  'testRunBatch',
  'similarityCheck',
  'similarityPair',
  'signupRequest',
  'job',
  'impersonation',
  'mail',
  'ltiPlatform',
  'ltiRegistrationLink',
] as const;
export const AuditObjectType = z.enum(AUDIT_OBJECT_TYPES);
export type AuditObjectType = z.infer<typeof AuditObjectType>;

/** Why a login-as is refused (the web app shows MESSAGES.loginAsFailure for any refusal, as codePost did). */
export const IMPERSONATION_MESSAGES = {
  targetIsPlatformAdmin: 'Platform admins cannot act as another platform admin.',
  notActivated: 'This account has not been activated yet, so there is no session to act in.',
  alreadyActing: 'Return to your own account before acting as someone else.',
  notActing: 'This session is not a login-as.',
} as const;

/** One time a platform admin acted as the signed-in user, as their settings page lists it. */
export const AccountAccess = z.object({
  id: z.number().int().positive(),
  adminEmail: z.string(),
  startedAt: z.string(),
  /** When "Return to my account" ended it; null while open or when it simply expired. */
  endedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type AccountAccess = z.infer<typeof AccountAccess>;

/** What the web app says about a login-as session. */
export const IMPERSONATION_TEXTS = {
  actingAs: (email: string) => `Acting as ${email}`,
  returnToMyAccount: 'Return to my account',
  starting: (email: string) => `Signing in as ${email}…`,
  backToDashboard: 'Back to the dashboard',
  accessTitle: 'Account access',
  accessIntro: 'Times a platform admin of this server acted as you to help you. Everything they did is in the audit log.',
  accessNone: 'No platform admin has acted as you.',
} as const;

const PersonRef = z.object({ id: z.number().int().positive(), email: z.string() });

/** One event as the audit log lists it, names resolved; `data` is the event's own detail. */
export const AuditEventRow = z.object({
  id: z.number().int().positive(),
  occurredAt: z.string(),
  type: z.string(),
  /** The account the change was made as; null for Marginalia itself or a visitor. */
  actor: PersonRef.nullable(),
  /** The platform admin who acted through login-as, when one did. */
  impersonator: PersonRef.nullable(),
  ip: z.string().nullable(),
  /** The course; its name is null when the course has since been deleted. */
  course: z.object({ id: z.number().int().positive(), name: z.string().nullable(), period: z.string().nullable() }).nullable(),
  targetUser: PersonRef.nullable(),
  object: z.object({ type: z.string(), id: z.number().int() }).nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditEventRow = z.infer<typeof AuditEventRow>;

/** A person named by id (a number within the ids' range) or by e-mail address (text). */
const PersonFilter = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .transform((value, context) => {
    if (!/^\d+$/.test(value)) return value;
    const id = Number(value);
    if (id >= 1 && id <= MAX_ID) return id;
    context.addIssue({ code: 'custom', message: AUDIT_MESSAGES.unknownPersonId });
    return z.NEVER;
  });

/**
 * `GET /audit/events/` (and `.csv`): newest first. `actor` matches what a person did, themselves or acting as
 * someone else; `target` the events about a person; `type` a list of types separated by commas; `from`/`to` ISO
 * times (from inclusive, to exclusive).
 */
export const AuditEventQuery = z.object({
  page: PageNumber.optional(),
  page_size: PageSize(500).optional(),
  actor: PersonFilter.optional(),
  target: PersonFilter.optional(),
  course: QueryId.optional(),
  type: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(AuditEventType, { error: 'A list of event types separated by commas.' }))
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditEventQuery = z.input<typeof AuditEventQuery>;

/** The most rows one CSV export holds; narrow the filters for more. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export const AUDIT_MESSAGES = {
  unknownPerson: 'No account has this e-mail address.',
  unknownPersonId: 'No account has this id.',
} as const;
