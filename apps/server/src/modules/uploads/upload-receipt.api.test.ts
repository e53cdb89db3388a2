import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { deliverDueMail } from '../mail/sender';
import { recipientsOf, useSmtpListener } from '../mail/testing/smtp-listener';
import { postUpload } from './upload-testing';

// The receipt a student may ask for: after each of their own uploads, the files as sent, sizes, SHA-256 and time.

const t = useTestServer();
const relay = useSmtpListener();

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id, { name: 'Lab 3', allowStudentUpload: true });
  return { ...w, assignment };
}

describe('upload receipts', () => {
  it('sends none unless the student asked for them', async () => {
    const w = await world();
    expect((await postUpload(t.server.url, w.assignment.id, w.tokens.student, [{ name: 'a.py', content: 'x = 1\n' }])).status).toBe(201);
    expect(await queuedMails(t.server.ctx.db, w.people.student.email)).toEqual([]);
  });

  it('lists each file with its size as sent, its SHA-256 and the time, and goes out over SMTP', async () => {
    const w = await world();
    const asked = await t.api.patch('/users/me/', { auth: w.tokens.student, body: { sendMeAConfirmationEmail: true } });
    expect(asked.status).toBe(200);
    const crlf = 'print("hi")\r\n';
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const before = Date.now();
    const res = await postUpload(t.server.url, w.assignment.id, w.tokens.student, [
      { name: 'src/main.py', content: crlf },
      { name: 'logo.png', content: image },
    ]);
    expect(res.status).toBe(201);

    const mails = await queuedMails(t.server.ctx.db, w.people.student.email);
    expect(mails).toEqual([
      {
        to: w.people.student.email,
        template: 'uploadReceipt',
        data: {
          assignmentName: 'Lab 3',
          courseName: w.course.name,
          uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/),
          files: `src/main.py: 13 bytes, SHA-256 ${sha256(crlf)}\nlogo.png: 6 bytes, SHA-256 ${sha256(image)}`,
          link: expect.stringMatching(/\/student$/),
        },
      },
    ]);
    const at = Date.parse(mails[0]!.data.uploadedAt!.replace(' UTC', 'Z').replace(' ', 'T'));
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

    await deliverDueMail({ db: t.server.ctx.db, config: { ...t.server.ctx.config, SMTP_URL: relay.listener.url } });
    const delivered = relay.listener.received.find((mail) => recipientsOf(mail).includes(w.people.student.email))!;
    expect(delivered.subject).toBe('Your upload for Lab 3 was received');
    expect(delivered.text).toContain(`logo.png: 6 bytes, SHA-256 ${sha256(image)}`);
  });

  it('sends none for an upload an admin makes for the student', async () => {
    const w = await world();
    await t.api.patch('/users/me/', { auth: w.tokens.student, body: { sendMeAConfirmationEmail: true } });
    const res = await postUpload(t.server.url, w.assignment.id, w.tokens.admin, [{ name: 'a.py', content: 'x = 1\n' }], { students: [w.people.student.email] });
    expect(res.status).toBe(201);
    expect(await queuedMails(t.server.ctx.db, w.people.student.email)).toEqual([]);
  });
});
