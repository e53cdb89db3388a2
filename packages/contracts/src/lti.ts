import { z } from 'zod';
import { ROSTER_ROLES } from './roster';
import { AssignmentName, Points } from './assignments';
import { Id } from './primitives';

// LTI 1.3 platforms (learning-management systems) registered by platform admins (docs/LMS.md), and what a launch
// from one of them may say to the person launching when it is refused.

/** Hosts a platform's URLs may use over plain http: a local LMS under test. Everything else must be https. */
export const LTI_LOCAL_HOSTS = ['localhost', '127.0.0.1'] as const;

export const LTI_MESSAGES = {
  httpsRequired: 'Must be an https:// URL (http:// only for localhost or 127.0.0.1).',
  duplicate: 'This issuer and client ID are already registered.',
  noDeployment: 'Give at least one deployment ID.',
  unknownOrganization: 'No organization has this id.',
} as const;

/** What a platform's service tokens are requested with as the client assertion's `aud` when not the token URL. */
export const LtiTokenAudience = z.string().trim().min(1).max(2000);

/** The scheme and host of an absolute http(s) URL without credentials, or null. */
function schemeAndHost(value: string): { scheme: string; host: string } | null {
  const match = /^(https?):\/\/([^/?#]*)(?:[/?#]|$)/i.exec(value);
  if (!match || match[2]!.includes('@')) return null;
  const host = match[2]!.replace(/:\d+$/, '').toLowerCase();
  return host === '' || /\s/.test(value) ? null : { scheme: match[1]!.toLowerCase(), host };
}

/** An https URL, or http on a local host (a test LMS). */
export const LtiUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    const parts = schemeAndHost(value);
    if (!parts) return false;
    return parts.scheme === 'https' || (LTI_LOCAL_HOSTS as readonly string[]).includes(parts.host);
  }, LTI_MESSAGES.httpsRequired);

const Text = z.string().trim().min(1).max(255);

export const LtiPlatformCreate = z.object({
  name: Text,
  /** The platform's `iss`: an https URL as LTI 1.3 requires (http only on a local host). */
  issuer: LtiUrl,
  clientId: Text,
  deploymentIds: z.array(Text).min(1, LTI_MESSAGES.noDeployment).max(100),
  authLoginUrl: LtiUrl,
  accessTokenUrl: LtiUrl,
  keysetUrl: LtiUrl,
  /**
   * The audience our client assertions name instead of the token URL, for a platform that wants its authorization
   * server's name there (Brightspace); null or absent: the token URL.
   */
  tokenAudience: LtiTokenAudience.nullable().optional(),
  /** Where courses created by instructors' first launches go; null: such launches are refused. */
  organization: z.number().int().positive().nullable().optional(),
});
export type LtiPlatformCreate = z.infer<typeof LtiPlatformCreate>;

export const LtiPlatformUpdate = LtiPlatformCreate.partial().refine((value) => Object.keys(value).length > 0, 'Give at least one field to change.');
export type LtiPlatformUpdate = z.infer<typeof LtiPlatformUpdate>;

export const LtiPlatform = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authLoginUrl: z.string(),
  accessTokenUrl: z.string(),
  keysetUrl: z.string(),
  tokenAudience: z.string().nullable(),
  organization: z.number().int().positive().nullable(),
  created: z.string(),
  lastLaunch: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type LtiPlatform = z.infer<typeof LtiPlatform>;

/** The words of the platform console's LMS page (`/dashboard/lms`, docs/LMS.md). */
export const LTI_PAGE_TEXTS = {
  title: 'LMS (LTI)',
  needsHeading: 'What your LMS needs',
  needsIntro: 'Give these addresses to the LMS when you add Marginalia as an LTI 1.3 tool there.',
  loginUrl: 'Login initiation URL (OIDC)',
  launchUrl: 'Redirect URI / target link URI',
  keysetUrl: 'Public keyset URL (JWKS)',
  canvasConfigUrl: 'Canvas configuration URL',
  setupSteps: 'Setup steps for Canvas and Moodle: docs/LMS.md in the Marginalia repository.',
  registrationsHeading: 'Registrations',
  empty: 'No LMS is registered yet.',
  register: 'Register an LMS',
  registerTitle: 'Register an LMS',
  registerButton: 'Register',
  editTitle: (name: string) => `Edit ${name}`,
  save: 'Save',
  registered: (name: string) => `${name} is registered.`,
  saved: (name: string) => `${name} is saved.`,
  noOrganization: 'None (first launches by instructors are refused)',
  deploymentIdsHelp: 'Type each deployment ID and press Enter.',
  never: 'Never',
  confirmRemove: (name: string) => `Remove ${name}? Launches from it stop; people keep their accounts and courses keep their rosters.`,
  removed: (name: string) => `${name} is removed.`,
  rotate: 'Rotate our keys',
  confirmRotate: 'Make a new signing key? The current one stays published for a day.',
  rotated: (kid: string) => `New signing key: ${kid}.`,
  required: 'Fill this in.',
  tokenAudience: 'Token audience (optional)',
  tokenAudienceHelp: "Only when the LMS wants another audience than its token URL in our token requests (Brightspace: its authorization server, e.g. https://api.brightspace.com/auth/token).",
  registrationLink: 'Registration link',
  registrationLinkTitle: 'Registration link for an LMS',
  registrationLinkIntro:
    'An LMS that supports LTI Dynamic Registration (Moodle, Brightspace, Blackboard, Sakai…) registers Marginalia itself from this link. It works once, for 24 hours.',
  registrationLinkOrganization: 'Organization for new courses',
  registrationLinkCreate: 'Make a link',
  registrationLinkLabel: 'Paste this link into the LMS',
  registrationLinkExpires: (when: string) => `Valid once, until ${when}.`,
  copy: 'Copy',
  copied: 'Copied.',
  close: 'Close',
} as const;

