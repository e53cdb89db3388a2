import type { Database } from '@marginalia/db';
import { SYSTEM_ACTOR } from '../../core/actor';
import { recordEvent } from '../audit/record';
import { AGS_SCOPE, createLineItem, findLineItem, lineItemScopes, postScore } from './ags';
import {
  claimLineItem,
  hasShownGrades,
  lineItemRow,
  passbackAssignment,
  passbackContexts,
  recordLineItemRun,
  recordScore,
  releaseLineItemClaim,
  selectLineItemRow,
  setLineItemUrl,
  shownGrades,
  type PassbackAssignment,
  type PassbackContext,
  type StudentGrade,
} from './passback-queries';
import { LmsServiceError } from './service-token';

// Grade passback of one assignment (docs/LMS.md, "Grade passback"), run by the `lti.grade_passback` job: for each
// LMS course linked to the assignment's course, the assignment's line item (found or created once), then a score
// for every student whose shown grade the LMS does not hold yet, students who never launched included (roster syncs
// link their LMS ids). What the LMS refuses for one student is recorded on that student and the run goes on; an
// LMS that is down or rate-limiting stops the run, to be tried again by the job with the scores sent so far kept.

/** How long one run holds the right to find or create a line item (a crashed run's claim runs out after it). */
const CLAIM_SECONDS = 120;
/** How long a run waits for another run that is creating the same line item, and how often it looks. */
const WAIT_FOR_OTHER_MS = 20_000;
const WAIT_STEP_MS = 200;

export const PASSBACK_MESSAGES = {
  noPoints: 'The assignment is worth 0 points: an LMS gradebook column needs a maximum above 0.',
  notOffered: 'The LMS did not offer grade passback in this course (no line items service in its launches).',
  readOnly: 'The LMS lets Marginalia read but not create gradebook columns, and has none for this assignment: place the assignment in the LMS by deep linking, or create the column there.',
  otherRun: 'Another passback is creating this gradebook column; trying again shortly.',
  notShown: 'Students are not shown grades of this assignment (not published, hidden, or grades hidden): nothing was sent.',
} as const;

export interface ContextOutcome {
  contextId: number;
  lineItemUrl: string | null;
  sent: number;
  refused: number;
  /** Students with a grade whom this LMS does not know (never launched and not listed by a roster sync). */
  unknown: number;
  error: string | null;
}

