import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from './queue';
import { escapeHtml, LINK_HIDDEN, MailTemplateError, outboxPrivacy, renderMail, renderQueuedMail } from './templates';

const LINK = 'https://marginalia.example.edu/activate/12/abc';

const SAMPLE: Record<(typeof MAIL_TEMPLATES)[number], Record<string, string>> = {
  activation: { link: LINK },
  passwordReset: { link: LINK },
  courseInvitation: { courseName: 'CS 101', period: 'Fall 2026', link: LINK, role: 'grader', inviter: 'prof@school.edu' },
  feedbackPublished: { assignmentName: 'Lab 1', courseName: 'CS 101', link: LINK },
  regradeAnswered: { assignmentName: 'Lab 1', link: LINK },
  claimReleasedByUpload: { assignmentName: 'Lab 1', courseName: 'CS 101', link: LINK },
  regradeOpened: { assignmentName: 'Lab 1', courseName: 'CS 101', link: LINK },
  signupPending: { email: 'new@school.org', organization: 'School', link: LINK },
  signupReceived: { organization: 'Night School' },
  accountUpgrade: { link: LINK },
  courseJoined: { courseName: 'CS 101', period: 'Fall 2026', link: LINK },
  gradeChanged: { assignmentName: 'Lab 1', courseName: 'CS 101', oldGrade: '9', newGrade: '7.5', link: LINK },
  peerReviewReminder: { assignmentName: 'Lab 1', courseName: 'CS 101', remaining: '2', link: LINK },
  passwordChanged: { via: 'password_reset', link: LINK },
  uploadReceipt: {
    assignmentName: 'Lab 1',
    courseName: 'CS 101',
    uploadedAt: '2026-11-26 02:11:03 UTC',
    files: `main.py: 12 bytes, SHA-256 ${'a'.repeat(64)}\nsrc/<b>.py: 1 byte, SHA-256 ${'b'.repeat(64)}`,
    link: LINK,
  },
};

describe('renderMail', () => {
  it('gives each template its subject', () => {
    const subjects = Object.fromEntries(MAIL_TEMPLATES.map((template) => [template, renderMail(template, SAMPLE[template]).subject]));
    expect(subjects).toEqual({
      activation: 'Activate your Marginalia account',
      passwordReset: 'Reset your Marginalia password',
      courseInvitation: 'prof@school.edu added you to CS 101 (Fall 2026) as a grader on Marginalia',
      feedbackPublished: 'Feedback on Lab 1 is ready',
      regradeAnswered: 'Your regrade request for Lab 1 was answered',
      claimReleasedByUpload: 'A submission you claimed for Lab 1 has a new version',
      regradeOpened: 'A regrade request on Lab 1 (CS 101) is waiting',
      signupPending: 'An instructor sign-up is waiting for approval',
      signupReceived: 'We received your request for a Marginalia instructor account',
      accountUpgrade: 'Your Marginalia instructor account is approved',
      courseJoined: 'You joined CS 101 (Fall 2026) on Marginalia',
      gradeChanged: 'Your grade on Lab 1 changed',
      peerReviewReminder: 'Peer review of Lab 1 closes soon',
      uploadReceipt: 'Your upload for Lab 1 was received',
      passwordChanged: 'Your Marginalia password was changed',
    });
  });

  it('lists each file of an upload receipt on its own line, escaped in HTML', () => {
    const mail = renderMail('uploadReceipt', SAMPLE.uploadReceipt);
    expect(mail.text).toContain(`\n\nmain.py: 12 bytes, SHA-256 ${'a'.repeat(64)}\n\n`);
    expect(mail.text).toContain('2026-11-26 02:11:03 UTC');
    expect(mail.html).toContain(`<p>src/&lt;b&gt;.py: 1 byte, SHA-256 ${'b'.repeat(64)}</p>`);
  });

  it.each(MAIL_TEMPLATES.filter((template) => template !== 'signupPending' && template !== 'signupReceived'))('puts the link in both bodies of %s', (template) => {
    const mail = renderMail(template, SAMPLE[template]);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`<a href="${LINK}">`);
    expect(mail.text).toContain('Marginalia');
  });

  it('says what a changed grade was and is', () => {
    expect(renderMail('gradeChanged', SAMPLE.gradeChanged).text).toContain('Your grade on Lab 1 in CS 101 changed from 9 to 7.5.');
  });

  it('says what moved a grade, and only that it changed for a mail queued without a reason', () => {
    const reasons = {
      regrade: 'Your course staff regraded your submission after your regrade request.',
      finalizedAgain: 'Your course staff reopened your submission, changed its grading and finished it again.',
      publishedAgain: 'Your course staff published the feedback on this assignment again, with changes.',
      tests: "Your submission's test results changed.",
    };
    for (const [reason, sentence] of Object.entries(reasons)) {
      expect(renderMail('gradeChanged', { ...SAMPLE.gradeChanged, reason }).text).toContain(`${sentence}\n\nYour grade on Lab 1 in CS 101 changed from 9 to 7.5.`);
    }
    const old = renderMail('gradeChanged', SAMPLE.gradeChanged).text;
    expect(old.startsWith('Your grade on Lab 1 in CS 101 changed from 9 to 7.5.')).toBe(true);
    expect(old).not.toContain('staff');
  });

  it('starts a link queued as a path with the public address', () => {
    const mail = renderQueuedMail({ PUBLIC_URL: 'https://grading.example.edu/', PORT: 8000 }, 'regradeAnswered', { assignmentName: 'Lab 1', link: '/code/12' });
    expect(mail.text).toContain('https://grading.example.edu/code/12');
  });

  it('tells a new user which course made the account, in which role and who added them', () => {
    const mail = renderMail('courseInvitation', SAMPLE.courseInvitation);
    expect(mail.text).toContain('prof@school.edu added you to CS 101 (Fall 2026) as a grader on Marginalia');
    expect(mail.text).toContain('An account was made for you with this e-mail address.');
    expect(mail.text).toContain('choose a password');
    expect(mail.text).toContain('ask prof@school.edu');
    for (const [role, named] of [['student', 'a student'], ['superGrader', 'a super grader'], ['courseAdmin', 'a course admin']]) {
      expect(renderMail('courseInvitation', { ...SAMPLE.courseInvitation, role: role! }).subject).toContain(`as ${named!} on`);
    }
  });

  it('still renders an invitation queued without its role and sender', () => {
    const mail = renderMail('courseInvitation', { courseName: 'CS 101', period: 'Fall 2026', link: LINK });
    expect(mail.subject).toBe('You have been added to CS 101 (Fall 2026) on Marginalia');
    expect(mail.text).not.toContain('undefined');
  });

  it('names the person waiting for approval, with or without a link', () => {
    const mail = renderMail('signupPending', { email: 'new@school.org' });
    expect(mail.text).toContain('new@school.org asked for an instructor account.');
    expect(mail.html).not.toContain('<a ');
  });

  it('escapes every value in the HTML body and keeps the text body as typed', () => {
    const mail = renderMail('feedbackPublished', {
      assignmentName: '<script>alert("x")</script>',
      courseName: "Tom & Jerry's <b>class</b>",
      link: 'https://example.edu/code/1?a=1&b="2"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;class&lt;/b&gt;');
    expect(mail.html).toContain('<a href="https://example.edu/code/1?a=1&amp;b=&quot;2&quot;">');
    expect(mail.html).toContain('<title>Feedback on &lt;script&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>');
    expect(mail.subject).toBe('Feedback on <script>alert("x")</script> is ready');
  });

  it('keeps the subject on one line', () => {
    const mail = renderMail('regradeAnswered', { assignmentName: 'Lab\r\nBcc: someone@else.edu', link: LINK });
    expect(mail.subject).toBe('Your regrade request for Lab Bcc: someone@else.edu was answered');
  });

  it('refuses missing values, unknown templates and links that are not http(s)', () => {
    expect(() => renderMail('activation', {})).toThrow(MailTemplateError);
    expect(() => renderMail('courseInvitation', { courseName: 'CS 101', link: LINK })).toThrow(/period/);
    expect(() => renderMail('nope', { link: LINK })).toThrow(MailTemplateError);
    expect(() => renderMail('activation', { link: 'javascript:alert(1)' })).toThrow(MailTemplateError);
    expect(() => renderMail('activation', { link: '/activate/1/2' })).toThrow(MailTemplateError);
  });
});

