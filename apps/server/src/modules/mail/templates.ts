import { publicLink, type Config } from '../../core/config';
import type { MailTemplate } from './queue';

// What each e-mail says. A template names the values it needs and returns its parts (subject, paragraphs, one
// call to action); renderMail turns them into the plain-text and HTML bodies, so escaping happens in one place.

const PRODUCT = 'Marginalia';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A queued mail that cannot be rendered (a value missing, a link that is not http(s)); retrying will not help. */
export class MailTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailTemplateError';
  }
}

interface MailParts {
  subject: string;
  /** Plain sentences; escaped for HTML. */
  paragraphs: string[];
  /** `hidden`: the outbox's copy, where the link is replaced by LINK_HIDDEN. */
  action?: { label: string; link: string; hidden?: boolean };
  /** A closing line, e.g. why the reader got this mail. */
  footnote?: string;
}

type Values = Record<string, string>;

/**
 * What the outbox may show of a mail to a platform admin (docs/AUDIT.md), decided per template so that a new
 * template must say: `secretLink` when its link works as a credential (it is shown as "link hidden"), `grades`
 * when its body tells a person's grades or feedback (shown only through login-as as its recipient).
 */
interface OutboxPrivacy {
  secretLink: boolean;
  grades: boolean;
}

interface TemplateDefinition extends OutboxPrivacy {
  required: readonly string[];
  parts: (values: Values) => MailParts;
}

/** How the password was set, as the "password changed" mail tells it. */
const PASSWORD_CHANGED_VIA: Record<string, string> = {
  activation: ' with an activation link',
  password_reset: ' with a password-reset link',
  upgrade: ' with an instructor upgrade link',
  settings: ' on the Settings page',
};

/** What moved a grade students had seen, by the reason shown-grades.ts gives (a grade-history cause or a showing). */
const GRADE_CHANGE_REASONS: Record<string, string> = {
  regrade: 'Your course staff regraded your submission after your regrade request.',
  finalizedAgain: 'Your course staff reopened your submission, changed its grading and finished it again.',
  publishedAgain: 'Your course staff published the feedback on this assignment again, with changes.',
  rubric: 'Your course staff changed a rubric item used in your feedback.',
  tests: "Your submission's test results changed.",
  assignment: "Your course staff changed the assignment's points or how it is graded.",
  unfreeze: "The assignment's grades, frozen for a while, were brought up to date with the changes made meanwhile.",
  peer_review: 'The peer review of this assignment closed, or its share of the grade changed: your grade now counts your peers’ scores.',
  comment: 'Your course staff changed a comment on your submission.',
  files: "Your submission's files changed.",
  students: 'The students of your submission changed.',
};

/** The role an invitation names, by course role. */
const INVITED_AS: Record<string, string> = {
  student: 'a student',
  grader: 'a grader',
  superGrader: 'a super grader',
  courseAdmin: 'a course admin',
};

const PLAIN: OutboxPrivacy = { secretLink: false, grades: false };
const SECRET_LINK: OutboxPrivacy = { secretLink: true, grades: false };
const GRADES: OutboxPrivacy = { secretLink: false, grades: true };