export interface PassbackOutcome {
  assignmentId: number;
  contexts: ContextOutcome[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The line item's URL: known already, given by a resource link's launch, found in the LMS, or created once. */
export async function acquireLineItem(db: Database, context: PassbackContext, assignment: PassbackAssignment): Promise<{ id: number; url: string }> {
  let row = await lineItemRow(db, context.id, assignment.id);
  if (row.url) return { id: row.id, url: row.url };
  if (context.link?.lineItemUrl) {
    await setLineItemUrl(db, row.id, context.link.lineItemUrl, 'launch');
    return { id: row.id, url: context.link.lineItemUrl };
  }
  const scopes = lineItemScopes(context.agsScopes);
  if (!context.lineItemsUrl || scopes.length === 0) throw new LmsServiceError(PASSBACK_MESSAGES.notOffered, 403);
  const giveUpAt = Date.now() + WAIT_FOR_OTHER_MS;
  while (!(await claimLineItem(db, row.id, CLAIM_SECONDS))) {
    if (Date.now() > giveUpAt) throw new LmsServiceError(PASSBACK_MESSAGES.otherRun, 503);
    await sleep(WAIT_STEP_MS);
    row = (await selectLineItemRow(db, row.id)) ?? row;
    if (row.url) return { id: row.id, url: row.url };
  }
  try {
    const resourceId = String(assignment.id);
    const found = await findLineItem(db, context.platform, scopes, context.lineItemsUrl, resourceId);
    if (found) {
      await setLineItemUrl(db, row.id, found, 'found');
      return { id: row.id, url: found };
    }
    if (!scopes.includes(AGS_SCOPE.lineItem)) throw new LmsServiceError(PASSBACK_MESSAGES.readOnly, 403);
    const created = await createLineItem(db, context.platform, context.lineItemsUrl, {
      label: assignment.name,
      scoreMaximum: assignment.points,
      resourceId,
      ...(context.link ? { resourceLinkId: context.link.resourceLinkId } : {}),
    });
    await setLineItemUrl(db, row.id, created, 'created');
    return { id: row.id, url: created };
  } catch (error) {
    await releaseLineItemClaim(db, row.id);
    throw error;
  }
}

/** What the LMS should hold for a student: the shown grade (never below 0, which AGS does not allow) out of the points. */
function scoreOf(grade: StudentGrade, points: number): { scoreGiven: number; scoreMaximum: number } {
  return { scoreGiven: Math.max(0, grade.shownGrade), scoreMaximum: points };
}

/** Whether the student's score must be sent: never sent, changed since, or refused before and `retryRefused`. */
export function scoreDue(grade: StudentGrade, points: number, retryRefused: boolean): boolean {
  if (!grade.last) return true;
  const { scoreGiven, scoreMaximum } = scoreOf(grade, points);
  if (grade.last.scoreGiven !== scoreGiven || grade.last.scoreMaximum !== scoreMaximum) return true;
  return retryRefused && grade.last.state === 'refused';
}

/** A timestamp later than the last one sent for this student, even if the clock went back or two sends share a millisecond. */
export function nextTimestamp(last: Date | null, now = new Date()): Date {
  return last && last.getTime() >= now.getTime() ? new Date(last.getTime() + 1) : now;
}

async function passBackContext(db: Database, context: PassbackContext, assignment: PassbackAssignment, retryRefused: boolean): Promise<ContextOutcome> {
  const outcome: ContextOutcome = { contextId: context.id, lineItemUrl: null, sent: 0, refused: 0, unknown: 0, error: null };
  if (!(await hasShownGrades(db, assignment.id))) return outcome;
  let lineItem: { id: number; url: string };
  try {
    lineItem = await acquireLineItem(db, context, assignment);
  } catch (error) {
    if (error instanceof LmsServiceError && !error.transient) {
      const row = await lineItemRow(db, context.id, assignment.id);
      await recordLineItemRun(db, row.id, error.message);
      return { ...outcome, error: error.message };
    }
    throw error;
  }
  outcome.lineItemUrl = lineItem.url;
  try {
    for (const grade of await shownGrades(db, assignment.id, context.platform.issuer, lineItem.id)) {
      if (!grade.lmsUserId) {
        outcome.unknown += 1;
        continue;
      }
      if (!scoreDue(grade, assignment.points, retryRefused)) continue;
      const score = scoreOf(grade, assignment.points);
      const timestamp = nextTimestamp(grade.last?.timestamp ?? null);
      const values = { lineItemId: lineItem.id, userId: grade.userId, lmsUserId: grade.lmsUserId, ...score, timestamp };
      try {
        await postScore(db, context.platform, lineItem.url, { userId: grade.lmsUserId, ...score, timestamp: timestamp.toISOString() });
        await recordScore(db, { ...values, state: 'sent', error: null });
        outcome.sent += 1;
      } catch (error) {
        // 401 after a fresh token and 403 are about the whole registration, not this student.
        if (!(error instanceof LmsServiceError) || error.transient || error.status === 401 || error.status === 403) throw error;
        await recordScore(db, { ...values, state: 'refused', error: error.message });
        outcome.refused += 1;
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordLineItemRun(db, lineItem.id, message);
    if (error instanceof LmsServiceError && !error.transient) return { ...outcome, error: message };
    throw error;
  }
  await recordLineItemRun(db, lineItem.id, null);
  return outcome;
}

/**
 * Sends the assignment's shown grades to every linked LMS course that offers passback. `retryRefused` (a course
 * admin's "Send grades now") sends again the scores an LMS refused before. Throws only what a later try may fix.
 */
export async function runGradePassback(db: Database, assignmentId: number, options: { retryRefused?: boolean } = {}): Promise<PassbackOutcome | null> {
  const assignment = await passbackAssignment(db, assignmentId);
  if (!assignment) return null;
  const outcome: PassbackOutcome = { assignmentId, contexts: [] };
  if (!assignment.showsGrades) return outcome;
  for (const context of await passbackContexts(db, assignment.courseId, assignment.id)) {
    if (assignment.points <= 0) {
      await recordLineItemRun(db, (await lineItemRow(db, context.id, assignment.id)).id, PASSBACK_MESSAGES.noPoints);
      outcome.contexts.push({ contextId: context.id, lineItemUrl: null, sent: 0, refused: 0, unknown: 0, error: PASSBACK_MESSAGES.noPoints });
      continue;
    }
    outcome.contexts.push(await passBackContext(db, context, assignment, options.retryRefused ?? false));
  }
  const sent = outcome.contexts.reduce((sum, context) => sum + context.sent, 0);
  const refused = outcome.contexts.reduce((sum, context) => sum + context.refused, 0);
  if (sent + refused > 0) {
    await recordEvent(db, SYSTEM_ACTOR, { type: 'lti.grades_sent', courseId: assignment.courseId, object: { type: 'assignment', id: assignment.id }, data: { sent, refused } });
  }
  return outcome;
}