describe('the outbox copy of a mail', () => {
  const secret = 'a-secret-that-opens-the-account';

  it('names the templates whose link is a credential, and those that tell grades', () => {
    const secretLinks = MAIL_TEMPLATES.filter((template) => outboxPrivacy(template)!.secretLink);
    const grades = MAIL_TEMPLATES.filter((template) => outboxPrivacy(template)!.grades);
    expect(secretLinks.sort()).toEqual(['accountUpgrade', 'activation', 'courseInvitation', 'passwordReset']);
    expect(grades.sort()).toEqual(['feedbackPublished', 'gradeChanged', 'regradeAnswered']);
    expect(outboxPrivacy('nope')).toBeNull();
  });

  it.each(['activation', 'passwordReset', 'accountUpgrade', 'courseInvitation'] as const)('reads "link hidden" in place of the link of %s', (template) => {
    const data = { ...SAMPLE[template], link: `https://marginalia.example.edu/somewhere/${secret}` };
    const mail = renderMail(template, data, { hideSecretLink: true });
    expect(mail.text).toContain(`: ${LINK_HIDDEN}`);
    expect(mail.text).not.toContain(secret);
    expect(mail.html).not.toContain(secret);
    expect(mail.html).not.toContain('href=');
    // The mail as sent keeps it.
    expect(renderMail(template, data).text).toContain(secret);
  });

  it('hides a link to a page that takes a secret whatever the template, and keeps ordinary links', () => {
    for (const page of ['activate', 'password-reset', 'upgrade', 'invite']) {
      const mail = renderMail('courseJoined', { ...SAMPLE.courseJoined, link: `https://marginalia.example.edu/${page}/MQ/${secret}` }, { hideSecretLink: true });
      expect(mail.text, page).not.toContain(secret);
    }
    const ordinary = renderMail('gradeChanged', { ...SAMPLE.gradeChanged, link: 'https://marginalia.example.edu/code/12' }, { hideSecretLink: true });
    expect(ordinary.text).toContain('https://marginalia.example.edu/code/12');
  });
});

describe('the "password changed" mail', () => {
  it('says how the password was set and what to do if it was not them', () => {
    const mail = renderQueuedMail({ PUBLIC_URL: 'https://grading.example.edu/', PORT: 8000 }, 'passwordChanged', { via: 'password_reset', link: '/forgot-password' });
    expect(mail.subject).toBe('Your Marginalia password was changed');
    expect(mail.text).toContain('The password of your Marginalia account was just changed with a password-reset link.');
    expect(mail.text).toContain('If it was not you');
    expect(mail.text).toContain('https://grading.example.edu/forgot-password');
    expect(renderMail('passwordChanged', { via: 'settings', link: LINK }).text).toContain('changed on the Settings page.');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
