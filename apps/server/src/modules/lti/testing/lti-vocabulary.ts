// The names LTI 1.3 Advantage gives to claims, roles, scopes and media types, as the simulator speaks them. They are
// written out here on purpose instead of imported from the tool's module: the simulator plays the LMS, and an LMS
// does not share code with the tool it launches.

export const LTI_VERSION = '1.3.0';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLAIM = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  toolPlatform: `${LTI}tool_platform`,
  launchPresentation: `${LTI}launch_presentation`,
  custom: `${LTI}custom`,
  lis: `${LTI}lis`,
  namesRoleService: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  deepLinkingMessage: 'https://purl.imsglobal.org/spec/lti-dl/claim/msg',
  deepLinkingErrorMessage: 'https://purl.imsglobal.org/spec/lti-dl/claim/errormsg',
} as const;

export const MESSAGE_TYPE = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinkingRequest: 'LtiDeepLinkingRequest',
  deepLinkingResponse: 'LtiDeepLinkingResponse',
} as const;
export type LaunchMessageType = typeof MESSAGE_TYPE.resourceLink | typeof MESSAGE_TYPE.deepLinkingRequest;

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';
const INSTITUTION = 'http://purl.imsglobal.org/vocab/lis/v2/institution/person';
const SYSTEM = 'http://purl.imsglobal.org/vocab/lis/v2/system/person';
export const ROLE = {
  instructor: `${MEMBERSHIP}#Instructor`,
  learner: `${MEMBERSHIP}#Learner`,
  teachingAssistant: `${MEMBERSHIP}/Instructor#TeachingAssistant`,
  contentDeveloper: `${MEMBERSHIP}#ContentDeveloper`,
  mentor: `${MEMBERSHIP}#Mentor`,
  administrator: `${MEMBERSHIP}#Administrator`,
  institutionStudent: `${INSTITUTION}#Student`,
  institutionInstructor: `${INSTITUTION}#Instructor`,
  institutionFaculty: `${INSTITUTION}#Faculty`,
  institutionAdministrator: `${INSTITUTION}#Administrator`,
  systemAdministrator: `${SYSTEM}#Administrator`,
} as const;

/** Context roles are the membership vocabulary; NRPS lists only those. */
export function isContextRole(role: string): boolean {
  return role.startsWith(MEMBERSHIP);
}

/**
 * Whether `role` matches a `role` filter of NRPS: the full URI, or a short name of the membership vocabulary
 * ("Learner", "Instructor"), which a sub-role ("…/Instructor#TeachingAssistant") also matches.
 */
export function roleMatches(role: string, filter: string): boolean {
  if (role === filter) return true;
  if (filter.includes(':')) return false;
  return role === `${MEMBERSHIP}#${filter}` || role.startsWith(`${MEMBERSHIP}/${filter}#`);
}

export const SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  contextMembershipReadOnly: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;
export const ALL_SCOPES: readonly string[] = Object.values(SCOPE);
export const AGS_SCOPES: readonly string[] = [SCOPE.lineItem, SCOPE.lineItemReadOnly, SCOPE.resultReadOnly, SCOPE.score];

export const MEDIA_TYPE = {
  membershipContainer: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
  lineItem: 'application/vnd.ims.lis.v2.lineitem+json',
  lineItemContainer: 'application/vnd.ims.lis.v2.lineitemcontainer+json',
  score: 'application/vnd.ims.lis.v1.score+json',
  resultContainer: 'application/vnd.ims.lis.v2.resultcontainer+json',
} as const;

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

export const ACTIVITY_PROGRESS = ['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'] as const;
export const GRADING_PROGRESS = ['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'] as const;
