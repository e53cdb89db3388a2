import { z } from 'zod';
import { LIMITS } from './constants';
import { Id, IsoDateTime } from './primitives';

// Instructor sign-up (docs/PRODUCT.md §4, §5, §7): the request, its status polling, the institution list and the
// platform admins' review of pending requests.

/** The "standard e-mail pattern" of docs/PRODUCT.md §5: something@domain.tld, no spaces. Both sides use it. */
const STANDARD_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isStandardEmail(email: string): boolean {
  return email.length <= LIMITS.email && STANDARD_EMAIL.test(email.trim());
}

/** docs/PRODUCT.md §5: an address without "edu" in it makes the page ask whether it is the right one. */
export function looksLikeSchoolEmail(email: string): boolean {
  return email.toLowerCase().includes('edu');
}

/**
 * `POST /registration/validateNewAdminUser/`. `organization` is either the id of an existing organization
 * (a number) or a name: an institution's label from `GET /registration/institutions/`, an existing
 * organization's name, or the name of a new organization.
 */
export const ValidateNewAdminUserRequest = z.object({
  // Not the strict Email schema: an unusable address is an answer ({success: false}), not a 400.
  email: z.string().max(LIMITS.email),
  organization: z.union([Id, z.string().trim().min(1, 'This field may not be blank.').max(200)]),
});
export type ValidateNewAdminUserRequest = z.infer<typeof ValidateNewAdminUserRequest>;

/**
 * `org` names the organization the account joins (or would join once approved). `pending`: a platform admin must
 * approve the request (the address is not the organization's); the requester is mailed that it was received.
 * `statusToken` lets the browser that sent the request follow it (`GET /registration/checkStatusNewAdminUser?token=`);
 * nobody else can.
 */
export const ValidateNewAdminUserResponse = z.object({
  success: z.boolean(),
  org: z.string().optional(),
  pending: z.boolean().optional(),
  statusToken: z.string().optional(),
});
export type ValidateNewAdminUserResponse = z.infer<typeof ValidateNewAdminUserResponse>;

/** The status of the request a sign-up reply's `statusToken` names; without the token, that of an unknown address. */
export const CheckStatusNewAdminUserQuery = z.object({
  email: z.string().max(LIMITS.email),
  token: z.string().max(200).optional(),
});

/**
 * pending: still waiting for a platform admin; status: approved (only meaningful when not pending). An unknown
 * address, a missing or wrong token: `{pending: false, status: false}`.
 */
export const CheckStatusNewAdminUserResponse = z.object({
  pending: z.boolean(),
  status: z.boolean(),
});
export type CheckStatusNewAdminUserResponse = z.infer<typeof CheckStatusNewAdminUserResponse>;

/** One entry of the institution picker. Several entries may share a code (a university system's campuses). */
export const Institution = z.object({
  label: z.string(),
  code: z.string(),
});
export type Institution = z.infer<typeof Institution>;

export const SIGNUP_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SignupRequestStatus = z.enum(SIGNUP_REQUEST_STATUSES);
export type SignupRequestStatus = z.infer<typeof SignupRequestStatus>;

export const SignupRequestListQuery = z.object({
  status: SignupRequestStatus.optional(),
});

/** A sign-up request as platform admins review it. */
export const SignupRequest = z.object({
  id: Id,
  email: z.string(),
  /** The existing organization asked for, if any. */
  organization: Id.nullable(),
  /** The organization's name: the existing one's, or the new name typed on the form. */
  organizationName: z.string(),
  status: SignupRequestStatus,
  createdAt: IsoDateTime,
  decidedAt: IsoDateTime.nullable(),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

/** Texts of the instructor sign-up page (docs/PRODUCT.md §4, §2). */
export const SIGNUP_TEXTS = {
  steps: ['Choose role', 'Create Account', 'Start using Marginalia'],
  progressMessages: ['Setting up your account...', 'Creating your API credentials...', 'Wrapping things up...'],
  confirmEmailTitle: 'Are you using the right email address?',
  useThisEmail: 'Use this email address',
  useDifferentEmail: 'Use a different email',
  badEmail:
    "We couldn't validate this email address. Use the address of your school, and make sure it matches the organization you chose.",
  success: 'Your account is ready. Check your e-mail for a link to set your password.',
  receivedTitle: 'We received your request',
  /** When a person must approve the request (the address is not the organization's): who decides, what comes next. */
  received: (org: string | null) =>
    `Your e-mail address does not match ${org ? `${org}'s` : "your organization's"} domain, so a platform admin of this Marginalia installation decides on your request. We sent you an e-mail saying so; once the request is approved you get another one with a link to set your password. You can close this page.`,
  almostThere: "We're almost there. A person approves new instructor accounts that we cannot match to a school's address, so this can take a little longer: we will e-mail you as soon as your account is ready.",
} as const;
