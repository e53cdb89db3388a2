import type { z } from 'zod';
import {
  Email,
  LIMITS,
  parseRosterRole,
  ROSTER_ROLES,
  type RosterImportRequest,
  type RosterImportResult,
  type RosterRole,
} from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors } from '../../http/errors';
import { adminErrors, diffRoster, planRoster, type RoleLists, type RosterChangeSpec } from './plan';
import {
  addSectionLeaders,
  createSections,
  findUserIds,
  listSectionIds,
  listStudentSections,
  placeStudentsInSections,
  type SectionPlacement,
} from './queries';
import { withRosterWrite } from './service';
import { applyRosterDiff, type RosterState } from './state';
import { invitationsFor, type NotifyContext } from '../notifications/service';
import { recordEvent } from '../audit/record';
import { rosterChangedEvent } from './events';
import { readLmsRoster, type LmsRoster } from './lms/read-export';

// POST /courses/{id}/importRoster/: a CSV or pasted list checked row by row, previewed (dryRun) and applied
// all or nothing. An LMS export (format other than csv) is first read into the same rows (lms/), then goes
// through the same checks and rules; its rows that cannot be placed carry their problem as a row error.
//
// With `replace`, the rows of a role are its full new list, as in PATCH roster, so the same admin rules
// apply — but those problems belong to no single row (the row that is missing is the problem). They are
// reported in `fileErrors`, counted in errorCount like row errors: a dry run shows them next to the row
// errors so the preview tells the whole story, and applying a file that has any answers 400 with the row
// errors under `rows` and these under `non_field_errors`, changing nothing.

type ImportRequest = z.output<typeof RosterImportRequest>;
type ResultRow = RosterImportResult['rows'][number];
/** A row to check: as sent, or read from an LMS export with what reading it found wrong. */
type InputRow = ImportRequest['rows'] extends (infer Row)[] | undefined ? Row & { problems?: string[] } : never;

const INVALID_EMAIL = 'Enter a valid email address.';
const SECTION_TOO_LONG = `A section name has at most ${LIMITS.sectionName} characters.`;
const unknownRole = (text: string) => `Unknown role "${text}". Use student, grader, super grader or admin.`;

interface ValidRow {
  email: string;
  role: RosterRole;
  section: string | null;
}

/** Each row on its own and against the rows above it; e-mails go through the roster map first. */
function checkRows(rows: readonly InputRow[], aliases: ReadonlyMap<string, string>) {
  const results: ResultRow[] = [];
  const valid: (ValidRow | null)[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const errors: string[] = [...(row.problems ?? [])];
    const parsed = Email.safeParse(row.email);
    const email = parsed.success ? (aliases.get(parsed.data) ?? parsed.data) : row.email.trim();
    // An export row without an e-mail already says so, in words that name the person.
    if (!parsed.success && !(errors.length > 0 && email === '')) errors.push(INVALID_EMAIL);
    const role = parseRosterRole(row.role);
    if (!role) errors.push(unknownRole(row.role.trim()));
    const section = row.section?.trim() || null;
    if (section && section.length > LIMITS.sectionName) errors.push(SECTION_TOO_LONG);
    if (parsed.success && role) {
      const key = `${role} ${email}`;
      const first = firstRowOf.get(key);
      if (first) errors.push(`Duplicate of row ${first}.`);
      else firstRowOf.set(key, index + 1);
    }
    results.push({ email, role, section, outcome: errors.length > 0 ? 'error' : 'unchanged', errors });
    valid.push(errors.length === 0 ? { email, role: role!, section } : null);
  });
  return { results, valid };
}

/**
 * The change the file asks for. A super grader is a grader too; so is an admin row with a section, since
 * the section is one they lead. With `replace`, only the roles present in the file are replaced.
 */
function changeOf(rows: readonly ValidRow[], replace: boolean): RosterChangeSpec {
  const lists: Record<RosterRole, string[]> = { students: [], graders: [], superGraders: [], courseAdmins: [] };
  const impliedGraders: string[] = [];
  for (const row of rows) {
    lists[row.role].push(row.email);
    if (row.role === 'superGraders' || (row.role === 'courseAdmins' && row.section)) impliedGraders.push(row.email);
  }
  const add: RoleLists = { ...lists, graders: [...lists.graders, ...impliedGraders] };
  if (!replace) return { add };
  const present = new Set(rows.map((row) => row.role));
  const replaced: RoleLists = Object.fromEntries(ROSTER_ROLES.filter((role) => present.has(role)).map((role) => [role, lists[role]]));
  return { replace: replaced, add };
}

