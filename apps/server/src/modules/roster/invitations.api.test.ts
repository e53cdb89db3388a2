import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { useTestServer } from '../../testing/use-test-server';
import { deliverDueMail } from '../mail/sender';
import { recipientsOf, useSmtpListener } from '../mail/testing/smtp-listener';

const t = useTestServer();
const relay = useSmtpListener();
let sequence = 0;

/** An address nobody has used yet, so that each test reads only its own mail. */
const fresh = (label: string) => `${label}-${++sequence}-${Date.now()}@example.edu`;

async function world(emailNewUsers: boolean) {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  await db.update(courses).set({ emailNewUsers }).where(eq(courses.id, w.course.id));
  const url = (action: string) => `/courses/${w.course.id}/${action}/`;
  const invitations = async (to: string) => (await queuedMails(db, to)).filter((mail) => mail.template === 'courseInvitation');
  const linkParts = (link: string) => {
    const [, uid, token] = /\/activate\/([^/]+)\/([^/]+)$/.exec(link)!;
    return { uid: uid!, token: token! };
  };
  const linkWorks = async (link: string) =>
    (await t.api.post('/registration/verifyRegistrationToken/', { body: linkParts(link) })).body.isValid as boolean;
  return { ...w, db, url, invitations, linkWorks };
}

describe('inviting the people a roster change creates', () => {
  it('follows the admin’s choice in "Add people", whatever the course’s default', async () => {
    const quiet = await world(false);
    const invited = fresh('invited');
    const add = await t.api.post(quiet.url('addToRoster'), { auth: quiet.tokens.admin, body: { students: [invited], invite: true } });
    expect(add.status).toBe(200);
    expect(await quiet.invitations(invited)).toHaveLength(1);

    const loud = await world(true);
    const notInvited = fresh('not-invited');
    await t.api.post(loud.url('addToRoster'), { auth: loud.tokens.admin, body: { graders: [notInvited], invite: false } });
    expect(await loud.invitations(notInvited)).toEqual([]);
    // Left out, the course's setting decides.
    const byDefault = fresh('default');
    await t.api.post(loud.url('addToRoster'), { auth: loud.tokens.admin, body: { students: [byDefault] } });
    expect(await loud.invitations(byDefault)).toHaveLength(1);
  });

  it('invites from an import only when applied with the choice, never from the preview', async () => {
    const w = await world(false);
    const person = fresh('imported');
    const rows = [{ email: person, role: 'student' }];
    const preview = await t.api.post(w.url('importRoster'), { auth: w.tokens.admin, body: { rows, dryRun: true, invite: true } });
    expect(preview.body.rows[0].outcome).toBe('newUser');
    expect(await w.invitations(person)).toEqual([]);
    const applied = await t.api.post(w.url('importRoster'), { auth: w.tokens.admin, body: { rows, invite: true } });
    expect(applied.body.applied).toBe(true);
    const sent = await w.invitations(person);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ inviter: w.people.admin.email, role: expect.any(String) });
  });
});

describe('POST /courses/{id}/sendInvitations/', () => {
  it('sends again to the people chosen, with a new link that replaces the old one, and skips the activated', async () => {
    const w = await world(true);
    const [first, second] = [fresh('first'), fresh('second')];
    await t.api.post(w.url('addToRoster'), { auth: w.tokens.admin, body: { students: [first, second] } });
    const [original] = await w.invitations(first);

    const res = await t.api.post(w.url('sendInvitations'), { auth: w.tokens.admin, body: { emails: [first, w.people.student.email] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ invited: [first], skipped: [w.people.student.email] });
    const sent = await w.invitations(first);
    expect(sent).toHaveLength(2);
    expect(await w.linkWorks(sent[1]!.data.link!)).toBe(true);
    expect(await w.linkWorks(original!.data.link!)).toBe(false);
    expect(await w.invitations(second)).toHaveLength(1);
    expect(await queuedMails(w.db, w.people.student.email)).toEqual([]);
  });

  it('sends to everyone not activated with `all`, and the mail arrives with its link', async () => {
    const w = await world(false);
    const people = [fresh('a'), fresh('b')];
    await t.api.post(w.url('addToRoster'), { auth: w.tokens.admin, body: { graders: [people[0]!], students: [people[1]!] } });
    const res = await t.api.post(w.url('sendInvitations'), { auth: w.tokens.admin, body: { all: true } });
    expect(res.body).toEqual({ invited: [...people].sort(), skipped: [] });

    await deliverDueMail({ db: w.db, config: { ...t.server.ctx.config, SMTP_URL: relay.listener.url } });
    // Each mail names who sent it and the role the person was given.
    const mail = relay.listener.received.find((received) => recipientsOf(received).includes(people[0]!))!;
    expect(mail.subject).toBe(`${w.people.admin.email} added you to ${w.course.name} (${w.course.period}) as a grader on Marginalia`);
    const studentMail = relay.listener.received.find((received) => recipientsOf(received).includes(people[1]!))!;
    expect(studentMail.subject).toBe(`${w.people.admin.email} added you to ${w.course.name} (${w.course.period}) as a student on Marginalia`);
    const [queued] = await w.invitations(people[0]!);
    expect(mail.text).toContain(queued!.data.link);
  });

  it('is for the course’s admins, in a course that is not archived, and needs someone to invite', async () => {
    const w = await world(false);
    const body = { all: true };
    expect((await t.api.post(w.url('sendInvitations'), { auth: w.tokens.grader, body })).status).toBe(403);
    expect((await t.api.post(w.url('sendInvitations'), { auth: w.tokens.student, body })).status).toBe(403);
    expect((await t.api.post(w.url('sendInvitations'), { auth: w.tokens.otherAdmin, body })).status).toBe(404);
    expect((await t.api.post(w.url('sendInvitations'), { body })).status).toBe(401);
    const empty = await t.api.post(w.url('sendInvitations'), { auth: w.tokens.admin, body: { emails: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ emails: ['Choose the people to invite.'] });
    await w.db.update(courses).set({ archived: true }).where(eq(courses.id, w.course.id));
    expect((await t.api.post(w.url('sendInvitations'), { auth: w.tokens.admin, body })).status).toBe(400);
  });
});
