// Business constants of docs/PRODUCT.md §9. Both the server and the web app read them from here.

export const PRODUCT_NAME = 'Marginalia';

export const PASSWORD_MIN_LENGTH = 8;

export const SESSION = {
  /** The web app refreshes its token this often; a failed refresh is ignored. */
  tokenRefreshMs: 30 * 60 * 1000,
  /** Attempts in all when fetching the current user on load, and the pause between them. */
  currentUserAttempts: 4,
  currentUserRetryMs: 1000,
  /** "Still trying to connect..." appears after this long without an answer. */
  connectionNoticeMs: 15_000,
  /** Where the web app keeps the token. */
  tokenStorageKey: 'token',
  /** Where a platform admin's own token waits while they act as someone else (login-as). */
  returnTokenStorageKey: 'returnToken',
  /** The page a platform admin started a login-as from, where "Return to my account" brings them back. */
  returnPathStorageKey: 'returnPath',
} as const;

export const SIGNUP = {
  pollMs: 5000,
  progressTickMs: 100,
  progressThresholds: [30, 54] as const,
} as const;

export const LOCAL_PREFERENCE_DEFAULTS = {
  darkMode: false,
  cursorMode: false,
  infoMenuHidden: false,
  fileMenuHidden: false,
  testsMenuHidden: false,
  rubricMenuHidden: false,
  codeZoom: 1,
  codeWidth: 0,
  siderWidth: 300,
  defaultCourse: null as number | null,
  defaultAssignment: null as number | null,
  mostRecentFile: null as number | null,
  autograderInstructionsVisible: true,
  sendMeAConfirmationEmail: false,
  defaultPageSize: 10,
};

export const BREAKPOINTS = {
  mobile: 450,
  mobileWide: 500,
  header: 872,
  hero: 1000,
  verticalPanels: 1000,
  removeModule: 600,
  gradeSmallScreen: 1025,
  gradeHeader: 750,
  adminSmall: 1000,
  // The marketing pages' own (docs/PRODUCT.md §9).
  testimonial: 900,
  getStarted: 625,
  faq: 700,
  whyUse: 900,
  footerLayout: 625,
} as const;

/** Figures the public pages quote (docs/PRODUCT.md §9). */
export const MARKETING_FACTS = {
  departments: '70+',
  scholarshipAmount: 500,
  scholarshipDeadline: '2020-06-30',
  scholarshipWinnersAnnounced: '2020-07-31',
} as const;

export const LAYOUT = {
  headerHeight: 64,
  codeLineHeight: 20,
  codeFontSize: 12,
  codeTargetWidth: 775,
  commentsTargetWidth: 360,
  /** The comment column never gets narrower than this beside the code. */
  commentsMinWidth: 300,
  /** The code keeps at least this much beside its comments: about 80 characters of code and the line numbers. */
  codeMinWidth: 660,
  /** Code and comments side by side need this much room (codeMinWidth + commentsMinWidth); a narrower code area shows comments below their lines. */
  gradeMinWidth: 960,
  adminMinWidth: 700,
  homeMaxWidth: 600,
  gradeSiderWidth: 300,
  gradeSiderWidthSmall: 200,
  consoleSiderWidth: 200,
  consoleSiderWidthSmall: 165,
} as const;

/** Field limits of the API contract (docs/API.md). */
export const LIMITS = {
  courseName: 36,
  coursePeriod: 32,
  assignmentName: 32,
  sectionName: 16,
  fileName: 150,
  fileExtension: 36,
  rubricCategoryName: 72,
  testCategoryName: 48,
  testCaseDescription: 48,
  organizationName: 200,
  email: 254,
  password: 1024,
} as const;

export const DEFAULT_TIMEZONE = 'US/Eastern';

/** A course whose period is this value is a demo course, hidden from the API course table. */
export const DEMO_PERIOD = 'demo';

/** API keys are 40 hexadecimal characters. */
export const API_KEY_LENGTH = 40;