function outcomeOf(
  row: ValidRow,
  state: RosterState,
  ids: ReadonlyMap<string, number>,
  sectionOf: ReadonlyMap<number, string>,
): ResultRow['outcome'] {
  const id = ids.get(row.email);
  if (id === undefined) return 'newUser';
  if (state.active[row.role].has(row.email)) {
    // An empty section cell leaves the student where they are; a different one moves them.
    return row.role === 'students' && row.section && sectionOf.get(id) !== row.section ? 'moved' : 'unchanged';
  }
  if (state.inactive[row.role].has(row.email)) return 'reenrolled';
  return 'added';
}

function rowErrorBody(results: readonly ResultRow[], fileErrors: readonly string[]): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  const rows = results.flatMap((row, index) => row.errors.map((error) => `Row ${index + 1}: ${error}`));
  if (rows.length > 0) body.rows = rows;
  if (fileErrors.length > 0) body.non_field_errors = [...fileErrors];
  return body;
}

/** Students join the section of their row (leaving any other); graders, super graders and admins lead it. */
async function applySections(db: Executor, courseId: number, rows: readonly ValidRow[], newSections: string[], ids: ReadonlyMap<string, number>) {
  await createSections(db, courseId, newSections);
  const sectionIds = await listSectionIds(db, courseId);
  const students = new Map<number, SectionPlacement>();
  const leaders = new Map<string, SectionPlacement>();
  for (const row of rows) {
    if (!row.section) continue;
    const placement = { userId: ids.get(row.email)!, sectionId: sectionIds.get(row.section)! };
    if (row.role === 'students') students.set(placement.userId, placement);
    else leaders.set(`${placement.sectionId} ${placement.userId}`, placement);
  }
  await placeStudentsInSections(db, courseId, [...students.values()]);
  await addSectionLeaders(db, [...leaders.values()]);
}

/** Each result row of an export names the line and person it was read from. */
function withExportDetails(results: ResultRow[], lms: LmsRoster) {
  results.forEach((row, index) => {
    const source = lms.rows[index]!;
    row.line = source.line;
    if (source.name) row.name = source.name;
    if (source.problems.length > 0) row.problems = source.problems;
  });
}

export function importRoster(db: Database, courseId: number, user: AuthUser, request: ImportRequest, notify?: NotifyContext): Promise<RosterImportResult> {
  return withRosterWrite(db, courseId, user, async ({ tx, access, aliases, state, adminEmail }) => {
    const lms = request.format === 'csv' ? null : readLmsRoster(request.format, request.file ?? '');
    const { results, valid } = checkRows(lms ? lms.rows : (request.rows ?? []), aliases);
    if (lms) withExportDetails(results, lms);
    const validRows = valid.filter((row): row is ValidRow => row !== null);

    const plan = planRoster(state.active, changeOf(validRows, request.replace));
    const fileErrors = [...Object.values(plan.errors).flat(), ...adminErrors(state.active, plan.next, adminEmail)];
    const diff = diffRoster(state.active, plan.next);

    const known = new Map(state.userIds);
    const strangers = validRows.map((row) => row.email).filter((email) => !known.has(email));
    for (const [email, id] of await findUserIds(tx, strangers)) known.set(email, id);
    const sectionOf = await listStudentSections(tx, courseId);
    valid.forEach((row, index) => {
      if (row) results[index]!.outcome = outcomeOf(row, state, known, sectionOf);
    });

    const existingSections = await listSectionIds(tx, courseId);
    const newSections = [...new Set(validRows.flatMap((row) => (row.section && !existingSections.has(row.section) ? [row.section] : [])))];
    const errorCount = results.reduce((count, row) => count + row.errors.length, 0) + fileErrors.length;
    const result: RosterImportResult = {
      ...(lms ? { format: lms.format } : {}),
      rows: results,
      fileErrors,
      removals: diff.deactivate,
      newSections,
      errorCount,
      applied: false,
    };
    if (request.dryRun) return result;
    if (errorCount > 0) throw fieldErrors(rowErrorBody(results, fileErrors));

    const invite = notify ? invitationsFor(tx, notify, access.course, user, request.invite) : undefined;
    const ids = await applyRosterDiff(tx, access.course, { ...state, userIds: known }, diff, invite);
    await applySections(tx, courseId, validRows, newSections, ids);
    // Only an applied import is a change: a preview (dryRun) returned above without recording anything.
    const extra = { rows: validRows.length, replace: request.replace, newSections: newSections.length, ...(lms ? { format: lms.format } : {}) };
    await recordEvent(tx, user, rosterChangedEvent(courseId, 'import', diff, ids, extra));
    return { ...result, applied: true };
  });
}
