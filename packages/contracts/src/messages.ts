// Texts users see, as docs/PRODUCT.md §8 gives them. Tests assert on these exact strings.

export const MESSAGES = {
  loginInvalid: 'The email and password you entered are invalid.',
  loginUnknown: 'An unknown error occurred. Please contact us if this issue persists.',
  forgotPasswordFailure: 'An unknown error occurred. Please contact us if this message persists.',
  tokenInvalid: "There's something wrong with your link.",
  inviteCodeInvalid: 'Your invite code is invalid.',
  emailNotOnWhitelist:
    "Your email doesn't match the whitelist for this course. Make sure you're using your organizational (e.g. .edu) email.",
  instructorRejected: 'We need a little more time to validate your account. Please contact us to continue',
  instructorValidationError: 'Something went wrong.',
  invalidInviteLink: 'The link provided is either expired or invalid.',
  stillTryingToConnect: 'Still trying to connect...',
  pageLoadFailure: 'Sorry, there was a problem loading the page.',
  loginAsFailure: 'An error occurred. You probably do not have permission to perform this action!',
  crash:
    'Something went wrong. Our team has been notified, and we will investigate the issue as soon as possible.',
  loginToSeePage: 'Login to see this page',
  selectYourRole: 'Select your Role',
  switchRoles: 'Switch Roles',
} as const;

/** A related id in a request body that names nothing the caller can see. */
export const invalidPkMessage = (id: number | string) => `Invalid pk "${id}" - object does not exist.`;

/** Server error texts (JSON bodies). */
export const API_ERRORS = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  expiredToken: 'Signature has expired.',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  throttled: 'Request was throttled.',
  malformedJson: 'Malformed JSON in request body.',
  bodyTooLarge: 'Request body is too large.',
  unsupportedMediaType: 'Unsupported media type in request.',
  courseArchived: 'The Course is archived and cannot be edited.',
  methodNotAllowed: 'Method not allowed.',
  serverError: 'A server error occurred.',
} as const;
