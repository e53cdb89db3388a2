import { z } from 'zod';
import { Email, Id } from './primitives';

// The course roster of docs/API.md (`/courses/{id}/roster/`) and the admin console's roster tools.
// Users are referenced by e-mail; e-mails are compared lower-cased.

/** The four roles a person holds in a course. A super grader also holds the grader role. */
export const ROSTER_ROLES = ['students', 'graders', 'superGraders', 'courseAdmins'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];

export const ROSTER_ROLE_LABELS: Record<RosterRole, string> = {
  students: 'Students',
  graders: 'Graders',
  superGraders: 'Super Graders',
  courseAdmins: 'Admins',
};

const EmailList = z.array(Email).max(20_000);

/**
 * GET /courses/{id}/roster/ — each list sorted by e-mail, with the course it belongs to as codePost's roster
 * summary names it: its name, its period (the term) and its organization's id.
 */
export const Roster = z.object({
  id: Id,
  name: z.string(),
  period: z.string(),
  organization: Id,
  students: z.array(z.string()),
  graders: z.array(z.string()),
  superGraders: z.array(z.string()),
  courseAdmins: z.array(z.string()),
  inactive_students: z.array(z.string()),
  inactive_graders: z.array(z.string()),
  inactive_courseAdmins: z.array(z.string()),
  not_activated: z.array(z.string()),
});
export type Roster = z.infer<typeof Roster>;

/** A course's roster with nobody on it: where a roster is built up, and a starting point for test fakes. */
export function emptyRoster(course: Pick<Roster, 'id' | 'name' | 'period' | 'organization'>): Roster {
  return {
    id: course.id,
    name: course.name,
    period: course.period,
    organization: course.organization,
    students: [],
    graders: [],
    superGraders: [],
    courseAdmins: [],
    inactive_students: [],
    inactive_graders: [],
    inactive_courseAdmins: [],
    not_activated: [],
  };
}

/** PATCH /courses/{id}/roster/ — each list given is the full new list for that role; read-only lists are ignored. */
export const RosterUpdate = z.object({
  students: EmailList.optional(),
  graders: EmailList.optional(),
  superGraders: EmailList.optional(),
  courseAdmins: EmailList.optional(),
});
export type RosterUpdate = z.infer<typeof RosterUpdate>;

/** POST /courses/{id}/addToRoster/ and /removeFromRoster/ — incremental changes, per role. */
export const RosterChange = RosterUpdate;
export type RosterChange = RosterUpdate;

/**
 * Whether the people a roster change gives a new account receive an invitation (an activation link to the
 * course). Left out, the course's emailNewUsers setting decides.
 */
const Invite = z.boolean().optional();

/** POST /courses/{id}/addToRoster/ — as RosterChange, with the choice of inviting new accounts. */
export const RosterAddition = RosterUpdate.extend({ invite: Invite });
export type RosterAddition = z.infer<typeof RosterAddition>;

/**
 * POST /courses/{id}/sendInvitations/ — a new invitation to people on the roster whose account is not activated
 * yet (the roster's not_activated list): those named, or all of them. A new link replaces the one sent before,
 * which stops working.
 */
export const InvitationRequest = z
  .object({
    emails: EmailList.optional(),
    all: z.boolean().optional(),
  })
  .refine((request) => request.all === true || (request.emails?.length ?? 0) > 0, {
    message: 'Choose the people to invite.',
    path: ['emails'],
  });
export type InvitationRequest = z.infer<typeof InvitationRequest>;

export const InvitationResult = z.object({
  /** Who was sent an invitation, sorted. */
  invited: z.array(z.string()),
  /** E-mails named that are not (or no longer) waiting for activation in this course: nothing was sent to them. */
  skipped: z.array(z.string()),
});
export type InvitationResult = z.infer<typeof InvitationResult>;

/**
 * GET/PATCH /courses/{id}/rosterMap/ — e-mail to e-mail: an address a registrar or LMS export uses, mapped to
 * the address the person's account uses. Roster changes and imports apply it. PATCH merges the entries given;
 * an empty value removes an entry.
 */
export const RosterMap = z.record(z.string(), z.string());
export type RosterMap = z.infer<typeof RosterMap>;
export const RosterMapUpdate = z.record(z.string().max(254), z.union([Email, z.literal('')])).refine(
  (map) => Object.keys(map).length <= 20_000,
  { message: 'Too many entries.' },
);
export type RosterMapUpdate = z.infer<typeof RosterMapUpdate>;

/** The role column of a roster upload: the singular role name, case and spacing ignored, with common synonyms. */
const ROLE_SYNONYMS: Record<string, RosterRole> = {
  student: 'students',
  students: 'students',
  grader: 'graders',
  graders: 'graders',
  ta: 'graders',
  supergrader: 'superGraders',
  supergraders: 'superGraders',
  admin: 'courseAdmins',
  admins: 'courseAdmins',
  courseadmin: 'courseAdmins',
  courseadmins: 'courseAdmins',
  instructor: 'courseAdmins',
};

