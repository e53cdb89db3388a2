import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { mailbox } from '../support/mailbox';
import { USERS } from '../support/users';

// The run's SMTP server and the mailbox specs read it through: a mail sent to the port the Marginalia server
// sends to comes back parsed, with its links, once per waitFor.

async function send(message: { to: string; subject: string; text: string; html?: string }) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: Number(process.env.E2E_SMTP_PORT), secure: false });
  try {
    await transport.sendMail({ from: 'Marginalia <no-reply@localhost>', ...message });
  } finally {
    transport.close();
  }
}

test.describe('the mailbox', () => {
  test('catches a mail and gives its subject, bodies and links', async () => {
    const to = `Mailbox-${Date.now()}@Example.edu`;
    await send({
      to,
      subject: 'Activate your Marginalia account',
      text: 'Activate your account:\nhttp://127.0.0.1:8420/activate/5/abc\n',
      html: '<p><a href="http://127.0.0.1:8420/activate/5/abc?x=1&amp;y=2">Activate</a></p>',
    });

    const mail = await mailbox.waitFor({ to, subject: 'Activate your Marginalia account' });

    expect(mail.to).toEqual([to.toLowerCase()]);
    expect(mail.from).toBe('"Marginalia" <no-reply@localhost>');
    expect(mail.text).toContain('Activate your account:');
    expect(mail.html).toContain('<a href=');
    expect(mail.links).toEqual(['http://127.0.0.1:8420/activate/5/abc', 'http://127.0.0.1:8420/activate/5/abc?x=1&y=2']);
  });

  test('hands out each mail once, oldest first, and lists them all', async () => {
    const to = `twice-${Date.now()}@example.edu`;
    await send({ to, subject: 'Reset your Marginalia password', text: 'first http://127.0.0.1:8420/password-reset/1/a' });
    await send({ to, subject: 'Reset your Marginalia password', text: 'second http://127.0.0.1:8420/password-reset/1/b' });

    const first = await mailbox.waitFor({ to, subject: /Reset/ });
    const second = await mailbox.waitFor({ to, subject: /Reset/ });

    expect(first.links).toEqual(['http://127.0.0.1:8420/password-reset/1/a']);
    expect(second.links).toEqual(['http://127.0.0.1:8420/password-reset/1/b']);
    expect(mailbox.list({ to }).map((mail) => mail.text.split(' ')[0])).toEqual(['first', 'second']);
    await expect(mailbox.waitFor({ to, subject: /Reset/ }, { timeout: 300 })).rejects.toThrow(
      `No mail arrived to ${to} with subject /Reset/ (mail to that address: "Reset your Marginalia password", "Reset your Marginalia password").`,
    );
  });

  test('receives the mail the server sends, with links to the address the browser uses', async ({ request, baseURL }) => {
    // Asking for a password reset changes nothing until the link is followed: a harmless mail to trigger.
    const response = await request.post('/registration/emailPasswordReset/', { data: { email: USERS.student4 } });
    expect(response.ok()).toBe(true);

    const mail = await mailbox.waitFor({ to: USERS.student4, subject: 'Reset your Marginalia password' });

    expect(mail.from).toContain('Marginalia');
    expect(mail.links.length).toBeGreaterThan(0);
    for (const link of mail.links) expect(link.startsWith(`${baseURL}/password-reset/`), link).toBe(true);
  });
});