const TEMPLATES: Record<MailTemplate, TemplateDefinition> = {
  activation: {
    ...SECRET_LINK,
    required: ['link'],
    parts: ({ link }) => ({
      subject: `Activate your ${PRODUCT} account`,
      paragraphs: [`Welcome to ${PRODUCT}! To finish setting up your account, choose a password.`],
      action: { label: 'Activate your account', link: link! },
      footnote: 'If you did not sign up, you can ignore this e-mail.',
    }),
  },
  accountUpgrade: {
    ...SECRET_LINK,
    required: ['link'],
    parts: ({ link }) => ({
      subject: `Your ${PRODUCT} instructor account is approved`,
      paragraphs: [
        `Your request to create courses on ${PRODUCT} was approved.`,
        'Your account already exists; to turn it into an instructor account, confirm by choosing a password.',
      ],
      action: { label: 'Upgrade your account', link: link! },
      footnote: 'If you did not sign up as an instructor, you can ignore this e-mail: your account stays as it is.',
    }),
  },
  passwordReset: {
    ...SECRET_LINK,
    required: ['link'],
    parts: ({ link }) => ({
      subject: `Reset your ${PRODUCT} password`,
      paragraphs: [`Someone asked to reset the password of your ${PRODUCT} account. To choose a new password, follow the link below.`],
      action: { label: 'Choose a new password', link: link! },
      footnote: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    }),
  },
  // Names the role and who sent it (both left out of invitations queued before they were recorded).
  courseInvitation: {
    ...SECRET_LINK,
    required: ['courseName', 'period', 'link'],
    parts: ({ courseName, period, link, role, inviter }) => {
      const as = role && INVITED_AS[role] ? ` as ${INVITED_AS[role]}` : '';
      const by = inviter ? `${inviter} added you` : 'You have been added';
      return {
        subject: `${by} to ${courseName} (${period})${as} on ${PRODUCT}`,
        paragraphs: [
          `${by} to ${courseName} (${period})${as} on ${PRODUCT}, where your course hands out and reviews work. An account was made for you with this e-mail address.`,
          'To start, choose a password.',
        ],
        action: { label: 'Set your password', link: link! },
        footnote: inviter
          ? `If you do not know why you got this e-mail, ask ${inviter}, or ignore it: nothing happens until you choose a password.`
          : 'If you do not know why you got this e-mail, ignore it: nothing happens until you choose a password.',
      };
    },
  },
  courseJoined: {
    ...PLAIN,
    required: ['courseName', 'period', 'link'],
    parts: ({ courseName, period, link }) => ({
      subject: `You joined ${courseName} (${period}) on ${PRODUCT}`,
      paragraphs: [`Your ${PRODUCT} account is now enrolled in ${courseName} (${period}) with its invite code.`],
      action: { label: 'Log in to see the course', link: link! },
      footnote: 'If you did not join this course, tell its staff.',
    }),
  },
  feedbackPublished: {
    ...GRADES,
    required: ['assignmentName', 'courseName', 'link'],
    parts: ({ assignmentName, courseName, link }) => ({
      subject: `Feedback on ${assignmentName} is ready`,
      paragraphs: [`The feedback on your submission for ${assignmentName} in ${courseName} has been published.`],
      action: { label: 'See your feedback', link: link! },
    }),
  },
  // Says what moved the grade (`reason`, from shown-grades.ts); a mail queued without one says only that it changed.
  gradeChanged: {
    ...GRADES,
    required: ['assignmentName', 'courseName', 'oldGrade', 'newGrade', 'link'],
    parts: ({ assignmentName, courseName, oldGrade, newGrade, link, reason }) => ({
      subject: `Your grade on ${assignmentName} changed`,
      paragraphs: [
        ...(reason && GRADE_CHANGE_REASONS[reason] ? [GRADE_CHANGE_REASONS[reason]] : []),
        `Your grade on ${assignmentName} in ${courseName} changed from ${oldGrade} to ${newGrade}.`,
      ],
      action: { label: 'See your feedback', link: link! },
      footnote: 'The submission shows the current comments and grade.',
    }),
  },
  regradeAnswered: {
    ...GRADES,
    required: ['assignmentName', 'link'],
    parts: ({ assignmentName, link }) => ({
      subject: `Your regrade request for ${assignmentName} was answered`,
      paragraphs: [`Your regrade request for ${assignmentName} has an answer.`],
      action: { label: 'Read the answer', link: link! },
    }),
  },
  claimReleasedByUpload: {
    ...PLAIN,
    required: ['assignmentName', 'courseName', 'link'],
    parts: ({ assignmentName, courseName, link }) => ({
      subject: `A submission you claimed for ${assignmentName} has a new version`,
      paragraphs: [
        `A student uploaded a new version of a submission you had claimed for ${assignmentName} in ${courseName}, before the due date.`,
        'The submission is back in the grading queue and no longer yours; the comments you left on it are kept with the older files.',
      ],
      action: { label: 'Open the submission', link: link! },
    }),
  },
  // Names no student: the reviews left are counted, not described (peer review may be anonymous).
  peerReviewReminder: {
    ...PLAIN,
    required: ['assignmentName', 'courseName', 'remaining', 'link'],
    parts: ({ assignmentName, courseName, remaining, link }) => ({
      subject: `Peer review of ${assignmentName} closes soon`,
      paragraphs: [
        `The peer review of ${assignmentName} in ${courseName} closes in less than a day.`,
        `You have ${remaining === '1' ? '1 review' : `${remaining} reviews`} left to submit.`,
      ],
      action: { label: 'Open your reviews', link: link! },
      footnote: 'Reviews submitted after the review closes are marked late.',
    }),
  },
  // Names no student: under anonymous grading the grader must not learn who asked, and the request is one click away.
  regradeOpened: {
    ...PLAIN,
    required: ['assignmentName', 'courseName', 'link'],
    parts: ({ assignmentName, courseName, link }) => ({
      subject: `A regrade request on ${assignmentName} (${courseName}) is waiting`,
      paragraphs: [`A student asked for a regrade of their submission for ${assignmentName} in ${courseName}.`],
      action: { label: 'Read the request', link: link! },
      footnote: 'You get this e-mail because you grade this submission, or administer the course and nobody has claimed it.',
    }),
  },
  uploadReceipt: {
    ...PLAIN,
    required: ['assignmentName', 'courseName', 'uploadedAt', 'files', 'link'],
    parts: ({ assignmentName, courseName, uploadedAt, files, link }) => ({
      subject: `Your upload for ${assignmentName} was received`,
      paragraphs: [
        `${PRODUCT} received and stored your upload for ${assignmentName} in ${courseName} on ${uploadedAt}.`,
        'The files, their sizes as sent and a SHA-256 of each (compare with `sha256sum` or `shasum -a 256`):',
        ...files!.split('\n'),
      ],
      action: { label: 'See your submission', link: link! },
      footnote: 'You get this receipt because you asked for a confirmation e-mail on the upload page.',
    }),
  },
  // Sent whenever a password is set (a link, Settings), so a takeover through a stolen link or session is noticed.
  passwordChanged: {
    ...PLAIN,
    required: ['link'],
    parts: ({ via, link }) => ({
      subject: `Your ${PRODUCT} password was changed`,
      paragraphs: [
        `The password of your ${PRODUCT} account was just changed${PASSWORD_CHANGED_VIA[via ?? ''] ?? ''}. Every session signed in before has been signed out.`,
        'If it was you, there is nothing to do.',
        `If it was not you, someone else may have your account: choose a new password now with the link below (it sends a reset link to this address), then tell the people who run ${PRODUCT} at your school.`,
      ],
      action: { label: 'Choose a new password', link: link! },
    }),
  },
  signupPending: {
    ...PLAIN,
    required: ['email'],
    parts: ({ email, organization, link }) => ({
      subject: 'An instructor sign-up is waiting for approval',
      paragraphs: [
        `${email} asked for an instructor account${organization ? ` at ${organization}` : ''}.`,
        "The e-mail address does not match the organization's domain, so the request waits for a platform admin to approve or reject it.",
      ],
      action: link ? { label: 'Review sign-up requests', link } : undefined,
    }),
  },
  // To the requester when a person must decide (the address is not the organization's): the page said so too.
  signupReceived: {
    ...PLAIN,
    required: ['organization'],
    parts: ({ organization }) => ({
      subject: `We received your request for a ${PRODUCT} instructor account`,
      paragraphs: [
        `We received your request to create courses on ${PRODUCT} at ${organization}.`,
        `Your e-mail address does not match ${organization}'s domain, so a platform admin of this ${PRODUCT} installation looks at the request. Once it is approved you get an e-mail with a link to set your password; until then there is nothing to do.`,
      ],
      footnote: 'If you did not ask for an instructor account, you can ignore this e-mail.',
    }),
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** A header must stay on one line, whatever a course or assignment name holds. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new MailTemplateError(`Not a link: ${link}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MailTemplateError(`Not an http(s) link: ${link}`);
  return link;
}

function textBody(parts: MailParts): string {
  const blocks = [...parts.paragraphs];
  if (parts.action?.hidden) blocks.push(`${parts.action.label}: ${LINK_HIDDEN}`);
  else if (parts.action) blocks.push(`${parts.action.label}:\n${parts.action.link}`);
  if (parts.footnote) blocks.push(parts.footnote);
  blocks.push(`— ${PRODUCT}`);
  return blocks.join('\n\n') + '\n';
}

function htmlBody(parts: MailParts): string {
  const blocks = parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (parts.action?.hidden) {
    blocks.push(`<p>${escapeHtml(parts.action.label)}: <em>${LINK_HIDDEN}</em></p>`);
  } else if (parts.action) {
    const href = escapeHtml(parts.action.link);
    blocks.push(`<p><a href="${href}">${escapeHtml(parts.action.label)}</a></p>`);
    // Some mail readers hide or break links; the address itself can be copied.
    blocks.push(`<p>Or copy this address into your browser:<br>${href}</p>`);
  }
  if (parts.footnote) blocks.push(`<p>${escapeHtml(parts.footnote)}</p>`);
  blocks.push(`<p>— ${PRODUCT}</p>`);
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body>\n${blocks.join('\n')}\n</body></html>`,
    '',
  ].join('\n');
}

/** What the outbox shows in place of a link that works as a credential. */
export const LINK_HIDDEN = 'link hidden';

/**
 * The web app's pages whose links carry a secret (account links, partner invitations). A template says whether
 * its link is secret; this is the second guard, for a secret link queued under a template that does not say so.
 */
const SECRET_LINK_PAGES = /\/(activate|password-reset|upgrade|invite)\//;

function isSecretLink(link: string): boolean {
  try {
    return SECRET_LINK_PAGES.test(new URL(link).pathname);
  } catch {
    return true;
  }
}

/** The outbox privacy of a template; null for a name no template has. */
export function outboxPrivacy(template: string): OutboxPrivacy | null {
  const definition = (TEMPLATES as Record<string, TemplateDefinition | undefined>)[template];
  return definition ? { secretLink: definition.secretLink, grades: definition.grades } : null;
}

export interface RenderOptions {
  /** The outbox's copy: a link that works as a credential becomes LINK_HIDDEN (the mail sent keeps it). */
  hideSecretLink?: boolean;
}

/** The subject and both bodies of a queued mail; throws MailTemplateError when its values do not fit. */
export function renderMail(template: string, data: Record<string, unknown>, options: RenderOptions = {}): RenderedMail {
  const definition = (TEMPLATES as Record<string, TemplateDefinition | undefined>)[template];
  if (!definition) throw new MailTemplateError(`Unknown mail template: ${template}`);
  const values: Values = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (typeof value === 'string') values[key] = value;
  }
  const missing = definition.required.filter((key) => !values[key]?.trim());
  if (missing.length > 0) throw new MailTemplateError(`The ${template} mail needs ${missing.join(', ')}.`);
  const parts = definition.parts(values);
  const safe: MailParts = { ...parts, subject: oneLine(parts.subject) };
  if (parts.action) {
    const link = checkedLink(parts.action.link);
    const hidden = options.hideSecretLink === true && (definition.secretLink || isSecretLink(link));
    safe.action = hidden ? { label: parts.action.label, link: LINK_HIDDEN, hidden } : { ...parts.action, link };
  }
  return { subject: safe.subject, text: textBody(safe), html: htmlBody(safe) };
}

/**
 * An outbox row's mail. A link queued as a path ("/code/12") starts with the server's public address when the
 * mail is rendered, so that code without the configuration at hand (grade recomputations) can queue mail.
 */
export function renderQueuedMail(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, template: string, data: Record<string, unknown>, options: RenderOptions = {}): RenderedMail {
  const link = data?.link;
  const absolute = typeof link === 'string' && link.startsWith('/') ? { ...data, link: publicLink(config, link) } : data;
  return renderMail(template, absolute, options);
}
