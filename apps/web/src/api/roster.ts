import {
  InvitationResult,
  Roster,
  RosterImportResult,
  type InvitationRequest,
  type RosterAddition,
  type RosterChange,
  type RosterImportRequest,
} from '@marginalia/contracts';
import type { CallOptions } from './expectStatus';
import { postNested, readNested } from './resources';

// The course roster calls of docs/API.md (`/courses/{id}/roster/` and its actions).

/** The react-query key of one course's roster; every roster change invalidates it. */
export function rosterQueryKey(courseId: number): readonly ['roster', number] {
  return ['roster', courseId] as const;
}

/** GET /courses/{id}/roster/ — every role's e-mail list, sorted. */
export function fetchRoster(courseId: number): Promise<Roster> {
  return readNested('courses', courseId, 'roster', Roster);
}

/** POST /courses/{id}/addToRoster/ — activates people in roles; unknown e-mails become new accounts (invited with `invite`). */
export function addToRoster(courseId: number, change: RosterAddition, options?: CallOptions): Promise<Roster> {
  return postNested('courses', courseId, 'addToRoster', change, Roster, options);
}

/** POST /courses/{id}/removeFromRoster/ — makes people inactive in roles (a removed grader also stops leading sections). */
export function removeFromRoster(courseId: number, change: RosterChange, options?: CallOptions): Promise<Roster> {
  return postNested('courses', courseId, 'removeFromRoster', change, Roster, options);
}

/** POST /courses/{id}/importRoster/ — judges (dryRun) or applies the rows of an uploaded roster. */
export function importRoster(courseId: number, request: RosterImportRequest, options?: CallOptions): Promise<RosterImportResult> {
  return postNested('courses', courseId, 'importRoster', request, RosterImportResult, options);
}

/** POST /courses/{id}/sendInvitations/ — a new invitation (and link) to the chosen people who are not activated. */
export function sendInvitations(courseId: number, request: InvitationRequest, options?: CallOptions): Promise<InvitationResult> {
  return postNested('courses', courseId, 'sendInvitations', request, InvitationResult, options);
}
