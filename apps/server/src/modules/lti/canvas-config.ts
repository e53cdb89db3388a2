// The tool's configuration in the JSON shape Canvas reads when an admin adds a developer key "by URL" (docs/LMS.md,
// "Canvas"): where logins start, where launches land, our key set, what we ask for (roster and grade services),
// and where in a course the tool shows. Other LMSs take the same URLs by hand.

/** The LTI Advantage scopes Marginalia asks for: line items and scores (grade passback), the member list (roster sync). */
export const TOOL_SCOPES = [
  'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
];

export function canvasConfiguration(origin: string) {
  const launch = `${origin}/lti/launch`;
  return {
    title: 'Marginalia',
    description: 'Feedback and grading on code: students submit, graders comment on exact lines, grades return to the LMS.',
    oidc_initiation_url: `${origin}/lti/login`,
    target_link_uri: launch,
    public_jwk_url: `${origin}/lti/jwks`,
    scopes: TOOL_SCOPES,
    extensions: [
      {
        platform: 'canvas.instructure.com',
        domain: new URL(origin).host,
        privacy_level: 'public',
        settings: {
          placements: [
            { placement: 'course_navigation', message_type: 'LtiResourceLinkRequest', target_link_uri: launch, text: 'Marginalia' },
            { placement: 'assignment_selection', message_type: 'LtiDeepLinkingRequest', target_link_uri: launch, text: 'Marginalia' },
            { placement: 'link_selection', message_type: 'LtiDeepLinkingRequest', target_link_uri: launch, text: 'Marginalia' },
          ],
        },
      },
    ],
    custom_fields: {},
  };
}
