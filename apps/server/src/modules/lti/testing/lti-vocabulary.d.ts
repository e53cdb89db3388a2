export declare const LTI_VERSION = "1.3.0";
export declare const CLAIM: {
    readonly messageType: "https://purl.imsglobal.org/spec/lti/claim/message_type";
    readonly version: "https://purl.imsglobal.org/spec/lti/claim/version";
    readonly deploymentId: "https://purl.imsglobal.org/spec/lti/claim/deployment_id";
    readonly targetLinkUri: "https://purl.imsglobal.org/spec/lti/claim/target_link_uri";
    readonly resourceLink: "https://purl.imsglobal.org/spec/lti/claim/resource_link";
    readonly roles: "https://purl.imsglobal.org/spec/lti/claim/roles";
    readonly context: "https://purl.imsglobal.org/spec/lti/claim/context";
    readonly toolPlatform: "https://purl.imsglobal.org/spec/lti/claim/tool_platform";
    readonly launchPresentation: "https://purl.imsglobal.org/spec/lti/claim/launch_presentation";
    readonly custom: "https://purl.imsglobal.org/spec/lti/claim/custom";
    readonly lis: "https://purl.imsglobal.org/spec/lti/claim/lis";
    readonly namesRoleService: "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice";
    readonly agsEndpoint: "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint";
    readonly deepLinkingSettings: "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings";
    readonly contentItems: "https://purl.imsglobal.org/spec/lti-dl/claim/content_items";
    readonly deepLinkingData: "https://purl.imsglobal.org/spec/lti-dl/claim/data";
    readonly deepLinkingMessage: "https://purl.imsglobal.org/spec/lti-dl/claim/msg";
    readonly deepLinkingErrorMessage: "https://purl.imsglobal.org/spec/lti-dl/claim/errormsg";
};
export declare const MESSAGE_TYPE: {
    readonly resourceLink: "LtiResourceLinkRequest";
    readonly deepLinkingRequest: "LtiDeepLinkingRequest";
    readonly deepLinkingResponse: "LtiDeepLinkingResponse";
};
export type LaunchMessageType = typeof MESSAGE_TYPE.resourceLink | typeof MESSAGE_TYPE.deepLinkingRequest;
export declare const ROLE: {
    readonly instructor: "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";
    readonly learner: "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";
    readonly teachingAssistant: "http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant";
    readonly contentDeveloper: "http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper";
    readonly mentor: "http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor";
    readonly administrator: "http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator";
    readonly institutionStudent: "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student";
    readonly institutionInstructor: "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor";
    readonly institutionFaculty: "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Faculty";
    readonly institutionAdministrator: "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator";
    readonly systemAdministrator: "http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator";
};
/** Context roles are the membership vocabulary; NRPS lists only those. */
export declare function isContextRole(role: string): boolean;
/**
 * Whether `role` matches a `role` filter of NRPS: the full URI, or a short name of the membership vocabulary
 * ("Learner", "Instructor"), which a sub-role ("…/Instructor#TeachingAssistant") also matches.
 */
export declare function roleMatches(role: string, filter: string): boolean;
export declare const SCOPE: {
    readonly lineItem: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem";
    readonly lineItemReadOnly: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly";
    readonly resultReadOnly: "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly";
    readonly score: "https://purl.imsglobal.org/spec/lti-ags/scope/score";
    readonly contextMembershipReadOnly: "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
};
export declare const ALL_SCOPES: readonly string[];
export declare const AGS_SCOPES: readonly string[];
export declare const MEDIA_TYPE: {
    readonly membershipContainer: "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
    readonly lineItem: "application/vnd.ims.lis.v2.lineitem+json";
    readonly lineItemContainer: "application/vnd.ims.lis.v2.lineitemcontainer+json";
    readonly score: "application/vnd.ims.lis.v1.score+json";
    readonly resultContainer: "application/vnd.ims.lis.v2.resultcontainer+json";
};
export declare const CLIENT_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
export declare const ACTIVITY_PROGRESS: readonly ["Initialized", "Started", "InProgress", "Submitted", "Completed"];
export declare const GRADING_PROGRESS: readonly ["FullyGraded", "Pending", "PendingManual", "Failed", "NotReady"];