export function parseRosterRole(text: string): RosterRole | null {
  return ROLE_SYNONYMS[text.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

/**
 * POST /courses/{id}/importRoster/ — rows of an uploaded CSV or pasted list. Cells arrive as text so that each
 * row's problems are reported on that row. A section names the student's section (created when new) or, for a
 * grader, a section they lead. `replace` makes everyone of a role present in the file but missing from it
 * inactive, as PATCH roster does. `dryRun` previews without changing anything.
 */
export const RosterImportRow = z.object({
  email: z.string().max(1000),
  role: z.string().max(100),
  section: z.string().max(1000).optional(),
});
export type RosterImportRow = z.infer<typeof RosterImportRow>;

/**
 * What an import carries: `csv` (the default) is rows read in the browser from Marginalia's own CSV or a pasted
 * list; the others are a learning-management system's export sent as its text in `file` and read on the server
 * (docs/LMS-FILES.md). `lms` recognises which of the four it is from the header row.
 */
export const ROSTER_IMPORT_FORMATS = ['csv', 'lms', 'canvas', 'moodle', 'blackboard', 'brightspace'] as const;
export type RosterImportFormat = (typeof ROSTER_IMPORT_FORMATS)[number];
export const LMS_ROSTER_FORMATS = ['canvas', 'moodle', 'blackboard', 'brightspace'] as const;
export type LmsRosterFormat = (typeof LMS_ROSTER_FORMATS)[number];
export const LMS_NAMES: Record<LmsRosterFormat, string> = {
  canvas: 'Canvas',
  moodle: 'Moodle',
  blackboard: 'Blackboard',
  brightspace: 'Brightspace',
};
/**
 * GET /courses/{id}/exportGrades/?format=: the course's grades in Marginalia's own CSV (the default) or in the
 * CSV shape each LMS's gradebook import reads (docs/LMS-FILES.md).
 */
export const GRADEBOOK_EXPORT_FORMATS = ['csv', ...LMS_ROSTER_FORMATS] as const;
export type GradebookExportFormat = (typeof GRADEBOOK_EXPORT_FORMATS)[number];

/** An LMS export's text (about 5 MB of CSV is far more than any course's roster). */
export const MAX_LMS_FILE_CHARS = 6_000_000;

export const RosterImportRequest = z
  .object({
    format: z.enum(ROSTER_IMPORT_FORMATS).optional().default('csv'),
    rows: z.array(RosterImportRow).min(1, 'The roster has no rows.').max(20_000).optional(),
    file: z.string().max(MAX_LMS_FILE_CHARS, 'The file is larger than 5 MB; a roster export is much smaller.').optional(),
    replace: z.boolean().optional().default(false),
    dryRun: z.boolean().optional().default(false),
    invite: Invite,
  })
  .superRefine((request, context) => {
    const needed = request.format === 'csv' ? 'rows' : 'file';
    if (request[needed] === undefined) context.addIssue({ code: 'custom', path: [needed], message: 'This field is required.' });
  });
export type RosterImportRequest = z.input<typeof RosterImportRequest>;

/** What applying a row does (or would do, in a dry run). */
// 'moved': already a student of the course, whose row puts them in another section.
export const ROSTER_IMPORT_OUTCOMES = ['newUser', 'added', 'reenrolled', 'moved', 'unchanged', 'error'] as const;
export type RosterImportOutcome = (typeof ROSTER_IMPORT_OUTCOMES)[number];

export const RosterImportResult = z.object({
  rows: z.array(
    z.object({
      email: z.string(),
      role: z.enum(ROSTER_ROLES).nullable(),
      section: z.string().nullable(),
      outcome: z.enum(ROSTER_IMPORT_OUTCOMES),
      errors: z.array(z.string()),
      /** For an LMS export: the line of the file the row comes from and the person's name as the export gives it. */
      line: z.number().int().positive().optional(),
      name: z.string().optional(),
      /** For an LMS export: what reading it found wrong with the row (also in errors), e.g. no e-mail. */
      problems: z.array(z.string()).optional(),
    }),
  ),
  /** For an LMS export: which one it was read as. */
  format: z.enum(LMS_ROSTER_FORMATS).optional(),
  /**
   * Problems of the upload as a whole rather than of one row: with `replace`, removing the caller's own admin
   * role or the course's last admin. Counted in errorCount like row errors.
   */
  fileErrors: z.array(z.string()).default([]),
  /** People made inactive because `replace` was set and they are missing from the file. */
  removals: z.array(z.object({ email: z.string(), role: z.enum(ROSTER_ROLES) })),
  newSections: z.array(z.string()),
  errorCount: z.number().int().nonnegative(),
  applied: z.boolean(),
});
export type RosterImportResult = z.infer<typeof RosterImportResult>;

/** Groups an admin may download as CSV (at least one, docs/PRODUCT.md §5). */
export const ROSTER_DOWNLOAD_GROUPS = [
  'students',
  'graders',
  'superGraders',
  'courseAdmins',
  'inactive_students',
  'inactive_graders',
  'inactive_courseAdmins',
  'not_activated',
] as const satisfies readonly (keyof Roster)[];
export type RosterDownloadGroup = (typeof ROSTER_DOWNLOAD_GROUPS)[number];

export const ROSTER_MESSAGES = {
  cannotRemoveSelf: 'An admin cannot remove themself as an admin.',
  courseNeedsAdmin: 'A course must always keep at least one admin.',
  superGraderNotGrader: (email: string) => `${email} is a super grader but not a grader.`,
  uploadFixErrors: 'All errors must be fixed before proceeding.',
  downloadNeedsGroup: 'Choose at least one group to download.',
} as const;