/** POST /lti/registrationLinks/: the organization the registration's new courses go to (none: such launches are refused). */
export const LtiRegistrationLinkCreate = z.object({ organization: z.number().int().positive().nullable().optional() }).strict();
export type LtiRegistrationLinkCreate = z.infer<typeof LtiRegistrationLinkCreate>;

/** A single-use Dynamic Registration link: the address to paste into the LMS and until when it works. */
export const LtiRegistrationLink = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  expires: z.string(),
  organization: z.number().int().positive().nullable(),
});
export type LtiRegistrationLink = z.infer<typeof LtiRegistrationLink>;

/** What the registration page (GET /lti/register) says to the LMS's administrator. */
export const LTI_REGISTRATION_MESSAGES = {
  badCode: 'This registration link is unknown, was already used or has expired. Ask a Marginalia platform admin for a new one.',
  noConfiguration: 'The LMS did not say where its configuration is (openid_configuration is missing).',
  badConfigurationUrl: "The LMS's configuration address must be https:// (http:// only for localhost or 127.0.0.1).",
  unreachable: (detail: string) => `The LMS could not be reached: ${detail}`,
  badConfiguration: (detail: string) => `The LMS's configuration cannot be used: ${detail}`,
  issuerMismatch: "The LMS's configuration names an issuer its configuration address does not start with.",
  refused: (detail: string) => `The LMS refused Marginalia's registration: ${detail}`,
  duplicate: 'This LMS already has a registration with this issuer and client ID in Marginalia.',
  done: 'Marginalia is registered with your LMS.',
  doneDetail: 'You can close this window. Instructors can now add Marginalia to their courses.',
  named: (name: string) => `In Marginalia it is named "${name}"; a platform admin can rename it.`,
  noDeployment: 'The LMS gave no deployment ID: a Marginalia platform admin adds it to the registration before the first launch.',
} as const;

/** The course's LMS link as its settings show it (GET /courses/{id}/lti/link/). */
export const CourseLtiLink = z.object({
  links: z.array(
    z.object({
      platformName: z.string(),
      contextTitle: z.string(),
      contextLabel: z.string(),
    }),
  ),
});
export type CourseLtiLink = z.infer<typeof CourseLtiLink>;

/** PUT /courses/{id}/lti/link/: move the link to another course the caller administers. */
export const CourseLtiLinkMove = z.object({ courseId: Id }).strict();
export type CourseLtiLinkMove = z.infer<typeof CourseLtiLinkMove>;

export const LTI_LINK_MESSAGES = {
  notLinked: 'This course is not linked to an LMS course.',
  sameCourse: 'Choose another course than this one.',
  targetLinked: 'That course is already linked to another course of the same LMS. Unlink it there first.',
} as const;

/** The words of the course settings' "LMS link" section. */
export const LTI_LINK_TEXTS = {
  title: 'LMS link',
  none: 'This course is not linked to an LMS course. Opening Marginalia from an LMS course links it.',
  linkedTo: 'Linked to',
  moveLabel: 'Move the link to',
  movePlaceholder: 'Choose a course you administer',
  move: 'Move link',
  moveHelp: 'Later launches and roster syncs from the LMS course go to the chosen course. People and assignments stay here.',
  confirmMove: (target: string) => `Move the LMS link to ${target}?`,
  moved: (target: string) => `The LMS link now goes to ${target}.`,
  unlink: 'Unlink',
  confirmUnlink: 'Unlink this course from its LMS course? The next instructor launch from the LMS makes a new course; links placed in the LMS course are forgotten.',
  unlinked: 'The course is unlinked from its LMS course.',
} as const;

/** Messages of the course's roster sync with its LMS (docs/LMS.md, "Roster sync"). */
export const LTI_SYNC_MESSAGES = {
  notLinked: 'This course is not linked to an LMS course that offers its member list (open Marginalia from the LMS first).',
} as const;

export const LTI_SYNC_TRIGGERS = ['launch', 'schedule', 'manual'] as const;

/** One roster sync of a course, as its log shows it. */
export const LtiRosterSync = z.object({
  id: z.number().int().positive(),
  trigger: z.enum(LTI_SYNC_TRIGGERS),
  state: z.enum(['queued', 'succeeded', 'failed']),
  created: z.string(),
  finished: z.string().nullable(),
  /** People activated in a role, and people made inactive in one (one per person and role). */
  added: z.number().int().nonnegative(),
  madeInactive: z.number().int().nonnegative(),
  /** Course admins the LMS no longer lists, kept because a course keeps at least one admin. */
  keptAdmins: z.array(z.string()),
  error: z.string().nullable(),
});
export type LtiRosterSync = z.infer<typeof LtiRosterSync>;

/** The course's LMS link and its sync log, newest first. */
export const LtiRosterSyncLog = z.object({
  link: z
    .object({
      platformName: z.string(),
      contextTitle: z.string(),
      /** When the latest sync that worked ended. */
      lastSync: z.string().nullable(),
    })
    .nullable(),
  syncs: z.array(LtiRosterSync),
});
export type LtiRosterSyncLog = z.infer<typeof LtiRosterSyncLog>;

const RoleChange = z.object({ email: z.string(), role: z.enum(ROSTER_ROLES) });

/** What a sync would do now, without doing it. */
export const LtiRosterSyncPreview = z.object({
  added: z.array(RoleChange),
  madeInactive: z.array(RoleChange),
  keptAdmins: z.array(z.string()),
  /** Members Marginalia would not take, with why (a platform admin's e-mail, say). */
  skipped: z.array(z.object({ userId: z.string(), reason: z.string() })),
  /** Whether the course was ever synced: the first sync is the admin's, after this preview. */
  firstSync: z.boolean(),
});
export type LtiRosterSyncPreview = z.infer<typeof LtiRosterSyncPreview>;

/** What the deep-linking page says and offers (docs/LMS.md, "Deep Linking"). */
export const LTI_DEEP_LINK_MESSAGES = {
  onlyInstructors: 'Only instructors place Marginalia assignments in the LMS: ask your instructor to add this one.',
  unknownAssignment: 'No assignment of this course has this id.',
  placed: (title: string) => `Placed "${title}" from Marginalia.`,
} as const;

/** The deep-linking page's own words (apps/web, `/lti/deep-link/{ref}`). */
export const LTI_DEEP_LINK_TEXTS = {
  title: 'Place an assignment in the LMS',
  intro: 'Choose the Marginalia assignment this LMS link opens. Its grades go to the LMS gradebook column the link makes.',
  chooseLabel: 'Assignment to place',
  createOption: 'Create a new assignment',
  nameLabel: 'Name',
  pointsLabel: 'Points',
  nameRequired: 'Enter a name for the assignment.',
  chooseRequired: 'Choose an assignment, or create a new one.',
  place: 'Place in the LMS',
  cancel: 'Cancel',
  returning: 'Returning to the LMS…',
  gone: 'This request was used or has expired',
  goneDetail: 'Open the LMS dialog that adds Marginalia content again.',
  failed: 'The assignment could not be placed. Try again.',
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
} as const;

/** GET /lti/deepLinks/{ref}/: the course the LMS course is linked to, its assignments, and what the LMS asked for. */
export const LtiDeepLinkRequest = z.object({
  course: z.object({ id: Id, name: z.string(), period: z.string() }),
  assignments: z.array(z.object({ id: Id, name: z.string(), points: z.number() })),
  settings: z.object({
    /** The LMS's title for what is added, if it gave one. */
    title: z.string().nullable(),
    acceptTypes: z.array(z.string()),
    acceptMultiple: z.boolean(),
    returnUrl: z.string(),
  }),
});
export type LtiDeepLinkRequest = z.infer<typeof LtiDeepLinkRequest>;

/** POST /lti/deepLinks/{ref}/: an assignment of the course, or a new one made with a name and points. */
export const LtiDeepLinkPlace = z.union([
  z.object({ assignment: Id }).strict(),
  z.object({ create: z.object({ name: AssignmentName, points: Points }).strict() }).strict(),
]);
export type LtiDeepLinkPlace = z.infer<typeof LtiDeepLinkPlace>;

/** The signed deep-linking response, which the browser posts to the LMS's return URL as the form field `JWT`. */
export const LtiDeepLinkResponse = z.object({ returnUrl: z.string(), jwt: z.string() });
export type LtiDeepLinkResponse = z.infer<typeof LtiDeepLinkResponse>;
